import {
  type Claim,
  type ClaimPage,
  type ContentPage,
  claimPageSchema,
  claimSchema,
  type EventDetail,
  type EventPage,
  type EventState,
  eventPageSchema,
  eventSchema,
  type Faq,
  type FaqCategory,
  faqCategorySchema,
  faqSchema,
  type GuestInquiryRequest,
  type GuestInquiryResponse,
  guestInquiryResponseSchema,
  type InquiryRequest,
  type Notice,
  type NoticeCategory,
  type NoticePage,
  noticePageSchema,
  noticeSchema,
  pageSchema,
  type ReportRequest,
} from '@arcana/domain';
import * as v from 'valibot';
import { apiFetch } from '../http';

// Content (issue 12): notices, events, FAQs and stored pages anyone reads, and the claims
// (inquiries and reports) of /help/contact-us and /me/claims.

type CallOptions = { signal?: AbortSignal };

/** GET /api/public/notices: pinned first, then newest; `category` narrows it. */
export type NoticeListParams = {
  currentPage?: number;
  pageSize?: number;
  category?: NoticeCategory | null;
};

/** GET /api/public/events: one state, or (none) ongoing, then upcoming, then ended. */
export type EventListParams = {
  state?: EventState | null;
  currentPage?: number;
  pageSize?: number;
};

/** GET /api/public/faqs: one category and/or a search of 1–50 characters. */
export type FaqListParams = {
  categoryId?: number | null;
  search?: string | null;
};

/** GET /api/client/claims: the caller's claims, newest first. */
export type ClaimListParams = {
  currentPage?: number;
  pageSize?: number;
};

const faqCategoryListSchema = v.array(faqCategorySchema);
const faqListSchema = v.array(faqSchema);

export function fetchNotices(
  params: NoticeListParams = {},
  options: CallOptions = {},
): Promise<NoticePage> {
  return apiFetch('/api/public/notices', {
    query: {
      currentPage: params.currentPage,
      pageSize: params.pageSize,
      category: params.category,
    },
    schema: noticePageSchema,
    ...options,
  });
}

/** GET /api/public/notices/{id}: the notice with its older (previous) and newer (next) ones. */
export function fetchNotice(id: number, options: CallOptions = {}): Promise<Notice> {
  return apiFetch(`/api/public/notices/${id}`, { schema: noticeSchema, ...options });
}

export function fetchEvents(
  params: EventListParams = {},
  options: CallOptions = {},
): Promise<EventPage> {
  return apiFetch('/api/public/events', {
    query: { state: params.state, currentPage: params.currentPage, pageSize: params.pageSize },
    schema: eventPageSchema,
    ...options,
  });
}

export function fetchEvent(id: number, options: CallOptions = {}): Promise<EventDetail> {
  return apiFetch(`/api/public/events/${id}`, { schema: eventSchema, ...options });
}

export function fetchFaqCategories(options: CallOptions = {}): Promise<FaqCategory[]> {
  return apiFetch('/api/public/faq-categories', { schema: faqCategoryListSchema, ...options });
}

export function fetchFaqs(params: FaqListParams = {}, options: CallOptions = {}): Promise<Faq[]> {
  const search = params.search?.trim();
  return apiFetch('/api/public/faqs', {
    query: { categoryId: params.categoryId, search: search === '' ? undefined : search },
    schema: faqListSchema,
    ...options,
  });
}

/** GET /api/public/pages/{slug}: 404 PAGE_NOT_FOUND is the not-found page's to draw. */
export function fetchPage(slug: string, options: CallOptions = {}): Promise<ContentPage> {
  return apiFetch(`/api/public/pages/${encodeURIComponent(slug)}`, {
    schema: pageSchema,
    silent: true,
    ...options,
  });
}

/**
 * POST /api/public/inquiries: a guest's inquiry, answered by e-mail (the api ignores any
 * bearer here; a logged-in user writes through sendInquiry). Silent: the form explains its
 * refusals in place.
 */
export function sendGuestInquiry(request: GuestInquiryRequest): Promise<GuestInquiryResponse> {
  return apiFetch('/api/public/inquiries', {
    method: 'POST',
    body: request,
    schema: guestInquiryResponseSchema,
    silent: true,
  });
}

/** POST /api/client/claims/inquiries: a logged-in user's inquiry, answered in /me/claims. */
export function sendInquiry(request: InquiryRequest): Promise<Claim> {
  return apiFetch('/api/client/claims/inquiries', {
    method: 'POST',
    body: request,
    schema: claimSchema,
    silent: true,
  });
}

/** POST /api/client/claims/reports: 409 ALREADY_REPORTED while one is open for that target. */
export function sendReport(request: ReportRequest): Promise<Claim> {
  return apiFetch('/api/client/claims/reports', {
    method: 'POST',
    body: request,
    schema: claimSchema,
    silent: true,
  });
}

export function fetchClaims(
  params: ClaimListParams = {},
  options: CallOptions = {},
): Promise<ClaimPage> {
  return apiFetch('/api/client/claims', {
    query: { currentPage: params.currentPage, pageSize: params.pageSize },
    schema: claimPageSchema,
    ...options,
  });
}

/** GET /api/client/claims/{id}: only the caller's own (anyone else's answers 404). */
export function fetchClaim(id: number, options: CallOptions = {}): Promise<Claim> {
  return apiFetch(`/api/client/claims/${id}`, { schema: claimSchema, ...options });
}
