// Content (issue 12): notices, events, FAQs, stored pages and claims (inquiries and reports) as
// the api answers and accepts them, and the operator's requests that keep them. Bodies are
// Markdown (DESIGN "Rich text"); messages are the Korean texts read next to the field.
import * as v from 'valibot';
import { EVENT_STATES, type EventState, NOTICE_CATEGORIES } from '../constants/content';
import { isoDateTimeSchema } from './common';
import { imageSchema } from './image';
import { multilineText, textOf } from './text';

const positiveId = v.pipe(v.number(), v.safeInteger(), v.minValue(1));
const count = v.pipe(v.number(), v.safeInteger(), v.minValue(0));

/** The longest Markdown body an operator may store (notices, events, FAQs, pages). */
export const CONTENT_BODY_MAX_LENGTH = 20_000;

/** Page sizes of the offset lists: 1–50, defaults per list. */
export const CONTENT_PAGE_SIZE_MAX = 50;
export const NOTICE_PAGE_SIZE = 10;
export const EVENT_PAGE_SIZE = 10;
export const CLAIM_PAGE_SIZE = 20;

/** An offset page as the content lists answer it. */
function contentPageSchema<TItem extends v.GenericSchema>(item: TItem) {
  return v.object({
    content: v.array(item),
    totalPages: count,
    totalElements: count,
    currentPage: positiveId,
    pageSize: positiveId,
  });
}

const markdownOf = (label: string, min: number, max: number) =>
  multilineText(textOf(label, min, max));

// ---- links ----

/** A path of this site: `/x`, never `//host` (another site) nor a backslash (read as `/`). */
export function isSameSitePath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.includes('\\');
}

/** Where a content link may lead: a same-site path or an https URL. */
export function isContentHref(value: string): boolean {
  if (isSameSitePath(value)) return true;
  if (!value.startsWith('https://')) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

// ---- notices ----

export {
  EVENT_STATES,
  type EventState,
  NOTICE_CATEGORIES,
  type NoticeCategory,
} from '../constants/content';
export { EVENT_STATE_LABELS, NOTICE_CATEGORY_LABELS } from '../constants/content-labels';

/** A notice in a list (GET /api/public/notices). */
export const noticeSummarySchema = v.object({
  id: positiveId,
  category: v.picklist(NOTICE_CATEGORIES),
  title: v.string(),
  pinned: v.boolean(),
  publishedAt: isoDateTimeSchema,
});
export type NoticeSummary = v.InferOutput<typeof noticeSummarySchema>;

const noticeNeighbourSchema = v.nullable(v.object({ id: positiveId, title: v.string() }));

/** GET /api/public/notices/{id}: previous = the older one, next = the newer one (published only). */
export const noticeSchema = v.object({
  ...noticeSummarySchema.entries,
  /** Markdown. */
  body: v.string(),
  previous: noticeNeighbourSchema,
  next: noticeNeighbourSchema,
});
export type Notice = v.InferOutput<typeof noticeSchema>;

/** GET /api/public/notices?currentPage&pageSize&category: pinned first, then newest. */
export const noticePageSchema = contentPageSchema(noticeSummarySchema);
export type NoticePage = v.InferOutput<typeof noticePageSchema>;

// ---- events ----

/**
 * An event's state at `now`, never stored: both ends of the period belong to it (an event
 * whose period ends at 23:59:59.999 Seoul time is ONGOING until then).
 */
export function eventStateAt(
  period: { startsAt: string | Date; endsAt: string | Date },
  now: Date,
): EventState {
  const at = now.getTime();
  if (at < new Date(period.startsAt).getTime()) return 'UPCOMING';
  if (at > new Date(period.endsAt).getTime()) return 'ENDED';
  return 'ONGOING';
}

export const EVENT_SUMMARY_MAX_LENGTH = 120;

/** The event's call to action: a same-site path or an https URL. */
export const eventLinkSchema = v.object({
  label: textOf('버튼 문구', 1, 20),
  href: v.pipe(
    v.string('버튼 링크를 입력해 주세요.'),
    v.trim(),
    v.maxLength(2_048, '버튼 링크는 2,048자를 넘을 수 없어요.'),
    v.check(isContentHref, '버튼 링크는 /로 시작하는 경로나 https 주소로 써 주세요.'),
  ),
});
export type EventLink = v.InferOutput<typeof eventLinkSchema>;

/** An event in a list (GET /api/public/events); `state` from its period against now. */
export const eventSummarySchema = v.object({
  id: positiveId,
  title: v.string(),
  summary: v.pipe(v.string(), v.maxLength(EVENT_SUMMARY_MAX_LENGTH)),
  image: v.nullable(imageSchema),
  startsAt: isoDateTimeSchema,
  endsAt: isoDateTimeSchema,
  state: v.picklist(EVENT_STATES),
});
export type EventSummary = v.InferOutput<typeof eventSummarySchema>;

/** GET /api/public/events/{id}. */
export const eventSchema = v.object({
  ...eventSummarySchema.entries,
  /** Markdown. */
  body: v.string(),
  link: v.nullable(eventLinkSchema),
});
export type EventDetail = v.InferOutput<typeof eventSchema>;

/** GET /api/public/events?state&currentPage&pageSize. */
export const eventPageSchema = contentPageSchema(eventSummarySchema);
export type EventPage = v.InferOutput<typeof eventPageSchema>;

// ---- FAQ ----

export const faqCategorySchema = v.object({
  id: positiveId,
  name: v.string(),
  position: count,
});
export type FaqCategory = v.InferOutput<typeof faqCategorySchema>;

export const faqSchema = v.object({
  id: positiveId,
  categoryId: positiveId,
  question: v.string(),
  /** Markdown. */
  answer: v.string(),
  position: count,
});
export type Faq = v.InferOutput<typeof faqSchema>;

export const FAQ_SEARCH_MAX_LENGTH = 50;

// ---- pages ----

/** A stored page's slug: the catch-all /{slug} (one path segment). */
export const PAGE_SLUG_PATTERN = /^[a-z0-9-]{2,60}$/;

/** The policy pages the footer links to, seeded by the api. */
export const POLICY_PAGE_SLUGS = ['terms', 'privacy', 'refund', 'youth-protection'] as const;
export type PolicyPageSlug = (typeof POLICY_PAGE_SLUGS)[number];

/** GET /api/public/pages/{slug}. */
export const pageSchema = v.object({
  slug: v.string(),
  title: v.string(),
  /** Markdown. */
  body: v.string(),
  updatedAt: isoDateTimeSchema,
});
export type ContentPage = v.InferOutput<typeof pageSchema>;

// ---- claims: inquiries and reports ----

export const CLAIM_KINDS = ['INQUIRY', 'REPORT'] as const;
export type ClaimKind = (typeof CLAIM_KINDS)[number];

export const CLAIM_KIND_LABELS = {
  INQUIRY: '문의',
  REPORT: '신고',
} as const satisfies Record<ClaimKind, string>;

export const INQUIRY_CATEGORIES = ['ACCOUNT', 'PAYMENT', 'COUNSELING', 'AI', 'ETC'] as const;
export type InquiryCategory = (typeof INQUIRY_CATEGORIES)[number];

export const INQUIRY_CATEGORY_LABELS = {
  ACCOUNT: '계정·로그인',
  PAYMENT: '결제·환불',
  COUNSELING: '상담',
  AI: 'AI 타로',
  ETC: '기타',
} as const satisfies Record<InquiryCategory, string>;

export const REPORT_REASONS = ['ABUSE', 'SEXUAL', 'SPAM', 'PRIVACY', 'FRAUD', 'ETC'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS = {
  ABUSE: '욕설·비하',
  SEXUAL: '성적인 내용',
  SPAM: '광고·도배',
  PRIVACY: '개인정보 노출',
  FRAUD: '사기·금전 요구',
  ETC: '기타',
} as const satisfies Record<ReportReason, string>;

export const CLAIM_STATUSES = ['RECEIVED', 'ANSWERED'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

export const CLAIM_STATUS_LABELS = {
  RECEIVED: '접수',
  ANSWERED: '답변 완료',
} as const satisfies Record<ClaimStatus, string>;

export const CLAIM_TARGET_TYPES = ['SESSION', 'REVIEW'] as const;
export type ClaimTargetType = (typeof CLAIM_TARGET_TYPES)[number];

/** A claim as its author reads it (/me/claims). */
export const claimSchema = v.object({
  id: positiveId,
  kind: v.picklist(CLAIM_KINDS),
  /** An inquiry's category; null for a report. */
  category: v.nullable(v.picklist(INQUIRY_CATEGORIES)),
  /** A report's reason; null for an inquiry. */
  reason: v.nullable(v.picklist(REPORT_REASONS)),
  title: v.string(),
  body: v.string(),
  /** What a report is about (`label`: `별빛 상담사 · 채팅 상담 11월 20일` or a review's start). */
  target: v.nullable(
    v.object({ type: v.picklist(CLAIM_TARGET_TYPES), id: positiveId, label: v.string() }),
  ),
  status: v.picklist(CLAIM_STATUSES),
  /** The operator's answer, Markdown; null until answered. */
  answer: v.nullable(v.string()),
  answeredAt: v.nullable(isoDateTimeSchema),
  createdAt: isoDateTimeSchema,
});
export type Claim = v.InferOutput<typeof claimSchema>;

/** GET /api/client/claims?currentPage&pageSize: the caller's claims, newest first. */
export const claimPageSchema = contentPageSchema(claimSchema);
export type ClaimPage = v.InferOutput<typeof claimPageSchema>;

export const INQUIRY_TITLE = { min: 2, max: 60 } as const;
export const INQUIRY_BODY = { min: 10, max: 2_000 } as const;
export const REPORT_BODY_MAX_LENGTH = 1_000;
export const GUEST_EMAIL_MAX_LENGTH = 100;

/** POST /api/client/claims/inquiries (logged in). */
export const inquiryRequestSchema = v.object({
  category: v.picklist(INQUIRY_CATEGORIES, '문의 유형을 골라 주세요.'),
  title: textOf('제목', INQUIRY_TITLE.min, INQUIRY_TITLE.max),
  body: markdownOf('문의 내용', INQUIRY_BODY.min, INQUIRY_BODY.max),
});
export type InquiryRequest = v.InferOutput<typeof inquiryRequestSchema>;

/** POST /api/public/inquiries (a guest): the answer goes to `email`. */
export const guestInquiryRequestSchema = v.object({
  ...inquiryRequestSchema.entries,
  email: v.pipe(
    v.string('답변받을 이메일을 입력해 주세요.'),
    v.trim(),
    v.nonEmpty('답변받을 이메일을 입력해 주세요.'),
    v.maxLength(GUEST_EMAIL_MAX_LENGTH, '이메일은 100자를 넘을 수 없어요.'),
    // An empty one has its own message above.
    v.check(
      (value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value),
      '이메일 형식이 올바르지 않아요.',
    ),
  ),
  agreePrivacy: v.literal(true, '개인정보 수집·이용에 동의해 주세요.'),
});
export type GuestInquiryRequest = v.InferOutput<typeof guestInquiryRequestSchema>;

/** 201 of POST /api/public/inquiries: the claim's number and where the answer will go. */
export const guestInquiryResponseSchema = v.object({ id: positiveId, email: v.string() });
export type GuestInquiryResponse = v.InferOutput<typeof guestInquiryResponseSchema>;

/** POST /api/client/claims/reports: a session (its user or counselor) or a review (not one's own). */
export const reportRequestSchema = v.object({
  target: v.object({
    type: v.picklist(CLAIM_TARGET_TYPES, '신고 대상을 다시 골라 주세요.'),
    id: v.pipe(
      v.number('신고 대상을 다시 골라 주세요.'),
      v.safeInteger('신고 대상을 다시 골라 주세요.'),
      v.minValue(1, '신고 대상을 다시 골라 주세요.'),
    ),
  }),
  reason: v.picklist(REPORT_REASONS, '신고 사유를 골라 주세요.'),
  body: v.optional(markdownOf('신고 내용', 0, REPORT_BODY_MAX_LENGTH), ''),
});
export type ReportRequest = v.InferOutput<typeof reportRequestSchema>;

// ---- the operator's (/api/admin, `pnpm admin`) ----

const contentTitle = (label: string) => textOf(label, 2, 100);
const contentBody = (label: string) => markdownOf(label, 1, CONTENT_BODY_MAX_LENGTH);
const positionSchema = v.optional(
  v.pipe(
    v.number('순서는 숫자로 보내 주세요.'),
    v.safeInteger('순서는 정수로 보내 주세요.'),
    v.minValue(0, '순서는 0 이상이어야 해요.'),
    v.maxValue(9_999, '순서는 9,999 이하여야 해요.'),
  ),
);
const optionalDateTime = (message: string) =>
  v.optional(v.nullable(v.pipe(v.string(message), v.check(isIsoDateTimeWithZone, message))));

/** An ISO date-time that says its zone (`Z` or `+09:00`), or a bare Seoul day `YYYY-MM-DD`. */
function isIsoDateTimeWithZone(value: string): boolean {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
  return (
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value) &&
    !Number.isNaN(Date.parse(value))
  );
}

/** POST /api/admin/notices, PUT /api/admin/notices/{id}. `publishedAt` later = scheduled. */
export const noticeRequestSchema = v.object({
  category: v.picklist(NOTICE_CATEGORIES, '공지 분류를 골라 주세요.'),
  title: contentTitle('제목'),
  body: contentBody('본문'),
  pinned: v.optional(v.boolean('고정 여부는 true나 false로 보내 주세요.'), false),
  /** When it shows; absent or null = now. */
  publishedAt: optionalDateTime('게시 시각은 ISO-8601 형식으로 보내 주세요.'),
});
export type NoticeRequest = v.InferOutput<typeof noticeRequestSchema>;

/**
 * POST /api/admin/events, PUT /api/admin/events/{id}. A bare day is a Seoul calendar day:
 * `startsAt` its first moment, `endsAt` its last, so `2026-11-30` ends at 23:59:59.999 Seoul time.
 */
export const eventRequestSchema = v.pipe(
  v.object({
    title: contentTitle('제목'),
    summary: textOf('요약', 2, EVENT_SUMMARY_MAX_LENGTH),
    body: contentBody('본문'),
    /** One of the operator's uploads; null = no image. */
    imageUploadId: v.optional(
      v.nullable(
        v.pipe(v.string('이미지를 다시 올려 주세요.'), v.uuid('이미지를 다시 올려 주세요.')),
      ),
      null,
    ),
    startsAt: v.pipe(
      v.string('시작일을 입력해 주세요.'),
      v.check(isIsoDateTimeWithZone, '시작일은 YYYY-MM-DD나 ISO-8601 형식으로 보내 주세요.'),
    ),
    endsAt: v.pipe(
      v.string('종료일을 입력해 주세요.'),
      v.check(isIsoDateTimeWithZone, '종료일은 YYYY-MM-DD나 ISO-8601 형식으로 보내 주세요.'),
    ),
    link: v.optional(v.nullable(eventLinkSchema), null),
  }),
  v.forward(
    v.check(
      ({ startsAt, endsAt }) =>
        eventPeriodOf(startsAt, endsAt).endsAt > eventPeriodOf(startsAt, endsAt).startsAt,
      '종료일은 시작일보다 뒤여야 해요.',
    ),
    ['endsAt'],
  ),
);
export type EventRequest = v.InferOutput<typeof eventRequestSchema>;

const SEOUL_OFFSET = '+09:00';

/** The period an event request means: bare days read as whole Seoul days. */
export function eventPeriodOf(startsAt: string, endsAt: string): { startsAt: Date; endsAt: Date } {
  const day = /^\d{4}-\d{2}-\d{2}$/;
  return {
    startsAt: new Date(day.test(startsAt) ? `${startsAt}T00:00:00.000${SEOUL_OFFSET}` : startsAt),
    endsAt: new Date(day.test(endsAt) ? `${endsAt}T23:59:59.999${SEOUL_OFFSET}` : endsAt),
  };
}

/** POST /api/admin/faq-categories, PUT /api/admin/faq-categories/{id}. */
export const faqCategoryRequestSchema = v.object({
  name: textOf('분류 이름', 2, 20),
  position: positionSchema,
});
export type FaqCategoryRequest = v.InferOutput<typeof faqCategoryRequestSchema>;

/** POST /api/admin/faqs, PUT /api/admin/faqs/{id}. */
export const faqRequestSchema = v.object({
  categoryId: v.pipe(
    v.number('분류를 골라 주세요.'),
    v.safeInteger('분류를 골라 주세요.'),
    v.minValue(1, '분류를 골라 주세요.'),
  ),
  question: contentTitle('질문'),
  answer: contentBody('답변'),
  position: positionSchema,
});
export type FaqRequest = v.InferOutput<typeof faqRequestSchema>;

/** PUT /api/admin/pages/{slug}: creates or replaces the page. */
export const pageRequestSchema = v.object({
  title: contentTitle('제목'),
  body: contentBody('본문'),
});
export type PageRequest = v.InferOutput<typeof pageRequestSchema>;

export const pageSlugSchema = v.pipe(
  v.string('페이지 주소를 입력해 주세요.'),
  v.regex(PAGE_SLUG_PATTERN, '페이지 주소는 영문 소문자, 숫자, -로 2~60자여야 해요.'),
);

/** The longest path a route rule keeps (the same as GET /api/public/route-rules accepts). */
export const ROUTE_RULE_PATH_MAX_LENGTH = 2_048;

/** POST /api/admin/route-rules: `path` is stored without its query string and trailing slash. */
export const routeRuleRequestSchema = v.object({
  path: v.pipe(
    v.string('경로를 입력해 주세요.'),
    v.trim(),
    v.nonEmpty('경로를 입력해 주세요.'),
    v.maxLength(ROUTE_RULE_PATH_MAX_LENGTH, '경로는 2,048자를 넘을 수 없어요.'),
    v.check(isSameSitePath, '경로는 /로 시작해야 해요.'),
  ),
  redirectTo: v.pipe(
    v.string('옮겨 갈 주소를 입력해 주세요.'),
    v.trim(),
    v.nonEmpty('옮겨 갈 주소를 입력해 주세요.'),
    v.maxLength(ROUTE_RULE_PATH_MAX_LENGTH, '옮겨 갈 주소는 2,048자를 넘을 수 없어요.'),
    v.check(isContentHref, '옮겨 갈 주소는 /로 시작하는 경로나 https 주소로 써 주세요.'),
  ),
  permanent: v.optional(v.boolean('영구 이동 여부는 true나 false로 보내 주세요.'), false),
});
export type RouteRuleRequest = v.InferOutput<typeof routeRuleRequestSchema>;

/** GET /api/admin/route-rules. */
export const adminRouteRuleSchema = v.object({
  path: v.string(),
  redirectTo: v.string(),
  permanent: v.boolean(),
  createdAt: isoDateTimeSchema,
});
export type AdminRouteRule = v.InferOutput<typeof adminRouteRuleSchema>;

/** POST /api/admin/claims/{id}/answer: once. */
export const claimAnswerRequestSchema = v.object({
  answer: markdownOf('답변', 5, 5_000),
});
export type ClaimAnswerRequest = v.InferOutput<typeof claimAnswerRequestSchema>;

/** A claim as an operator reads it: who sent it (a user, or a guest's e-mail). */
export const adminClaimSchema = v.object({
  ...claimSchema.entries,
  userId: v.nullable(positiveId),
  email: v.nullable(v.string()),
});
export type AdminClaim = v.InferOutput<typeof adminClaimSchema>;

/** A notice as an operator reads it: scheduled ones too, with the body. */
export const adminNoticeSchema = v.object({
  ...noticeSummarySchema.entries,
  body: v.string(),
  /** False while `publishedAt` is still ahead (scheduled). */
  published: v.boolean(),
});
export type AdminNotice = v.InferOutput<typeof adminNoticeSchema>;
