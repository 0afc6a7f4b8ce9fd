import {
  type ClockPauseReason,
  COUNSELOR_ABSENCE_LIMIT_MS,
  PRESENCE_GRACE_MS,
  type SenderType,
} from '@arcana/domain';
import type { SessionRow } from './lifecycle-repository';

// DESIGN "Session lifecycle", the billed clock, as pure functions of a session row and a moment.
// A side is present while it is in the room (entered, not exited) and its room stream was live
// within the last 15 seconds (seen_at, the lease the streams refresh). The clock runs only while
// the session is IN_PROGRESS and both sides are present. When it pauses, the seconds accrue up
// to the moment the absent side was last present: its seen_at for a lost stream, the exit itself
// for an exit (its lease was still fresh). The counselor away 5 minutes in a row ends the session.

export type ClockRow = Pick<
  SessionRow,
  | 'status'
  | 'durationSeconds'
  | 'billedSeconds'
  | 'clockRunningSince'
  | 'clockPausedReason'
  | 'counselorAwaySince'
  | 'startedAt'
  | 'userInRoom'
  | 'counselorInRoom'
  | 'userSeenAt'
  | 'counselorSeenAt'
>;

export type ClockColumns = Pick<
  SessionRow,
  'billedSeconds' | 'clockRunningSince' | 'clockPausedReason' | 'counselorAwaySince'
>;

/** The event a reconciliation finds due (lifecycle applies it). */
export type ClockEnd = 'TIME_UP' | 'COUNSELOR_ABSENT';

export type ClockStep = {
  /** Only the columns that change. */
  set: Partial<ClockColumns>;
  /** When the paid seconds run out if nothing changes (running and timed), else null. */
  paidEndAt: Date | null;
  /** When the counselor's absence reaches 5 minutes (away now), else null. */
  absenceEndAt: Date | null;
  due: ClockEnd | null;
};

/** 무제한 (no paid seconds): for the absence refund, the 60 minutes its reservation occupies. */
export const UNLIMITED_REFUND_SECONDS = 3_600;

const seenAtOf = (row: ClockRow, side: SenderType) =>
  side === 'USER' ? row.userSeenAt : row.counselorSeenAt;
const inRoomOf = (row: ClockRow, side: SenderType) =>
  side === 'USER' ? row.userInRoom : row.counselorInRoom;

/** The stream of `side` was live within the grace (the lease has not run out). */
export function isConnected(row: ClockRow, side: SenderType, at: Date): boolean {
  const seenAt = seenAtOf(row, side);
  return seenAt !== null && at.getTime() - seenAt.getTime() < PRESENCE_GRACE_MS;
}

export function isPresent(row: ClockRow, side: SenderType, at: Date): boolean {
  return inRoomOf(row, side) && isConnected(row, side, at);
}

/**
 * When an absent side was last present: a fresh lease means it left just now (an exit);
 * a stale one, when the lease was last written (a lost stream or a crashed holder).
 */
export function lastPresentAt(row: ClockRow, side: SenderType, at: Date): Date {
  if (isConnected(row, side, at)) return at;
  return seenAtOf(row, side) ?? at;
}

const seconds = (fromMs: number, toMs: number) => Math.max(0, Math.floor((toMs - fromMs) / 1000));

/** Billed seconds at `at` as the row stands (running: up to now). */
export function usedSeconds(row: Pick<ClockRow, 'billedSeconds' | 'clockRunningSince'>, at: Date) {
  const since = row.clockRunningSince;
  return row.billedSeconds + (since ? seconds(since.getTime(), at.getTime()) : 0);
}

/**
 * Since when an absent counselor counts as away: when it was last present, but never before
 * the session started (a counselor who entered first and dropped is away from the start).
 */
function counselorGoneAt(row: ClockRow, at: Date): Date {
  const gone = lastPresentAt(row, 'COUNSELOR', at);
  return row.startedAt && row.startedAt.getTime() > gone.getTime() ? row.startedAt : gone;
}

function pauseReason(userPresent: boolean, counselorPresent: boolean): ClockPauseReason {
  if (!userPresent && !counselorPresent) return 'BOTH_AWAY';
  return userPresent ? 'COUNSELOR_AWAY' : 'USER_AWAY';
}

/**
 * What the clock columns should be at `at` for an IN_PROGRESS row, the timers to plan and the
 * end that is due. Any other status: nothing to do (closing transitions settle the clock).
 */
export function stepClock(row: ClockRow, at: Date): ClockStep {
  if (row.status !== 'IN_PROGRESS') {
    return { set: {}, paidEndAt: null, absenceEndAt: null, due: null };
  }
  const userPresent = isPresent(row, 'USER', at);
  const counselorPresent = isPresent(row, 'COUNSELOR', at);
  let billed = row.billedSeconds;
  let since = row.clockRunningSince;
  if (since && !(userPresent && counselorPresent)) {
    const absent = (['USER', 'COUNSELOR'] as const).filter((side) => !isPresent(row, side, at));
    const stopMs = Math.min(...absent.map((side) => lastPresentAt(row, side, at).getTime()));
    billed += seconds(since.getTime(), Math.max(since.getTime(), stopMs));
    since = null;
  } else if (!since && userPresent && counselorPresent) {
    since = at;
  }
  const paid = row.durationSeconds;
  if (paid !== null && billed > paid) billed = paid;
  const reason = since ? null : pauseReason(userPresent, counselorPresent);
  const awaySince = counselorPresent ? null : (row.counselorAwaySince ?? counselorGoneAt(row, at));

  const next: ClockColumns = {
    billedSeconds: billed,
    clockRunningSince: since,
    clockPausedReason: reason,
    counselorAwaySince: awaySince,
  };
  const paidEndAt =
    paid !== null && since ? new Date(since.getTime() + (paid - billed) * 1000) : null;
  const absenceEndAt = awaySince
    ? new Date(awaySince.getTime() + COUNSELOR_ABSENCE_LIMIT_MS)
    : null;
  // The paid time can only run out while the clock runs, and an absent counselor stops it, so
  // a used-up clock always ran out before the absence limit.
  const timeUp = paid !== null && usedSeconds(next, at) >= paid;
  const absent = absenceEndAt !== null && absenceEndAt.getTime() <= at.getTime();
  return {
    set: changedColumns(row, next),
    paidEndAt,
    absenceEndAt,
    due: timeUp ? 'TIME_UP' : absent ? 'COUNSELOR_ABSENT' : null,
  };
}

function changedColumns(row: ClockRow, next: ClockColumns): Partial<ClockColumns> {
  const set: Partial<ClockColumns> = {};
  if (next.billedSeconds !== row.billedSeconds) set.billedSeconds = next.billedSeconds;
  if (next.clockRunningSince?.getTime() !== row.clockRunningSince?.getTime()) {
    set.clockRunningSince = next.clockRunningSince;
  }
  if (next.clockPausedReason !== row.clockPausedReason) {
    set.clockPausedReason = next.clockPausedReason;
  }
  if (next.counselorAwaySince?.getTime() !== row.counselorAwaySince?.getTime()) {
    set.counselorAwaySince = next.counselorAwaySince;
  }
  return set;
}

/** The clock of a session that leaves IN_PROGRESS: settled at `at` and stopped for good. */
export function finalClock(row: ClockRow, at: Date): ClockColumns {
  const settled = { ...row, ...stepClock(row, at).set };
  const used = usedSeconds(settled, at);
  const paid = row.durationSeconds;
  return {
    billedSeconds: paid === null ? used : Math.min(paid, used),
    clockRunningSince: null,
    clockPausedReason: null,
    counselorAwaySince: null,
  };
}

/** One paid order of a session: what it cost and how many seconds it bought. */
export type PaidPart = { orderRowId: number; price: number; seconds: number };

/**
 * The counselor-absence refund: the unused paid seconds go back pro rata, taken from the latest
 * order first (the added time is the last bought, so the first unused). `parts` are the
 * session's orders oldest first: the original, then its ADD_TIME orders. Each order gets
 * floor(price × its unused seconds / its seconds); orders with nothing unused are left out.
 */
export function proRataRefunds(
  parts: readonly PaidPart[],
  billedSeconds: number,
): { orderRowId: number; value: number }[] {
  const paidSeconds = parts.reduce((sum, part) => sum + part.seconds, 0);
  let unused = Math.max(0, paidSeconds - billedSeconds);
  const refunds: { orderRowId: number; value: number }[] = [];
  for (const part of [...parts].reverse()) {
    const mine = Math.min(unused, part.seconds);
    unused -= mine;
    const value = part.seconds > 0 ? Math.floor((part.price * mine) / part.seconds) : 0;
    if (value > 0) refunds.push({ orderRowId: part.orderRowId, value });
  }
  return refunds;
}
