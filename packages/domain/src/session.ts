// Session vocabulary and the status predicates of SPEC §4 "Session status".
// Everything else in the code base reads statuses from here, never from a string literal.

import type {
  ClockPauseReason,
  CounselingType,
  SessionEndReason,
  SessionStatus,
  StartType,
} from './vocabulary';
import { SESSION_STATUSES } from './vocabulary';

export type {
  ClockPauseReason,
  CounselingType,
  RoomView,
  SenderType,
  SessionEndReason,
  SessionStatus,
  SignalKind,
  StartType,
} from './vocabulary';
export {
  CLOCK_PAUSE_REASONS,
  COUNSELING_TYPES,
  ROOM_VIEWS,
  SENDER_TYPES,
  SESSION_END_REASONS,
  SESSION_STATUSES,
  SIGNAL_KINDS,
  START_TYPES,
} from './vocabulary';

export const SESSION_STATUS_LABELS = {
  PENDING: '예약 대기',
  SCHEDULED: '예약 확정',
  PREPARING: '상담 준비 중',
  IN_PROGRESS: '상담 중',
  COMPLETED: '상담 완료',
  CANCELLED: '취소됨',
  CANCELLED_BY_USER: '고객 취소',
  CANCELLED_BY_COUNSELOR: '상담사 취소',
  CANCELLED_BY_PAYMENT: '결제 취소',
  NO_SHOW_USER: '고객 미입장',
  NO_SHOW_COUNSELOR: '상담사 미입장',
  NO_SHOW_BOTH: '모두 미입장',
} as const satisfies Record<SessionStatus, string>;

export const COUNSELING_TYPE_LABELS = {
  CHAT: '채팅 상담',
  CALL: '전화 상담',
  VIDEO: '영상 상담',
} as const satisfies Record<CounselingType, string>;

export const START_TYPE_LABELS = {
  IMMEDIATE: '바로 상담',
  RESERVATION: '예약 상담',
} as const satisfies Record<StartType, string>;

/** Why the billed clock stands still, as the room says it. */
export const CLOCK_PAUSE_REASON_LABELS = {
  USER_AWAY: '고객님이 자리를 비워 시간이 멈췄어요',
  COUNSELOR_AWAY: '상담사가 자리를 비워 시간이 멈췄어요',
  BOTH_AWAY: '두 분 모두 자리를 비워 시간이 멈췄어요',
} as const satisfies Record<ClockPauseReason, string>;

export const SESSION_END_REASON_LABELS = {
  COMPLETED_BY_USER: '고객님이 상담을 마쳤어요',
  COMPLETED_BY_COUNSELOR: '상담사가 상담을 마쳤어요',
  TIME_UP: '상담 시간을 모두 사용했어요',
  COUNSELOR_ABSENT: '상담사가 5분 넘게 자리를 비워 상담이 끝났어요',
} as const satisfies Record<SessionEndReason, string>;

export function isSessionStatus(value: unknown): value is SessionStatus {
  return typeof value === 'string' && (SESSION_STATUSES as readonly string[]).includes(value);
}

/** Active = PREPARING or IN_PROGRESS: someone is (about to be) in the room. */
export function isActiveStatus(status: SessionStatus): boolean {
  return status === 'PREPARING' || status === 'IN_PROGRESS';
}

/** Finished = COMPLETED or any NO_SHOW; cancellations are not "finished" sessions. */
export function isFinishedStatus(status: SessionStatus): boolean {
  return (
    status === 'COMPLETED' ||
    status === 'NO_SHOW_USER' ||
    status === 'NO_SHOW_COUNSELOR' ||
    status === 'NO_SHOW_BOTH'
  );
}

export function isReviewable(session: { status: SessionStatus; hasReview: boolean }): boolean {
  return session.status === 'COMPLETED' && !session.hasReview;
}
