import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/database';
import { users } from '../accounts';
import { counselorCategories, counselors } from '../counselors';
import { type UploadRow, uploads } from '../uploads';
import { applicationMessages } from './messages';
import { counselorApplications } from './tables';

const DELETED_ACCOUNT_REASON = applicationMessages.accountDeleted;

// The only ORM code of the applications feature. The counselor's own profile tables are
// written through the counselor-office repository (approval fills them as the office would).

export type ApplicationRow = typeof counselorApplications.$inferSelect;
/** With the applicant's username ('' for an account that has none, e.g. social sign-up only). */
export type ApplicationWithUser = ApplicationRow & { username: string };
export type CategoryRecord = typeof counselorCategories.$inferSelect;
export type DecidedStatus = 'APPROVED' | 'REJECTED';

const withUser = {
  application: counselorApplications,
  username: users.username,
};

export function createApplicationsRepository(db: AppDb) {
  return {
    async insert(values: typeof counselorApplications.$inferInsert): Promise<ApplicationRow> {
      const [row] = await db.insert(counselorApplications).values(values).returning();
      if (!row) throw new Error('application insert returned no row');
      return row;
    },

    /** The caller's latest application (the newest submission), or undefined. */
    async latestOf(userId: number): Promise<ApplicationRow | undefined> {
      const [row] = await db
        .select()
        .from(counselorApplications)
        .where(eq(counselorApplications.userId, userId))
        .orderBy(desc(counselorApplications.submittedAt), desc(counselorApplications.id))
        .limit(1);
      return row;
    },

    async hasSubmitted(userId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: counselorApplications.id })
        .from(counselorApplications)
        .where(
          and(
            eq(counselorApplications.userId, userId),
            eq(counselorApplications.status, 'SUBMITTED'),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async find(id: number): Promise<ApplicationWithUser | undefined> {
      const [row] = await db
        .select(withUser)
        .from(counselorApplications)
        .innerJoin(users, eq(users.id, counselorApplications.userId))
        .where(eq(counselorApplications.id, id))
        .limit(1);
      return row && { ...row.application, username: row.username ?? '' };
    },

    /**
     * The operator's list: SUBMITTED ones oldest first (the queue, first come first served),
     * any other choice newest first; at most `limit`.
     */
    async list(status: string | undefined, limit: number): Promise<ApplicationWithUser[]> {
      const order =
        status === 'SUBMITTED'
          ? [asc(counselorApplications.submittedAt), asc(counselorApplications.id)]
          : [desc(counselorApplications.submittedAt), desc(counselorApplications.id)];
      const rows = await db
        .select(withUser)
        .from(counselorApplications)
        .innerJoin(users, eq(users.id, counselorApplications.userId))
        .where(status === undefined ? undefined : eq(counselorApplications.status, status))
        .orderBy(...order)
        .limit(limit);
      return rows.map((row) => ({ ...row.application, username: row.username ?? '' }));
    },

    /**
     * SUBMITTED → `status`, once: the row after it, or undefined when it is not (or no longer)
     * SUBMITTED, so two operators deciding at once cannot both win.
     */
    async decide(
      id: number,
      values: { status: DecidedStatus; reason: string | null; decidedAt: Date; decidedBy: number },
    ): Promise<ApplicationRow | undefined> {
      const [row] = await db
        .update(counselorApplications)
        .set(values)
        .where(and(eq(counselorApplications.id, id), eq(counselorApplications.status, 'SUBMITTED')))
        .returning();
      return row;
    },

    async categories(ids: number[]): Promise<CategoryRecord[]> {
      if (ids.length === 0) return [];
      return db.select().from(counselorCategories).where(inArray(counselorCategories.id, ids));
    },

    async uploadsOf(ids: string[]): Promise<UploadRow[]> {
      if (ids.length === 0) return [];
      return db.select().from(uploads).where(inArray(uploads.id, ids));
    },

    /** A counselors row at level 0 (applying) for the user, unless it has one. */
    async ensureCounselor(userId: number): Promise<void> {
      await db
        .insert(counselors)
        .values({ userId, level: 0 })
        .onConflictDoNothing({ target: counselors.userId });
    },

    /** Adds COUNSELOR to the user's roles (once); tokens read roles from this row. */
    async grantCounselorRole(userId: number): Promise<void> {
      await db
        .update(users)
        .set({ roles: sql`array_append(${users.roles}, 'COUNSELOR')` })
        .where(and(eq(users.id, userId), sql`not ('COUNSELOR' = any(${users.roles}))`));
    },

    /** Level 1 (a counselor), unless it is higher already. */
    async promote(counselorId: number): Promise<void> {
      await db
        .update(counselors)
        .set({ level: sql`greatest(${counselors.level}, 1)` })
        .where(eq(counselors.id, counselorId));
    },
  };
}

export type ApplicationsRepository = ReturnType<typeof createApplicationsRepository>;

/**
 * Accounts' deletion hook: a deleted account's SUBMITTED application ends REJECTED with the
 * reason, so no operator approves a person who left (the counselors feature disables its row).
 */
export async function closeApplicationsOfDeletedUser(tx: AppDb, userId: number): Promise<void> {
  await tx
    .update(counselorApplications)
    .set({ status: 'REJECTED', reason: DELETED_ACCOUNT_REASON, decidedAt: sql`now()` })
    .where(
      and(eq(counselorApplications.userId, userId), eq(counselorApplications.status, 'SUBMITTED')),
    );
}
