import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/database';
import { counselors } from './tables';

export type CounselorRow = typeof counselors.$inferSelect;

export function createCounselorsRepository(db: AppDb) {
  return {
    async findById(id: number): Promise<CounselorRow | undefined> {
      const [row] = await db.select().from(counselors).where(eq(counselors.id, id)).limit(1);
      return row;
    },

    async findByUserId(userId: number): Promise<CounselorRow | undefined> {
      const [row] = await db
        .select()
        .from(counselors)
        .where(eq(counselors.userId, userId))
        .limit(1);
      return row;
    },

    async insertIfMissing(values: typeof counselors.$inferInsert): Promise<void> {
      await db.insert(counselors).values(values).onConflictDoNothing({ target: counselors.userId });
    },

    async setEnabled(userId: number, enabled: boolean): Promise<void> {
      await db.update(counselors).set({ enabled }).where(eq(counselors.userId, userId));
    },
  };
}

export type CounselorsRepository = ReturnType<typeof createCounselorsRepository>;

/**
 * Accounts' deletion hook: a deleted account's counselor row stays (sessions point at it) but
 * is disabled, in the deletion's own transaction.
 */
export async function disableCounselorOfDeletedUser(tx: AppDb, userId: number): Promise<void> {
  await createCounselorsRepository(tx).setEnabled(userId, false);
}
