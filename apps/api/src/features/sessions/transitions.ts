import {
  type CounselorNotificationType,
  SESSION_STATUSES,
  type SenderType,
  type SessionEndReason,
  type SessionStatus,
  type StartType,
  type UserNotificationType,
} from '@arcana/domain';
import type { NoticeText, RefundReason } from './messages';

// DESIGN "Session lifecycle": the whole transition table as data. The lifecycle (lifecycle.ts)
// runs a row as one conditional UPDATE ... WHERE status IN (from) AND <guard>, under a lock of
// the session's row, so of two racing events one makes the transition; the loser gets 409 (or
// is a no-op for a job). A pair of event and status with no row is 409 too.

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
  'USER_ENTER',
  'COUNSELOR_ENTER',
  'USER_EXIT',
  'COUNSELOR_EXIT',
  'COMPLETE',
  'TIME_UP',
  'COUNSELOR_ABSENT',
  'NO_SHOW_USER',
  'NO_SHOW_COUNSELOR',
  'NO_SHOW_BOTH',
  'ADD_TIME',
  'ADD_TIME_LATE',
] as const;
export type LifecycleEvent = (typeof LIFECYCLE_EVENTS)[number];

/**
 * Where a notification leads. LIST: the user's reservations (RESERVATION) or the session's
 * detail (IMMEDIATE); the counselor's reservations or sessions. ROOM: the recipient's side of
 * the room (`?senderType=USER|COUNSELOR`, SPEC §6). DETAIL: the user's session detail (the
 * counselor's room, its only page of one session). REVIEW: the user's review form.
 */
export type NoticeLink = 'LIST' | 'ROOM' | 'DETAIL' | 'REVIEW';

export type Notice =
  | { audience: 'USER'; type: UserNotificationType; text: NoticeText; link: NoticeLink }
  | { audience: 'COUNSELOR'; type: CounselorNotificationType; text: NoticeText; link: NoticeLink };

/**
 * Extra conditions of a row, checked inside its UPDATE. BEFORE_RESPONSE_DEADLINE: the wait has
 * not run out; RESPONSE_DEADLINE_PASSED: it has; CANCEL_DEADLINE: SCHEDULED only until 1 hour
 * before the start (PENDING any time). ENTRY_OPEN: from 10 minutes before the start.
 * OTHER_ENTERED: the side that is not the row's `side` entered before. PAID_TIME_USED: the billed seconds reached the paid ones. COUNSELOR_AWAY_LIMIT: the
 * counselor has been away 5 minutes in a row. NO_SHOW_*: 10 minutes past the start and who
 * entered (USER: only the counselor; COUNSELOR: only the user; BOTH: nobody). TIMED: the
 * session has paid seconds (not 무제한).
 */
export type Guard =
  | 'BEFORE_RESPONSE_DEADLINE'
  | 'RESPONSE_DEADLINE_PASSED'
  | 'CANCEL_DEADLINE'
  | 'ENTRY_OPEN'
  | 'OTHER_ENTERED'
  | 'PAID_TIME_USED'
  | 'COUNSELOR_AWAY_LIMIT'
  | 'NO_SHOW_USER'
  | 'NO_SHOW_COUNSELOR'
  | 'NO_SHOW_BOTH'
  | 'TIMED';

/**
 * How long the counselor may answer a PENDING session. IMMEDIATE: 2 minutes. RESERVATION: until
 * 24 hours after the payment or 30 minutes before the start, whichever comes first.
 */
export type Wait = 'IMMEDIATE' | 'RESERVATION';

/**
 * FULL: the whole order back (provider part and points, orders.refundInFull).
 * AFTER_VOID: the provider already voided its part; orders.refundInFull returns the points part.
 * PRO_RATA: the unused paid seconds back, the latest ADD_TIME order first (orders.refundPartial;
 * clock.ts proRataRefunds). ADD_TIME_ORDER: the whole ADD_TIME order that came too late.
 */
export type Refund = {
  kind: 'FULL' | 'AFTER_VOID' | 'PRO_RATA' | 'ADD_TIME_ORDER';
  reason: RefundReason;
};

/**
 * What a row does to the room. ENTER / EXIT: the acting side's presence (in the room, seen now,
 * the first entry remembered). START: the billed clock starts (both present) and the counselor's
 * status becomes COUNSELING. EXTEND: 10 more paid minutes.
 */
export type RoomEffect = 'ENTER' | 'EXIT' | 'START' | 'EXTEND';

export type Transition = {
  event: LifecycleEvent;
  /** The row holds for this start type only; absent = both. */
  startType?: StartType;
  /** The side that acts (enter, exit): its presence changes and SELF/OTHER guards read it. */
  side?: SenderType;
  /** Statuses it leaves; empty = the session is created by it. */
  from: readonly SessionStatus[];
  /** null: the status stays (presence and added time). */
  to: SessionStatus | null;
  guard?: Guard;
  /** IMMEDIATE accept: the session starts now. */
  startsNow?: boolean;
  wait?: Wait;
  refund?: Refund;
  /** Closing a session frees its slot's cells so the time can be sold again. */
  releasesSlot?: boolean;
  room?: readonly RoomEffect[];
  /** How a COMPLETED session ended; CALLER: COMPLETED_BY_USER or _BY_COUNSELOR. */
  endReason?: SessionEndReason | 'CALLER';
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
  // ---- the room (issue 10) ----
  {
    event: 'USER_ENTER',
    side: 'USER',
    from: ['SCHEDULED'],
    to: 'PREPARING',
    guard: 'ENTRY_OPEN',
    room: ['ENTER'],
    notify: [
      { audience: 'COUNSELOR', type: 'SESSION_USER_ENTERED', text: 'userEntered', link: 'ROOM' },
    ],
  },
  {
    event: 'COUNSELOR_ENTER',
    side: 'COUNSELOR',
    from: ['SCHEDULED'],
    to: 'PREPARING',
    guard: 'ENTRY_OPEN',
    room: ['ENTER'],
    notify: [{ audience: 'USER', type: 'COUNSELING_CALL', text: 'counselorEntered', link: 'ROOM' }],
  },
  {
    event: 'USER_ENTER',
    side: 'USER',
    from: ['PREPARING'],
    to: 'IN_PROGRESS',
    guard: 'OTHER_ENTERED',
    room: ['ENTER', 'START'],
    notify: [
      { audience: 'COUNSELOR', type: 'SESSION_STARTED', text: 'startedCounselor', link: 'ROOM' },
      { audience: 'USER', type: 'COUNSELING_SESSION', text: 'startedUser', link: 'ROOM' },
    ],
  },
  {
    event: 'COUNSELOR_ENTER',
    side: 'COUNSELOR',
    from: ['PREPARING'],
    to: 'IN_PROGRESS',
    guard: 'OTHER_ENTERED',
    room: ['ENTER', 'START'],
    notify: [
      { audience: 'COUNSELOR', type: 'SESSION_STARTED', text: 'startedCounselor', link: 'ROOM' },
      { audience: 'USER', type: 'COUNSELING_SESSION', text: 'startedUser', link: 'ROOM' },
    ],
  },
  // Coming back (and a PREPARING session's first party again) is presence only.
  {
    event: 'USER_ENTER',
    side: 'USER',
    from: ['PREPARING', 'IN_PROGRESS'],
    to: null,
    room: ['ENTER'],
    notify: [],
  },
  {
    event: 'COUNSELOR_ENTER',
    side: 'COUNSELOR',
    from: ['PREPARING', 'IN_PROGRESS'],
    to: null,
    room: ['ENTER'],
    notify: [],
  },
  // Exiting when not in the room (any status) is a no-op, never a 409 (lifecycle.exit).
  {
    event: 'USER_EXIT',
    side: 'USER',
    from: ['PREPARING', 'IN_PROGRESS'],
    to: null,
    room: ['EXIT'],
    notify: [],
  },
  {
    event: 'COUNSELOR_EXIT',
    side: 'COUNSELOR',
    from: ['PREPARING', 'IN_PROGRESS'],
    to: null,
    room: ['EXIT'],
    notify: [],
  },
  {
    event: 'COMPLETE',
    from: ['IN_PROGRESS'],
    to: 'COMPLETED',
    endReason: 'CALLER',
    notify: [
      { audience: 'COUNSELOR', type: 'SESSION_ENDED', text: 'completedCounselor', link: 'ROOM' },
      { audience: 'USER', type: 'REVIEW', text: 'completedUser', link: 'REVIEW' },
    ],
  },
  {
    event: 'TIME_UP',
    from: ['IN_PROGRESS'],
    to: 'COMPLETED',
    guard: 'PAID_TIME_USED',
    endReason: 'TIME_UP',
    notify: [
      { audience: 'COUNSELOR', type: 'SESSION_ENDED', text: 'timeUpCounselor', link: 'ROOM' },
      { audience: 'USER', type: 'REVIEW', text: 'timeUpUser', link: 'REVIEW' },
    ],
  },
  {
    event: 'COUNSELOR_ABSENT',
    from: ['IN_PROGRESS'],
    to: 'COMPLETED',
    guard: 'COUNSELOR_AWAY_LIMIT',
    endReason: 'COUNSELOR_ABSENT',
    refund: { kind: 'PRO_RATA', reason: 'counselorAbsent' },
    notify: [
      { audience: 'USER', type: 'PAYMENT', text: 'absentUser', link: 'DETAIL' },
      { audience: 'COUNSELOR', type: 'SESSION_ENDED', text: 'absentCounselor', link: 'ROOM' },
    ],
  },
  {
    event: 'NO_SHOW_USER',
    from: ['SCHEDULED', 'PREPARING'],
    to: 'NO_SHOW_USER',
    guard: 'NO_SHOW_USER',
    notify: [
      { audience: 'COUNSELOR', type: 'SESSION_ENDED', text: 'noShowUserCounselor', link: 'ROOM' },
      { audience: 'USER', type: 'COUNSELING_SESSION', text: 'noShowUserUser', link: 'DETAIL' },
    ],
  },
  {
    event: 'NO_SHOW_COUNSELOR',
    from: ['SCHEDULED', 'PREPARING'],
    to: 'NO_SHOW_COUNSELOR',
    guard: 'NO_SHOW_COUNSELOR',
    refund: { kind: 'FULL', reason: 'noShowCounselor' },
    notify: [
      { audience: 'USER', type: 'PAYMENT', text: 'noShowCounselorUser', link: 'DETAIL' },
      {
        audience: 'COUNSELOR',
        type: 'SESSION_CANCELLED',
        text: 'noShowCounselorCounselor',
        link: 'ROOM',
      },
    ],
  },
  {
    event: 'NO_SHOW_BOTH',
    from: ['SCHEDULED'],
    to: 'NO_SHOW_BOTH',
    guard: 'NO_SHOW_BOTH',
    refund: { kind: 'FULL', reason: 'noShowBoth' },
    notify: [
      { audience: 'USER', type: 'PAYMENT', text: 'noShowBothUser', link: 'DETAIL' },
      {
        audience: 'COUNSELOR',
        type: 'SESSION_CANCELLED',
        text: 'noShowBothCounselor',
        link: 'ROOM',
      },
    ],
  },
  // Orders' onPaid with an ADD_TIME order: 10 more minutes while IN_PROGRESS, else it is
  // refunded whole (the session ended while the user paid).
  {
    event: 'ADD_TIME',
    from: ['IN_PROGRESS'],
    to: null,
    guard: 'TIMED',
    room: ['EXTEND'],
    notify: [{ audience: 'COUNSELOR', type: 'PAYMENT_COMPLETED', text: 'addedTime', link: 'ROOM' }],
  },
  {
    event: 'ADD_TIME_LATE',
    // Any status: also an IN_PROGRESS session the order cannot extend (무제한).
    from: SESSION_STATUSES,
    to: null,
    refund: { kind: 'ADD_TIME_ORDER', reason: 'addTimeLate' },
    notify: [{ audience: 'USER', type: 'PAYMENT', text: 'addTimeLate', link: 'DETAIL' }],
  },
];

/**
 * The rows of an event for a session of this start type and status, in table order: the
 * lifecycle tries them in turn under the row's lock, the first whose guard holds wins.
 */
export function transitionsOf(
  event: LifecycleEvent,
  startType: StartType,
  status: SessionStatus,
): Transition[] {
  return TRANSITIONS.filter(
    (row) =>
      row.event === event &&
      (row.startType === undefined || row.startType === startType) &&
      row.from.includes(status),
  );
}

/** The first row of an event (the PENDING side has one per event and start type). */
export function transitionOf(event: LifecycleEvent, startType: StartType): Transition | undefined {
  return TRANSITIONS.find(
    (row) => row.event === event && (row.startType === undefined || row.startType === startType),
  );
}

/** The row that changed a session to `to` by `event` (what the effects job runs again). */
export function transitionTo(
  event: LifecycleEvent,
  startType: StartType,
  to: SessionStatus | null,
): Transition | undefined {
  return TRANSITIONS.find(
    (row) =>
      row.event === event &&
      (row.startType === undefined || row.startType === startType) &&
      row.to === to,
  );
}

/**
 * A row that changes the status (or creates the session) has side effects to plan under a
 * key of its own; presence rows have none.
 */
export const hasEffects = (row: Transition) =>
  row.notify.length > 0 || row.refund !== undefined || row.to !== null;
