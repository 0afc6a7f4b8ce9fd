// Which session the root alert shows and how its time reads (SPEC §4 "Active-session alert").
import { ACTIVE_SESSION_ALERT } from './constants/realtime';
import { toEpochMs } from './format';
import type { SessionStatus } from './session';

export type AlertSessionCandidate = {
  id: number;
  status: SessionStatus;
  /** ISO-8601; without an offset it is Seoul local time. */
  startTime: string | null;
};

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

/** A SCHEDULED session from 5 minutes before now to 10 minutes after now, bounds included. */
function isWithinAlertWindow(startTime: string | null, nowMs: number): boolean {
  const startMs = toEpochMs(startTime);
  if (startMs === null) return false;
  const untilStart = startMs - nowMs;
  return (
    untilStart >= -ACTIVE_SESSION_ALERT.afterStartMs &&
    untilStart <= ACTIVE_SESSION_ALERT.beforeStartMs
  );
}

/**
 * IN_PROGRESS first, then PREPARING, then a SCHEDULED session in the window; among several
 * in-window SCHEDULED sessions the one starting first wins. Within one status the list order
 * decides, so callers can pass user and counselor sessions concatenated.
 */
export function pickAlertSession<T extends AlertSessionCandidate>(
  sessions: readonly T[],
  nowMs: number,
): T | undefined {
  const inProgress = sessions.find((session) => session.status === 'IN_PROGRESS');
  if (inProgress) return inProgress;
  const preparing = sessions.find((session) => session.status === 'PREPARING');
  if (preparing) return preparing;
  let best: T | undefined;
  let bestStart = Number.POSITIVE_INFINITY;
  for (const session of sessions) {
    if (session.status !== 'SCHEDULED' || !isWithinAlertWindow(session.startTime, nowMs)) continue;
    const startMs = toEpochMs(session.startTime) ?? Number.POSITIVE_INFINITY;
    if (startMs < bestStart) {
      best = session;
      bestStart = startMs;
    }
  }
  return best;
}

/**
 * '곧 시작' under one minute (or already past), 'N분 후' under an hour, 'H시간 M분 후' beyond.
 * Minutes are floored so the text never promises more time than is left.
 */
export function countdownText(startMs: number, nowMs: number): string {
  const untilStart = startMs - nowMs;
  if (!Number.isFinite(untilStart) || untilStart < MINUTE_MS) return '곧 시작';
  if (untilStart < HOUR_MS) return `${Math.floor(untilStart / MINUTE_MS)}분 후`;
  const hours = Math.floor(untilStart / HOUR_MS);
  const minutes = Math.floor((untilStart % HOUR_MS) / MINUTE_MS);
  return `${hours}시간 ${minutes}분 후`;
}

export function durationLabel(duration: { unlimited: boolean; minutes: number }): string {
  if (duration.unlimited || !Number.isFinite(duration.minutes)) return '무제한';
  return `${Math.floor(duration.minutes)}분`;
}

/** DESIGN: a session with no durationSeconds is unlimited. */
export function sessionDurationLabel(durationSeconds: number | null | undefined): string {
  if (durationSeconds === null || durationSeconds === undefined) return '무제한';
  return durationLabel({ unlimited: false, minutes: Math.floor(durationSeconds / 60) });
}
