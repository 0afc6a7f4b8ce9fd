import { mutationOptions, queryOptions } from '@tanstack/react-query';
import {
  type ClaimListParams,
  type EventListParams,
  type FaqListParams,
  fetchClaim,
  fetchClaims,
  fetchEvent,
  fetchEvents,
  fetchFaqCategories,
  fetchFaqs,
  fetchNotice,
  fetchNotices,
  fetchPage,
  type NoticeListParams,
  sendGuestInquiry,
  sendInquiry,
  sendReport,
} from './fetchers';

/** Operators edit content now and then: a minute keeps a hydrated page from asking again. */
const CONTENT_STALE_MS = 60_000;

export const contentQueries = {
  all: () => ['content'] as const,
  notices: (params: NoticeListParams = {}) =>
    queryOptions({
      queryKey: [
        ...contentQueries.all(),
        'notices',
        {
          currentPage: params.currentPage ?? 1,
          pageSize: params.pageSize ?? null,
          category: params.category ?? null,
        },
      ] as const,
      queryFn: ({ signal }) => fetchNotices(params, { signal }),
      staleTime: CONTENT_STALE_MS,
    }),
  notice: (id: number) =>
    queryOptions({
      queryKey: [...contentQueries.all(), 'notice', id] as const,
      queryFn: ({ signal }) => fetchNotice(id, { signal }),
      staleTime: CONTENT_STALE_MS,
    }),
  events: (params: EventListParams = {}) =>
    queryOptions({
      queryKey: [
        ...contentQueries.all(),
        'events',
        {
          state: params.state ?? null,
          currentPage: params.currentPage ?? 1,
          pageSize: params.pageSize ?? null,
        },
      ] as const,
      queryFn: ({ signal }) => fetchEvents(params, { signal }),
      staleTime: CONTENT_STALE_MS,
    }),
  event: (id: number) =>
    queryOptions({
      queryKey: [...contentQueries.all(), 'event', id] as const,
      queryFn: ({ signal }) => fetchEvent(id, { signal }),
      staleTime: CONTENT_STALE_MS,
    }),
  faqCategories: () =>
    queryOptions({
      queryKey: [...contentQueries.all(), 'faq-categories'] as const,
      queryFn: ({ signal }) => fetchFaqCategories({ signal }),
      staleTime: CONTENT_STALE_MS,
    }),
  faqs: (params: FaqListParams = {}) =>
    queryOptions({
      queryKey: [
        ...contentQueries.all(),
        'faqs',
        { categoryId: params.categoryId ?? null, search: params.search?.trim() || null },
      ] as const,
      queryFn: ({ signal }) => fetchFaqs(params, { signal }),
      staleTime: CONTENT_STALE_MS,
    }),
  page: (slug: string) =>
    queryOptions({
      queryKey: [...contentQueries.all(), 'page', slug] as const,
      queryFn: ({ signal }) => fetchPage(slug, { signal }),
      staleTime: CONTENT_STALE_MS,
    }),
};

// Under ['me', …] on purpose: whatever invalidates the signed-in user (login, logout) also
// drops the claims of the previous account.
export const claimQueries = {
  all: () => ['me', 'claims'] as const,
  list: (params: ClaimListParams = {}) =>
    queryOptions({
      queryKey: [
        ...claimQueries.all(),
        'list',
        { currentPage: params.currentPage ?? 1, pageSize: params.pageSize ?? null },
      ] as const,
      queryFn: ({ signal }) => fetchClaims(params, { signal }),
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: [...claimQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) => fetchClaim(id, { signal }),
    }),
};

/** A new claim puts itself in the cache and makes the lists stale. */
export const claimMutations = {
  guestInquiry: () =>
    mutationOptions({
      mutationKey: ['content', 'guest-inquiry'],
      mutationFn: sendGuestInquiry,
    }),
  inquiry: () =>
    mutationOptions({
      mutationKey: [...claimQueries.all(), 'inquiry'],
      mutationFn: sendInquiry,
      onSuccess: (claim, _variables, _result, { client }) => {
        client.setQueryData(claimQueries.detail(claim.id).queryKey, claim);
        void client.invalidateQueries({ queryKey: [...claimQueries.all(), 'list'] });
      },
    }),
  report: () =>
    mutationOptions({
      mutationKey: [...claimQueries.all(), 'report'],
      mutationFn: sendReport,
      onSuccess: (claim, _variables, _result, { client }) => {
        client.setQueryData(claimQueries.detail(claim.id).queryKey, claim);
        void client.invalidateQueries({ queryKey: [...claimQueries.all(), 'list'] });
      },
    }),
};
