// Session vocabulary and the status predicates of SPEC §4 "Session status".
// Everything else in the code base reads statuses from here, never from a string literal.

import type { CounselingType, SessionStatus, StartType } from './vocabulary';
import { SESSION_STATUSES } from './vocabulary';

export type { CounselingType, SenderType, SessionStatus, StartType } from './vocabulary';
export { COUNSELING_TYPES, SENDER_TYPES, SESSION_STATUSES, START_TYPES } from './vocabulary';

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
