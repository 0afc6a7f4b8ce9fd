import type {
  CounselorNotificationType,
  SessionStatus,
  StartType,
  UserNotificationType,
} from '@arcana/domain';
import type { NoticeText, RefundReason } from './messages';

// DESIGN "Session lifecycle": the transition table as data, the rows of the PENDING side for
// now (issue 9). The lifecycle (lifecycle.ts) runs a row as one conditional UPDATE ... WHERE
// status IN (from), so of two racing events one makes the transition; the loser gets 409.
// A pair of event and status with no row is 409 too.

/** Open = PENDING, SCHEDULED, PREPARING, IN_PROGRESS. */
export const OPEN_STATUSES = [
  'PENDING',
  'SCHEDULED',
  'PREPARING',
  'IN_PROGRESS',
] as const satisfies readonly SessionStatus[];

export const LIFECYCLE_EVENTS = [
  'PAID',
  'ACCEPT',
  'DECLINE',
  'WAIT_EXPIRED',
  'USER_CANCEL',
  'COUNSELOR_CANCEL',
  'PAYMENT_VOIDED',
  'OPERATOR_CANCEL',
] as const;
export type LifecycleEvent = (typeof LIFECYCLE_EVENTS)[number];

/**
 * Where a notification leads. LIST: the user's reservations (RESERVATION) or the session's
 * detail (IMMEDIATE); the counselor's reservations or sessions. ROOM: the user's side of the room.
 */
export type NoticeLink = 'LIST' | 'ROOM';

export type Notice =
  | { audience: 'USER'; type: UserNotificationType; text: NoticeText; link: NoticeLink }
  | { audience: 'COUNSELOR'; type: CounselorNotificationType; text: NoticeText; link: NoticeLink };

/**
 * Extra conditions of a row, checked inside its UPDATE. BEFORE_RESPONSE_DEADLINE: the wait has
 * not run out; RESPONSE_DEADLINE_PASSED: it has; CANCEL_DEADLINE: SCHEDULED only until 1 hour
 * before the start (PENDING any time).
 */
export type Guard = 'BEFORE_RESPONSE_DEADLINE' | 'RESPONSE_DEADLINE_PASSED' | 'CANCEL_DEADLINE';

/**
 * How long the counselor may answer a PENDING session. IMMEDIATE: 2 minutes. RESERVATION: until
 * 24 hours after the payment or 30 minutes before the start, whichever comes first.
 */
export type Wait = 'IMMEDIATE' | 'RESERVATION';

/**
 * FULL: the whole order back (provider part and points, orders.refundInFull).
 * AFTER_VOID: the provider already voided its part; orders.refundInFull returns the points part.
 */
export type Refund = { kind: 'FULL' | 'AFTER_VOID'; reason: RefundReason };

export type Transition = {
  event: LifecycleEvent;
  /** The row holds for this start type only; absent = both. */
  startType?: StartType;
  /** Statuses it leaves; empty = the session is created by it. */
  from: readonly SessionStatus[];
  to: SessionStatus;
  guard?: Guard;
  /** IMMEDIATE accept: the session starts now. */
  startsNow?: boolean;
  wait?: Wait;
  refund?: Refund;
  /** Closing a session frees its slot's cells so the time can be sold again. */
  releasesSlot?: boolean;
  notify: readonly Notice[];
};

export const TRANSITIONS: readonly Transition[] = [
  {
    event: 'PAID',
    startType: 'IMMEDIATE',
    from: [],
    to: 'PENDING',
    wait: 'IMMEDIATE',
    notify: [
      { audience: 'COUNSELOR', type: 'SESSION_REQUESTED', text: 'requested', link: 'LIST' },
      { audience: 'USER', type: 'PAYMENT', text: 'paidImmediate', link: 'LIST' },
    ],
  },
  {
    event: 'PAID',
    startType: 'RESERVATION',
    from: [],
    to: 'PENDING',
    wait: 'RESERVATION',
    notify: [
      { audience: 'COUNSELOR', type: 'PAYMENT_COMPLETED', text: 'reservationPaid', link: 'LIST' },
      { audience: 'USER', type: 'PAYMENT', text: 'paidReservation', link: 'LIST' },
    ],
  },
  {
    event: 'ACCEPT',
    startType: 'IMMEDIATE',
    from: ['PENDING'],
    to: 'SCHEDULED',
    guard: 'BEFORE_RESPONSE_DEADLINE',
    startsNow: true,
    notify: [
      { audience: 'USER', type: 'COUNSELING_CALL', text: 'acceptedImmediate', link: 'ROOM' },
    ],
  },
  {
    event: 'ACCEPT',
    startType: 'RESERVATION',
    from: ['PENDING'],
    to: 'SCHEDULED',
    guard: 'BEFORE_RESPONSE_DEADLINE',
    notify: [
      {
        audience: 'USER',
        type: 'COUNSELING_SESSION',
        text: 'acceptedReservation',
        link: 'LIST',
      },
    ],
  },
  {
    event: 'DECLINE',
    from: ['PENDING'],
    to: 'CANCELLED_BY_COUNSELOR',
    refund: { kind: 'FULL', reason: 'declined' },
    releasesSlot: true,
    notify: [{ audience: 'USER', type: 'PAYMENT', text: 'declined', link: 'LIST' }],
  },
  {
    event: 'WAIT_EXPIRED',
    from: ['PENDING'],
    to: 'CANCELLED_BY_COUNSELOR',
    guard: 'RESPONSE_DEADLINE_PASSED',
    refund: { kind: 'FULL', reason: 'noResponse' },
    releasesSlot: true,
    notify: [{ audience: 'USER', type: 'PAYMENT', text: 'noResponse', link: 'LIST' }],
  },
  {
    event: 'USER_CANCEL',
    from: ['PENDING', 'SCHEDULED'],
    to: 'CANCELLED_BY_USER',
    guard: 'CANCEL_DEADLINE',
    refund: { kind: 'FULL', reason: 'userCancelled' },
    releasesSlot: true,
    notify: [
      { audience: 'USER', type: 'PAYMENT', text: 'userCancelled', link: 'LIST' },
      {
        audience: 'COUNSELOR',
        type: 'SESSION_CANCELLED',
        text: 'userCancelledCounselor',
        link: 'LIST',
      },
    ],
  },
  {
    event: 'COUNSELOR_CANCEL',
    from: ['SCHEDULED'],
    to: 'CANCELLED_BY_COUNSELOR',
    refund: { kind: 'FULL', reason: 'counselorCancelled' },
    releasesSlot: true,
    notify: [{ audience: 'USER', type: 'PAYMENT', text: 'counselorCancelled', link: 'LIST' }],
  },
  {
    event: 'PAYMENT_VOIDED',
    from: OPEN_STATUSES,
    to: 'CANCELLED_BY_PAYMENT',
    refund: { kind: 'AFTER_VOID', reason: 'voided' },
    releasesSlot: true,
    notify: [
      { audience: 'USER', type: 'PAYMENT', text: 'voided', link: 'LIST' },
      { audience: 'COUNSELOR', type: 'SESSION_CANCELLED', text: 'voidedCounselor', link: 'LIST' },
    ],
  },
  {
    event: 'OPERATOR_CANCEL',
    from: OPEN_STATUSES,
    to: 'CANCELLED',
    refund: { kind: 'FULL', reason: 'operatorCancelled' },
    releasesSlot: true,
    notify: [
      { audience: 'USER', type: 'PAYMENT', text: 'operatorCancelled', link: 'LIST' },
      {
        audience: 'COUNSELOR',
        type: 'SESSION_CANCELLED',
        text: 'operatorCancelledCounselor',
        link: 'LIST',
      },
    ],
  },
];

/** The row of an event for a session of this start type; undefined = no such transition. */
export function transitionOf(event: LifecycleEvent, startType: StartType): Transition | undefined {
  return TRANSITIONS.find(
    (row) => row.event === event && (row.startType === undefined || row.startType === startType),
  );
}
