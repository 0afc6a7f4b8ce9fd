// The closed lists of the domain's words (statuses, types, sorts, tabs) and nothing else: no
// labels, no schemas. A route's search-param check imports its list from here, so the first
// visit carries a few strings instead of the modules with every label (DESIGN "Budgets").

export const SESSION_STATUSES = [
  'PENDING',
  'SCHEDULED',
  'PREPARING',
  'IN_PROGRESS',
  'COMPLETED',
  'CANCELLED',
  'CANCELLED_BY_USER',
  'CANCELLED_BY_COUNSELOR',
  'CANCELLED_BY_PAYMENT',
  'NO_SHOW_USER',
  'NO_SHOW_COUNSELOR',
  'NO_SHOW_BOTH',
] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

export const COUNSELING_TYPES = ['CHAT', 'CALL', 'VIDEO'] as const;
export type CounselingType = (typeof COUNSELING_TYPES)[number];

export const START_TYPES = ['IMMEDIATE', 'RESERVATION'] as const;
export type StartType = (typeof START_TYPES)[number];

/** Which side of the session room a client speaks for (query `senderType`). */
export const SENDER_TYPES = ['USER', 'COUNSELOR'] as const;
export type SenderType = (typeof SENDER_TYPES)[number];

export const COUNSELOR_STATUSES = ['ON', 'OFF', 'BUSY', 'COUNSELING'] as const;
export type CounselorStatus = (typeof COUNSELOR_STATUSES)[number];

/** 상담사 찾기 sorts: recommended (ON first, then rating), rating, review count, price, newest. */
export const COUNSELOR_SORTS = [
  'RECOMMENDED',
  'RATING',
  'REVIEWS',
  'PRICE_LOW',
  'PRICE_HIGH',
  'NEWEST',
] as const;
export type CounselorSort = (typeof COUNSELOR_SORTS)[number];

export const PRODUCT_SORTS = ['POPULAR', 'PRICE_LOW', 'PRICE_HIGH', 'NEWEST'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** CREATED → PAID → (PARTIALLY_)REFUNDED; CREATED → EXPIRED (hold ran out) or FAILED. */
export const ORDER_STATUSES = [
  'CREATED',
  'PAID',
  'EXPIRED',
  'FAILED',
  'REFUNDED',
  'PARTIALLY_REFUNDED',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * SESSION: a product bought (its payment creates the session); ADD_TIME: 10 more minutes of a
 * timed session in progress (its payment extends that session, DESIGN "Session lifecycle").
 */
export const ORDER_KINDS = ['SESSION', 'ADD_TIME'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/** sandbox (embedded default, never in production), toss, or points alone (nothing to charge). */
export const PAYMENT_PROVIDERS = ['sandbox', 'toss', 'points'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

export const AGREEMENT_KEYS = ['terms', 'refundPolicy', 'privacyThirdParty'] as const;
export type AgreementKey = (typeof AGREEMENT_KEYS)[number];

export const RESERVATION_TABS = ['UPCOMING', 'PAST'] as const;
export type ReservationTab = (typeof RESERVATION_TABS)[number];

/** WebRTC signals the room relays between the two sides (offer, answer, ICE candidate, hang-up). */
export const SIGNAL_KINDS = ['offer', 'answer', 'candidate', 'hangup'] as const;
export type SignalKind = (typeof SIGNAL_KINDS)[number];

/** Why the billed clock of an IN_PROGRESS session is paused. */
export const CLOCK_PAUSE_REASONS = ['USER_AWAY', 'COUNSELOR_AWAY', 'BOTH_AWAY'] as const;
export type ClockPauseReason = (typeof CLOCK_PAUSE_REASONS)[number];

/** How a COMPLETED session ended. */
export const SESSION_END_REASONS = [
  'COMPLETED_BY_USER',
  'COMPLETED_BY_COUNSELOR',
  'TIME_UP',
  'COUNSELOR_ABSENT',
] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

/** The views of the session room: /counseling/sessions/{id}, …/chat, …/call, …/video. */
export const ROOM_VIEWS = ['room', 'chat', 'call', 'video'] as const;
export type RoomView = (typeof ROOM_VIEWS)[number];
