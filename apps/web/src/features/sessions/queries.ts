import { apiFetch, isApiError } from '@arcana/api-client';
import {
  cursorPageSchema,
  myReviewSchema,
  mySessionSchema,
  sessionDetailSchema,
  type WriteReviewRequest,
} from '@arcana/domain';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { type MonthCursor, monthWindow, nextCursorAfter } from './month-groups';

// The reads of the session pages (DESIGN "Session pages", "Reviews"). Silent: every page
// explains its own failures (not-found state, retry, field errors), so a toast would say it twice.

type CallOptions = { signal?: AbortSignal };

/** /me/counseling/reviews page size. */
export const MY_REVIEW_PAGE_SIZE = 10;
/** Months asked for at once while walking 상담 내역 backwards (the api allows up to 366 days). */
export const MONTHS_PER_CALL = 3;
/** This many months in a row without a session ends the walk (상담 내역's empty state). */
export const EMPTY_STRETCH_MONTHS = 12;

const mySessionListSchema = v.array(mySessionSchema);
const myReviewPageSchema = cursorPageSchema(myReviewSchema);

export function fetchSessionDetail(id: number, options: CallOptions = {}) {
  return apiFetch(`/api/client/counseling/sessions/${id}`, {
    schema: sessionDetailSchema,
    silent: true,
    ...options,
  });
}

/** GET …/sessions/me?start=&end= (YYYY-MM-DD, Seoul days, end included). */
export function fetchMySessions(range: { start: string; end: string }, options: CallOptions = {}) {
  return apiFetch('/api/client/counseling/sessions/me', {
    query: range,
    schema: mySessionListSchema,
    silent: true,
    ...options,
  });
}

export function fetchMyReviews(
  page: { limit: number; lastId?: number },
  options: CallOptions = {},
) {
  return apiFetch('/api/client/me/counseling/reviews', {
    query: { limit: page.limit, lastId: page.lastId },
    schema: myReviewPageSchema,
    silent: true,
    ...options,
  });
}

/** POST /api/client/me/counseling/reviews: 201 with the review; 409 once not reviewable. */
export async function writeReview(request: WriteReviewRequest): Promise<void> {
  await apiFetch('/api/client/me/counseling/reviews', {
    method: 'POST',
    body: request,
    silent: true,
  });
}

/**
 * One page of 상담 내역: months walked backwards from `cursor` until some session turns up or
 * EMPTY_STRETCH_MONTHS months in a row had none (then `next` is null: nothing older to look for).
 */
async function fetchSessionMonths(cursor: MonthCursor, signal: AbortSignal) {
  let at = cursor;
  for (;;) {
    const window = monthWindow(at.month, MONTHS_PER_CALL);
    const items = await fetchMySessions({ start: window.start, end: window.end }, { signal });
    const next = nextCursorAfter(at, window, items.length, EMPTY_STRETCH_MONTHS);
    if (items.length > 0 || next === null) return { items, next };
    at = next;
  }
}

type ReviewCursor = number | undefined;

// Hung off ['me', …]: logging in or out forgets them with the rest of the user's data.
export const sessionPageQueries = {
  all: () => ['me', 'counseling-sessions'] as const,
  detail: (id: number) =>
    queryOptions({
      queryKey: [...sessionPageQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) => fetchSessionDetail(id, { signal }),
    }),
  /** `fromMonth` (YYYY-MM, Seoul) is the newest month the walk starts with. */
  months: (fromMonth: string) =>
    infiniteQueryOptions({
      queryKey: [...sessionPageQueries.all(), 'months', fromMonth] as const,
      queryFn: ({ pageParam, signal }) => fetchSessionMonths(pageParam, signal),
      initialPageParam: { month: fromMonth, emptyMonths: 0 } as MonthCursor,
      getNextPageParam: (page) => page.next ?? undefined,
    }),
  reviewsAll: () => ['me', 'counseling-reviews'] as const,
  reviews: () =>
    infiniteQueryOptions({
      queryKey: sessionPageQueries.reviewsAll(),
      queryFn: ({ pageParam, signal }) =>
        fetchMyReviews({ limit: MY_REVIEW_PAGE_SIZE, lastId: pageParam }, { signal }),
      initialPageParam: undefined as ReviewCursor,
      getNextPageParam: (page): ReviewCursor =>
        page.last || page.content.length === 0 ? undefined : page.content.at(-1)?.id,
    }),
};

export function isNotFound(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400);
}
