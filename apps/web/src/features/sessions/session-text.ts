import {
  ENTRY_OPENS_BEFORE_MS,
  isActiveStatus,
  isFinishedStatus,
  type SenderType,
  type SessionStatus,
  sessionDurationLabel,
  toEpochMs,
} from '@arcana/domain';
import { env } from '../../env';
import { t } from './intl';

// What the session pages say about a session beyond its labels: its tone, minutes and links.

export type StatusTone = 'open' | 'done' | 'cancelled';

/** Open (waiting or live), finished (COMPLETED or a no-show), or cancelled. */
export function statusTone(status: SessionStatus): StatusTone {
  if (status === 'PENDING' || status === 'SCHEDULED' || isActiveStatus(status)) return 'open';
  return isFinishedStatus(status) ? 'done' : 'cancelled';
}

/** Minutes used, floored, against the product's: '23분 / 30분', '41분 / 무제한'. */
export function usedMinutesText(usedSeconds: number, durationSeconds: number | null): string {
  return t('web.sessions.usedOf', {
    used: t('web.sessions.usedMinutes', { minutes: Math.floor(usedSeconds / 60) }),
    total: sessionDurationLabel(durationSeconds),
  });
}

/**
 * Whether 상담방 들어가기 makes sense: someone may be in the room (PREPARING, IN_PROGRESS) or a
 * SCHEDULED session's entry has opened (10 minutes before its start).
 */
export function isRoomOpen(
  session: { status: SessionStatus; startTime: string | null },
  nowMs: number,
): boolean {
  if (isActiveStatus(session.status)) return true;
  if (session.status !== 'SCHEDULED') return false;
  const startMs = toEpochMs(session.startTime);
  return startMs !== null && startMs - ENTRY_OPENS_BEFORE_MS <= nowMs;
}

export type SessionLink = { href: string; external: boolean };

/**
 * The room's pages of one side (DESIGN "Which app hosts what"): the web app hosts the user's
 * side; the counselor's side lives in the counselor app, reached by a plain link.
 */
export function roomPageLink(
  sessionId: number,
  side: SenderType,
  view: 'room' | 'chat',
): SessionLink {
  const path = `/counseling/sessions/${sessionId}${view === 'chat' ? '/chat' : ''}?senderType=${side}`;
  if (side === 'USER') return { href: path, external: false };
  return { href: `${env.counselorOrigin}${path}`, external: true };
}
