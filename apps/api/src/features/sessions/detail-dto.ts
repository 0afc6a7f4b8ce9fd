import {
  COUNSELING_TYPES,
  type CounselorSessionCount,
  type CounselorSessionPage,
  type MySession,
  SESSION_END_REASONS,
  SESSION_STATUSES,
  type SenderType,
  type SessionDetail,
  type SessionStatus,
} from '@arcana/domain';
import { toCounselorBrief } from '../counselors';
import type {
  CounselorListRow,
  SessionDetailRow,
  SessionMoney,
  SessionReadRow,
} from './reads-repository';
import type { CounselingSessionRow } from './repository';
import { toSessionDto } from './session-dto';

// SessionDetail, MySession, the counselor list's items and its counts (domain session-room).

const COMPLETED: SessionStatus = 'COMPLETED';

/** Billed seconds: the paused total plus the running stretch, if the clock runs now. */
export function usedSecondsOf(session: CounselingSessionRow, at: Date): number {
  const since = session.clockRunningSince;
  const running = since ? Math.max(0, Math.floor((at.getTime() - since.getTime()) / 1000)) : 0;
  return session.billedSeconds + running;
}

/** SPEC §4: reviewable = COMPLETED and no review yet. */
export function isReviewable(session: CounselingSessionRow): boolean {
  return session.status === COMPLETED && !session.hasReview;
}

const endReasonOf = (value: string | null) =>
  SESSION_END_REASONS.find((reason) => reason === value) ?? null;

/** The user sees the money; the counselor never does (null for it and for seeded sessions). */
export function toSessionDetail(
  row: SessionDetailRow,
  me: SenderType,
  money: SessionMoney | null,
  at: Date,
): SessionDetail {
  const { session } = row;
  return {
    ...toSessionDto(row),
    me,
    counselorBrief: toCounselorBrief(row.counselor),
    startedAt: session.startedAt?.toISOString() ?? null,
    endedAt: session.endedAt?.toISOString() ?? null,
    usedSeconds: usedSecondsOf(session, at),
    endReason: endReasonOf(session.endReason),
    messageCount: row.messageCount,
    payment: me === 'USER' ? money : null,
    reviewable: isReviewable(session),
    reviewId: row.reviewId,
    createdAt: session.createdAt.toISOString(),
  };
}

export function toMySession(row: SessionReadRow, at: Date): MySession {
  const { session } = row;
  return {
    ...toSessionDto(row),
    counselorBrief: toCounselorBrief(row.counselor),
    endedAt: session.endedAt?.toISOString() ?? null,
    usedSeconds: usedSecondsOf(session, at),
    reviewable: isReviewable(session),
    createdAt: session.createdAt.toISOString(),
  };
}

export function toCounselorSessionItem(
  row: CounselorListRow,
  at: Date,
): CounselorSessionPage['content'][number] {
  const { session } = row;
  return {
    ...toSessionDto(row),
    userId: session.userId,
    updatedAt: session.updatedAt.toISOString(),
    endedAt: session.endedAt?.toISOString() ?? null,
    usedSeconds: usedSecondsOf(session, at),
    price: row.price,
  };
}

/** Every status and type is present, zero when none. */
export function toCounselorSessionCount(
  groups: { status: string; counselingType: string; n: number }[],
): CounselorSessionCount {
  const byStatus = Object.fromEntries(SESSION_STATUSES.map((status) => [status, 0])) as Record<
    SessionStatus,
    number
  >;
  const byType = Object.fromEntries(COUNSELING_TYPES.map((type) => [type, 0])) as Record<
    (typeof COUNSELING_TYPES)[number],
    number
  >;
  let total = 0;
  for (const group of groups) {
    total += group.n;
    if (group.status in byStatus) byStatus[group.status as SessionStatus] += group.n;
    if (group.counselingType in byType) {
      byType[group.counselingType as (typeof COUNSELING_TYPES)[number]] += group.n;
    }
  }
  return { total, byStatus, byType };
}
