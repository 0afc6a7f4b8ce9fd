import type { AppDb } from '../../db/database';

// What the reviews feature may know and change of a session: whether its user may review it
// now, and marking it reviewed in the review's transaction.

export type ReviewableSession = {
  id: number;
  userId: number;
  counselorId: number;
  status: string;
  hasReview: boolean;
};

export async function findSessionForReview(
  _db: AppDb,
  _sessionId: number,
): Promise<ReviewableSession | undefined> {
  throw new Error('findSessionForReview: not built yet');
}

export async function markSessionReviewed(_tx: AppDb, _sessionId: number): Promise<void> {
  throw new Error('markSessionReviewed: not built yet');
}
