import {
  ACTIVE_SESSION_ALERT,
  COUNSELING_TYPES,
  isSessionStatus,
  ONE_HOUR_MS,
  type Session,
  START_TYPES,
} from '@arcana/domain';
import type { ActiveWindow, CounselingSessionView } from './repository';

/**
 * What "active" lists hold besides PREPARING and IN_PROGRESS: SCHEDULED sessions starting
 * within the next 24 hours (so a client can count down to them) or at most 5 minutes ago
 * (the alert's late edge, SPEC §9).
 */
export const ACTIVE_LIST_AHEAD_MS = 24 * ONE_HOUR_MS;

export function activeWindow(now: Date): ActiveWindow {
  return {
    from: new Date(now.getTime() - ACTIVE_SESSION_ALERT.afterStartMs),
    to: new Date(now.getTime() + ACTIVE_LIST_AHEAD_MS),
  };
}

function pick<T extends string>(values: readonly T[], value: string, column: string): T {
  const found = values.find((candidate) => candidate === value);
  if (!found) throw new Error(`counseling_sessions.${column} holds an unknown value: ${value}`);
  return found;
}

/** SPEC §3 Session; a row with a value outside the domain lists is a bug, not user input. */
export function toSessionDto({
  session,
  counselorName,
  userDisplayName,
}: CounselingSessionView): Session {
  if (!isSessionStatus(session.status)) {
    throw new Error(`counseling_sessions.status holds an unknown value: ${session.status}`);
  }
  return {
    id: session.id,
    status: session.status,
    startTime: session.startTime?.toISOString() ?? null,
    durationSeconds: session.durationSeconds,
    counselingType: pick(COUNSELING_TYPES, session.counselingType, 'counseling_type'),
    startType: pick(START_TYPES, session.startType, 'start_type'),
    product: { name: session.productName, mainImage: session.productMainImage },
    counselor: { id: session.counselorId, name: counselorName },
    user: { displayName: userDisplayName },
    hasReview: session.hasReview,
  };
}
