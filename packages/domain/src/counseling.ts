// The words of counseling browsing and purchase (issue 9) shown to people or branched on: sort
// and agreement labels, the api's error codes, the spending-limit ceiling. The closed lists
// themselves live in vocabulary.ts (re-exported here).

import type { AgreementKey, CounselorSort, ProductSort } from './vocabulary';

export type {
  AgreementKey,
  CounselorSort,
  OrderKind,
  OrderStatus,
  PaymentProvider,
  ProductSort,
  ReservationTab,
} from './vocabulary';
export {
  AGREEMENT_KEYS,
  COUNSELOR_SORTS,
  ORDER_KINDS,
  ORDER_STATUSES,
  PAYMENT_PROVIDERS,
  PRODUCT_SORTS,
  RESERVATION_TABS,
} from './vocabulary';

export const COUNSELOR_SORT_LABELS = {
  RECOMMENDED: '추천순',
  RATING: '평점 높은순',
  REVIEWS: '후기 많은순',
  PRICE_LOW: '낮은 가격순',
  PRICE_HIGH: '높은 가격순',
  NEWEST: '신규 상담사순',
} as const satisfies Record<CounselorSort, string>;

export const PRODUCT_SORT_LABELS = {
  POPULAR: '인기순',
  PRICE_LOW: '낮은 가격순',
  PRICE_HIGH: '높은 가격순',
  NEWEST: '최신순',
} as const satisfies Record<ProductSort, string>;

/** Stable `code`s of the 4xx answers of ordering and paying, for clients to branch on. */
export const ORDER_ERROR_CODES = {
  /** 409: the slot was sold or held by someone else (or lost while paying). */
  slotTaken: 'SLOT_TAKEN',
  /** 409: IMMEDIATE needs the counselor ON. */
  counselorNotAvailable: 'COUNSELOR_NOT_AVAILABLE',
  /** 409: the order would pass the user's monthly spending limit. */
  spendingLimit: 'SPENDING_LIMIT',
  /** 409: the product is disabled or its counselor paused. */
  productUnavailable: 'PRODUCT_UNAVAILABLE',
  /** 409: the 15-minute hold ran out before the confirm. */
  holdExpired: 'HOLD_EXPIRED',
  /** 400: the confirmed amount differs from the stored one. */
  amountMismatch: 'AMOUNT_MISMATCH',
  /** 409: not enough points. */
  notEnoughPoints: 'NOT_ENOUGH_POINTS',
  /** 402: the provider refused the confirm (its code and message are passed on). */
  paymentRejected: 'PAYMENT_REJECTED',
  /** 409: a counselor may not buy its own product. */
  ownProduct: 'OWN_PRODUCT',
  /** 409: the order is no longer waiting for its payment (paid, ended, or its hold ran out). */
  notPending: 'ORDER_NOT_PENDING',
} as const;

export const AGREEMENT_LABELS = {
  terms: '상담 서비스 이용약관에 동의합니다.',
  refundPolicy: '취소·환불 규정을 확인했습니다. (예약 상담은 시작 1시간 전까지 무료 취소)',
  privacyThirdParty: '상담 진행을 위해 상담사에게 닉네임이 제공되는 것에 동의합니다.',
} as const satisfies Record<AgreementKey, string>;

export const SPENDING_LIMIT_MAX = 10_000_000;
