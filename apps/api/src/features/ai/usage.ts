// The daily request count (DESIGN "AI"): a reading or a chat answer is one request; guests get
// 3 per Asia/Seoul day, users 999. Counted in one statement — the insert-or-increment only
// happens while the count is under the limit — so parallel requests can never overshoot it.

import { type AiUsage, DAILY_REQUEST_LIMITS, seoulDateKey } from '@arcana/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { aiMessages } from './messages';
import { aiDailyUsage } from './tables';

/** Who a request counts against: a user, or a guest's anonymous id. */
export type Requester = { userId: number } | { anonId: string };

export const DAILY_LIMIT_CODE = 'DAILY_LIMIT';

const subjectOf = (requester: Requester) =>
  'userId' in requester ? `user:${requester.userId}` : `anon:${requester.anonId}`;
const limitOf = (requester: Requester) =>
  'userId' in requester ? DAILY_REQUEST_LIMITS.user : DAILY_REQUEST_LIMITS.guest;

function usage(requester: Requester, day: string, used: number): AiUsage {
  const limit = limitOf(requester);
  return { limit, used, remaining: Math.max(0, limit - used), day };
}

const SEOUL_OFFSET_MS = 9 * 3_600_000;
const DAY_MS = 86_400_000;

/** Until the next Asia/Seoul day, when the count starts again (Seoul keeps no summer time). */
function secondsToSeoulMidnight(now: Date): number {
  const intoDay = (now.getTime() + SEOUL_OFFSET_MS) % DAY_MS;
  return (DAY_MS - intoDay) / 1000;
}

export async function readUsage(db: AppDb, requester: Requester, now: Date): Promise<AiUsage> {
  const day = seoulDateKey(now.getTime());
  const [row] = await db
    .select({ count: aiDailyUsage.count })
    .from(aiDailyUsage)
    .where(and(eq(aiDailyUsage.subject, subjectOf(requester)), eq(aiDailyUsage.day, day)));
  return usage(requester, day, row?.count ?? 0);
}

/**
 * Counts one request, or throws the 429 DAILY_LIMIT (Korean: an invitation to log in for a
 * guest, "come back tomorrow" for a user) and counts nothing. Pass a transaction to undo the
 * count together with whatever else fails.
 */
export async function consumeRequest(db: AppDb, requester: Requester, now: Date): Promise<AiUsage> {
  const day = seoulDateKey(now.getTime());
  const limit = limitOf(requester);
  const [row] = await db
    .insert(aiDailyUsage)
    .values({ subject: subjectOf(requester), day, count: 1 })
    .onConflictDoUpdate({
      target: [aiDailyUsage.subject, aiDailyUsage.day],
      set: { count: sql`${aiDailyUsage.count} + 1` },
      setWhere: sql`${aiDailyUsage.count} < ${limit}`,
    })
    .returning({ count: aiDailyUsage.count });
  if (!row) {
    const message = 'userId' in requester ? aiMessages.userLimit : aiMessages.guestLimit;
    throw AppError.tooManyRequests(DAILY_LIMIT_CODE, message, secondsToSeoulMidnight(now));
  }
  return usage(requester, day, row.count);
}
