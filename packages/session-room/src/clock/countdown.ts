// The remaining paid time of the room's billed clock (domain roomClockSchema), counted with the
// server's time: the client's clock may be minutes off, the server's decides what is billed.
import type { ClockPauseReason, RoomClock, SessionStatus } from '@arcana/domain';

export type Countdown =
  /** No paid minutes: a flat-price session without a clock (무제한). */
  | { kind: 'unlimited' }
  /** Counting down now. */
  | { kind: 'running'; remainingSeconds: number }
  /** In progress, but a side is away: the clock stands still. */
  | { kind: 'paused'; remainingSeconds: number; reason: ClockPauseReason | null }
  /** Not started yet, or over: the paid time as it stands. */
  | { kind: 'stopped'; remainingSeconds: number };

/**
 * How far the server's clock is ahead of this browser's, from a state received at `receivedAtMs`
 * (browser time) whose `serverNow` the server stamped when it sent it.
 */
export function serverOffsetMs(clock: Pick<RoomClock, 'serverNow'>, receivedAtMs: number): number {
  const serverNow = Date.parse(clock.serverNow);
  return Number.isFinite(serverNow) ? serverNow - receivedAtMs : 0;
}

/** Seconds used so far: the billed ones plus the running stretch, by the server's time. */
export function usedSeconds(clock: RoomClock, serverNowMs: number): number {
  if (clock.runningSince === null) return clock.billedSeconds;
  const since = Date.parse(clock.runningSince);
  if (!Number.isFinite(since)) return clock.billedSeconds;
  return clock.billedSeconds + Math.max(0, (serverNowMs - since) / 1000);
}

/** The countdown at browser time `nowMs`, given the server offset measured on arrival. */
export function countdownOf(
  clock: RoomClock,
  status: SessionStatus,
  nowMs: number,
  offsetMs: number,
): Countdown {
  if (clock.paidSeconds === null) return { kind: 'unlimited' };
  const used = usedSeconds(clock, nowMs + offsetMs);
  // Floored like every countdown of the product (DESIGN "Display text"), never below zero.
  const remainingSeconds = Math.max(0, Math.floor(clock.paidSeconds - used));
  if (status !== 'IN_PROGRESS') return { kind: 'stopped', remainingSeconds };
  if (clock.runningSince === null) {
    return { kind: 'paused', remainingSeconds, reason: clock.pausedReason };
  }
  return { kind: 'running', remainingSeconds };
}

/** 29:05, 1:02:03: the ticking figure (the spoken form is domain's formatDuration). */
export function clockText(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = String(total % 60).padStart(2, '0');
  if (hours > 0) return `${hours}:${String(minutes).padStart(2, '0')}:${rest}`;
  return `${String(minutes).padStart(2, '0')}:${rest}`;
}

export type ClockState = 'running' | 'paused' | 'stopped';

/**
 * The billed clock as the page marks it (data-clock-state): counting, held while a side is away
 * during the session, or not counting at all (before the start, after the end).
 */
export function clockStateOf(clock: RoomClock, status: SessionStatus): ClockState {
  if (status !== 'IN_PROGRESS') return 'stopped';
  return clock.runningSince === null ? 'paused' : 'running';
}
