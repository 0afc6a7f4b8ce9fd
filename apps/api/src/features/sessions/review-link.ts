import type { SessionStatus } from '@arcana/domain';
import { and, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/database';
import { counselingSessions } from './tables';

// What the reviews feature may know and change of a session: whether its user may review it
// now, and marking it reviewed in the review's transaction.

const COMPLETED: SessionStatus = 'COMPLETED';

export type ReviewableSession = {
  id: number;
  userId: number;
  counselorId: number;
  status: string;
  hasReview: boolean;
};

export async function findSessionForReview(
  db: AppDb,
  sessionId: number,
): Promise<ReviewableSession | undefined> {
  const [row] = await db
    .select({
      id: counselingSessions.id,
      userId: counselingSessions.userId,
      counselorId: counselingSessions.counselorId,
      status: counselingSessions.status,
      hasReview: counselingSessions.hasReview,
    })
    .from(counselingSessions)
    .where(eq(counselingSessions.id, sessionId));
  return row;
}

/**
 * Marks a COMPLETED session reviewed, once: the condition makes two racing writers see one
 * change, so the second review's transaction rolls back. Whether this call changed it.
 */
export async function markSessionReviewed(tx: AppDb, sessionId: number): Promise<boolean> {
  const changed = await tx
    .update(counselingSessions)
    .set({ hasReview: true })
    .where(
      and(
        eq(counselingSessions.id, sessionId),
        eq(counselingSessions.status, COMPLETED),
        eq(counselingSessions.hasReview, false),
      ),
    )
    .returning({ id: counselingSessions.id });
  return changed.length > 0;
}
