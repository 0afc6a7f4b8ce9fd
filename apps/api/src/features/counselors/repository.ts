import type { CounselorStatus } from '@arcana/domain';
import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/database';
import { counselors } from './tables';

export type CounselorRow = typeof counselors.$inferSelect;

/** A status write: the row after it, and the status the public saw before it. */
export type StatusChange = { row: CounselorRow; previous: string };

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

    /**
     * The counselor's own choice (ON, OFF, BUSY). During COUNSELING it is only remembered and
     * applied when the session ends (DESIGN "Counselor status").
     */
    async chooseStatus(
      userId: number,
      status: CounselorStatus,
      at: Date,
    ): Promise<StatusChange | undefined> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(counselors)
          .where(eq(counselors.userId, userId))
          .for('update');
        if (!current) return undefined;
        const values =
          current.status === 'COUNSELING'
            ? { statusAfterSession: status }
            : { status, statusChangedAt: current.status === status ? current.statusChangedAt : at };
        const [row] = await tx
          .update(counselors)
          .set(values)
          .where(eq(counselors.id, current.id))
          .returning();
        return row && { row, previous: current.status };
      });
    },

    /**
     * The system's side (issue 10's lifecycle): COUNSELING when a session starts, remembering
     * the status before it; when it ends, the remembered (or meanwhile chosen) one, else ON.
     */
    async setCounseling(
      counselorId: number,
      counseling: boolean,
      at: Date,
    ): Promise<StatusChange | undefined> {
      const [current] = await db
        .select()
        .from(counselors)
        .where(eq(counselors.id, counselorId))
        .for('update');
      if (!current) return undefined;
      if (counseling === (current.status === 'COUNSELING'))
        return { row: current, previous: current.status };
      const values = counseling
        ? { status: 'COUNSELING', statusAfterSession: current.status, statusChangedAt: at }
        : {
            status: current.statusAfterSession ?? 'ON',
            statusAfterSession: null,
            statusChangedAt: at,
          };
      const [row] = await db
        .update(counselors)
        .set(values)
        .where(eq(counselors.id, counselorId))
        .returning();
      return row && { row, previous: current.status };
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
