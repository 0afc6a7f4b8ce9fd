// Counseling browsing and purchase as the api answers them (issue 9): counselors, products,
// reviews, available times, orders, payments, reservations, spending limits, favourites and the
// public counselor status stream. Money is integer KRW, times ISO-8601 with an offset.
import * as v from 'valibot';
import { ORDER_KINDS, ORDER_STATUSES, PAYMENT_PROVIDERS, SPENDING_LIMIT_MAX } from '../counseling';
import { COUNSELOR_STATUSES } from '../counselor';
import { COUNSELING_TYPES, START_TYPES } from '../session';
import { isoDateTimeSchema } from './common';
import { imageSchema } from './image';
import { cursorPageSchema } from './pagination';
import { sessionSchema } from './session';

const positiveId = v.pipe(v.number(), v.safeInteger(), v.minValue(1));
const count = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
const won = v.pipe(v.number(), v.safeInteger(), v.minValue(0));

// ---- counselors ----

export const counselorCategorySchema = v.object({
  id: positiveId,
  slug: v.string(),
  name: v.string(),
  description: v.string(),
});
export type CounselorCategory = v.InferOutput<typeof counselorCategorySchema>;

/** The few fields a product card or review names its counselor with. */
export const counselorBriefSchema = v.object({
  id: positiveId,
  name: v.string(),
  status: v.picklist(COUNSELOR_STATUSES),
  /** The uploaded profile image's 360 thumbnail, or the portrait drawn by code (SVG). */
  imageUrl: v.string(),
  /** Mean of the reviews, one decimal; null without reviews. */
  rating: v.nullable(v.number()),
  reviewCount: count,
});
export type CounselorBrief = v.InferOutput<typeof counselorBriefSchema>;

/** A card of 상담사 찾기, the 상담 home and /me/favorites. */
export const counselorSummarySchema = v.object({
  ...counselorBriefSchema.entries,
  level: count,
  introduction: v.string(),
  careerYears: count,
  categories: v.array(v.object({ id: positiveId, slug: v.string(), name: v.string() })),
  keywords: v.array(v.string()),
  /** The types of its enabled products, in CHAT, CALL, VIDEO order. */
  counselingTypes: v.array(v.picklist(COUNSELING_TYPES)),
  /** The lowest price among its enabled products; null without any. */
  minPrice: v.nullable(won),
  /** Whether the caller keeps it among favourites (false for guests). */
  favorite: v.boolean(),
});
export type CounselorSummary = v.InferOutput<typeof counselorSummarySchema>;

/** GET /api/public/counselors: `nextCursor` is opaque; `total` counts every match. */
export const counselorSearchPageSchema = v.object({
  content: v.array(counselorSummarySchema),
  nextCursor: v.nullable(v.string()),
  total: count,
});
export type CounselorSearchPage = v.InferOutput<typeof counselorSearchPageSchema>;

export const counselorCertificateSchema = v.object({
  id: positiveId,
  name: v.string(),
  issuer: v.string(),
  grade: v.string(),
  /** YYYY-MM-DD, or null when not given. */
  issuedOn: v.nullable(v.string()),
  image: imageSchema,
});
export type CounselorCertificate = v.InferOutput<typeof counselorCertificateSchema>;

/** A certificate as its owner reads it in the back office: with the upload its image comes from
 * (null for a picture drawn by code), so an edit can send it back unchanged. */
export const ownCertificateSchema = v.object({
  ...counselorCertificateSchema.entries,
  uploadId: v.nullable(v.string()),
});
export type OwnCertificate = v.InferOutput<typeof ownCertificateSchema>;

export const galleryImageSchema = v.object({
  id: positiveId,
  caption: v.string(),
  image: imageSchema,
});
export type GalleryImage = v.InferOutput<typeof galleryImageSchema>;

// ---- products ----

/** A product card: lists, the 상담 home, a counselor's profile. */
export const productSummarySchema = v.object({
  id: positiveId,
  counselorId: positiveId,
  name: v.string(),
  counselingType: v.picklist(COUNSELING_TYPES),
  /** null = 무제한. */
  durationMinutes: v.nullable(count),
  price: won,
  mainImage: v.nullable(imageSchema),
  soldCount: count,
});
export type ProductSummary = v.InferOutput<typeof productSummarySchema>;

/** A product card with its counselor, as product lists and the 상담 home show it. */
export const productCardSchema = v.object({
  ...productSummarySchema.entries,
  counselor: counselorBriefSchema,
});
export type ProductCard = v.InferOutput<typeof productCardSchema>;

/** GET /api/public/products/{id}. A disabled product still answers (enabled false: not for sale). */
export const productDetailSchema = v.object({
  ...productCardSchema.entries,
  description: v.string(),
  images: v.array(imageSchema),
  enabled: v.boolean(),
  /** The price of 10 more minutes during a session; null for 무제한. */
  addTimePrice: v.nullable(won),
});
export type ProductDetail = v.InferOutput<typeof productDetailSchema>;

export const productPageSchema = v.object({
  content: v.array(productCardSchema),
  nextCursor: v.nullable(v.string()),
  total: count,
});
export type ProductPage = v.InferOutput<typeof productPageSchema>;

/** A question and answer the counselor shows on its public profile, in `position` order. */
export const counselorFaqSchema = v.object({
  id: positiveId,
  question: v.string(),
  answer: v.string(),
  position: count,
});
export type CounselorFaq = v.InferOutput<typeof counselorFaqSchema>;

/** GET /api/public/counselors/{id}: the public profile. */
export const counselorDetailSchema = v.object({
  ...counselorSummarySchema.entries,
  details: v.string(),
  certificates: v.array(counselorCertificateSchema),
  /** The first images of the gallery (up to 6); the rest on the gallery page. */
  gallery: v.array(galleryImageSchema),
  galleryCount: count,
  /** 자주 묻는 질문, in the counselor's order. */
  faqs: v.array(counselorFaqSchema),
  /** Enabled products, cheapest first within each type. */
  products: v.array(productSummarySchema),
  favoriteCount: count,
});
export type CounselorDetail = v.InferOutput<typeof counselorDetailSchema>;

// ---- reviews ----

export const counselingReviewSchema = v.object({
  id: positiveId,
  rating: v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(5)),
  content: v.string(),
  /** The writer's display name, masked (예: 별**). */
  authorName: v.string(),
  createdAt: isoDateTimeSchema,
  reply: v.nullable(v.string()),
  repliedAt: v.nullable(isoDateTimeSchema),
  counselor: counselorBriefSchema,
  product: v.object({ name: v.string(), counselingType: v.picklist(COUNSELING_TYPES) }),
});
export type CounselingReview = v.InferOutput<typeof counselingReviewSchema>;
export const counselingReviewPageSchema = cursorPageSchema(counselingReviewSchema);

// ---- the 상담 home ----

/** GET /api/public/counseling/home: everything the 상담 home shows, in one request. */
export const counselingHomeSchema = v.object({
  /** Counselors ON now (then BUSY), best rated first; up to 12. */
  online: v.array(counselorSummarySchema),
  onlineCount: count,
  categories: v.array(v.object({ ...counselorCategorySchema.entries, counselorCount: count })),
  popularProducts: v.array(productCardSchema),
  recentReviews: v.array(counselingReviewSchema),
});
export type CounselingHome = v.InferOutput<typeof counselingHomeSchema>;

// ---- counselor status stream ----

/**
 * GET /api/sse/public/counselor-status (no login): `connection` once, then `status` events with
 * this body (the SSE id is a running number), and `heartbeat` events.
 */
export const counselorStatusEventSchema = v.object({
  counselorId: positiveId,
  status: v.picklist(COUNSELOR_STATUSES),
  at: isoDateTimeSchema,
});
export type CounselorStatusEvent = v.InferOutput<typeof counselorStatusEventSchema>;

// ---- available times and occupancy ----

export const weeklyHoursSchema = v.object({
  weekday: v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(7)),
  start: v.string(),
  end: v.string(),
});

export const datedExceptionSchema = v.variant('kind', [
  v.object({ date: v.string(), kind: v.literal('CLOSED') }),
  v.object({ date: v.string(), kind: v.literal('EXTRA'), start: v.string(), end: v.string() }),
]);

/** GET /api/public/counselors/{id}/available-times: weekly hours and the next 31 days' exceptions. */
export const availableTimesSchema = v.object({
  weekly: v.array(weeklyHoursSchema),
  exceptions: v.array(datedExceptionSchema),
});
export type AvailableTimes = v.InferOutput<typeof availableTimesSchema>;

/**
 * GET /api/client/counseling/sessions/counselor-monthly/{counselorId}?year=&month=: the
 * counselor's occupied times of that Seoul month (start and end only, held slots included);
 * the counselor asking about itself also gets its sessions in full.
 */
export const counselorMonthlySchema = v.object({
  year: count,
  month: count,
  occupied: v.array(v.object({ start: isoDateTimeSchema, end: isoDateTimeSchema })),
  sessions: v.optional(v.array(sessionSchema)),
});
export type CounselorMonthly = v.InferOutput<typeof counselorMonthlySchema>;

// ---- orders and payments ----

/** POST /api/client/orders. The client never sends an amount: the api prices the order. */
export const createOrderRequestSchema = v.object({
  productId: positiveId,
  startType: v.picklist(START_TYPES),
  /** RESERVATION only: a free slot's start from the calendar. */
  slotStart: v.optional(isoDateTimeSchema),
  /** Points to spend (0 = none); at most the price and the balance. */
  points: won,
  /** Every AGREEMENT_KEYS entry must be true. */
  agreements: v.object({
    terms: v.boolean(),
    refundPolicy: v.boolean(),
    privacyThirdParty: v.boolean(),
  }),
});
export type CreateOrderRequest = v.InferOutput<typeof createOrderRequestSchema>;

/** How the browser pays for a created order. */
export const checkoutSchema = v.variant('kind', [
  /** Go to the api-served sandbox checkout page (it redirects to success or fail as Toss does). */
  v.object({ kind: v.literal('SANDBOX'), url: v.string() }),
  /** Open Toss's payment window with these (the success and fail paths are same-site). */
  v.object({
    kind: v.literal('TOSS'),
    clientKey: v.string(),
    customerKey: v.string(),
    successUrl: v.string(),
    failUrl: v.string(),
  }),
  /** Paid with points alone: already confirmed, nothing to open. */
  v.object({ kind: v.literal('NONE') }),
]);
export type Checkout = v.InferOutput<typeof checkoutSchema>;

/** An order as its buyer sees it (payment, success and fail pages). */
export const orderSchema = v.object({
  orderId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{6,64}$/)),
  /** The name the provider shows (예: 별하 · 30분 채팅 상담). */
  orderName: v.string(),
  /** SESSION (a product bought) or ADD_TIME (10 more minutes of the session `sessionId`). */
  kind: v.picklist(ORDER_KINDS),
  status: v.picklist(ORDER_STATUSES),
  provider: v.picklist(PAYMENT_PROVIDERS),
  productId: positiveId,
  productName: v.string(),
  counselingType: v.picklist(COUNSELING_TYPES),
  durationMinutes: v.nullable(count),
  startType: v.picklist(START_TYPES),
  slotStart: v.nullable(isoDateTimeSchema),
  counselor: counselorBriefSchema,
  price: won,
  pointsUsed: won,
  amount: won,
  holdExpiresAt: isoDateTimeSchema,
  createdAt: isoDateTimeSchema,
  paidAt: v.nullable(isoDateTimeSchema),
  refundedAmount: won,
  refundedPoints: won,
  /**
   * SESSION: the session its payment created, once PAID. ADD_TIME: the session it extends
   * (from the start, so the pages can lead back to the room).
   */
  sessionId: v.nullable(positiveId),
  /** Why it failed or expired, in Korean. */
  failureMessage: v.nullable(v.string()),
});
export type Order = v.InferOutput<typeof orderSchema>;

/** 201 of POST /api/client/orders. */
export const createdOrderSchema = v.object({ order: orderSchema, checkout: checkoutSchema });
export type CreatedOrder = v.InferOutput<typeof createdOrderSchema>;

/** POST /api/client/payments/confirm: what /payment/success received in its query. */
export const confirmPaymentRequestSchema = v.object({
  paymentKey: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  orderId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{6,64}$/)),
  amount: won,
});
export type ConfirmPaymentRequest = v.InferOutput<typeof confirmPaymentRequestSchema>;

// ---- spending limit ----

/** GET/PUT /api/client/me/spending-limit (PUT body: { monthlyLimit: number | null }). */
export const spendingLimitSchema = v.object({
  /** The limit in force; null = none. */
  monthlyLimit: v.nullable(won),
  /** A raise waiting for its 24 hours, and when it applies. */
  pendingLimit: v.nullable(won),
  pendingFrom: v.nullable(isoDateTimeSchema),
  /** Paid this Seoul month, refunds taken off. */
  spentThisMonth: won,
  /** monthlyLimit − spentThisMonth (never below 0); null without a limit. */
  remaining: v.nullable(won),
});
export type SpendingLimit = v.InferOutput<typeof spendingLimitSchema>;

export const updateSpendingLimitRequestSchema = v.object({
  monthlyLimit: v.nullable(
    v.pipe(
      v.number('한도는 숫자로 입력해 주세요.'),
      v.safeInteger('한도는 원 단위 정수로 입력해 주세요.'),
      v.minValue(0, '한도는 0원 이상이어야 해요.'),
      v.maxValue(SPENDING_LIMIT_MAX, '한도는 1,000만 원까지 정할 수 있어요.'),
    ),
  ),
});

// ---- reservations ----

/** A RESERVATION session as /me/counseling/reservations lists it. */
export const reservationSchema = v.object({
  session: sessionSchema,
  orderId: v.string(),
  price: won,
  pointsUsed: won,
  amount: won,
  /** What came back, once refunded. */
  refund: v.nullable(
    v.object({ amount: won, points: won, reason: v.string(), at: isoDateTimeSchema }),
  ),
  /** Whether the user may cancel now (PENDING, or SCHEDULED until 1 hour before the start). */
  cancellable: v.boolean(),
  /** Free cancellation ends here (start − 1 hour). */
  cancelDeadline: v.nullable(isoDateTimeSchema),
  counselor: counselorBriefSchema,
});
export type Reservation = v.InferOutput<typeof reservationSchema>;
export const reservationPageSchema = cursorPageSchema(reservationSchema);
