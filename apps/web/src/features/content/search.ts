import {
  EVENT_STATES,
  type EventState,
  NOTICE_CATEGORIES,
  type NoticeCategory,
} from '@arcana/domain';

// The lists' places in the address, so a reload, a shared link or the back button keeps them.
// Plain code: the route files that call these stay small.

/** `?page=3`: a whole number from 2 up (1 is the address without it). */
function pageOf(value: unknown): number | undefined {
  const page = typeof value === 'number' ? value : Number(value);
  return Number.isSafeInteger(page) && page > 1 ? page : undefined;
}

export type NoticeListSearch = { page?: number; category?: NoticeCategory };

/** /notices/list?category=MAINTENANCE&page=2; anything unknown is dropped. */
export function validateNoticeListSearch(search: Record<string, unknown>): NoticeListSearch {
  const category = NOTICE_CATEGORIES.find((known) => known === search.category);
  const page = pageOf(search.page);
  return {
    ...(category ? { category } : {}),
    ...(page ? { page } : {}),
  };
}

export type EventListSearch = { state?: EventState; page?: number };

/** The tab a list shows when the address names none. */
export const DEFAULT_EVENT_STATE: EventState = 'ONGOING';

/** /events?state=UPCOMING&page=2; 진행 중 is the address without a state. */
export function validateEventListSearch(search: Record<string, unknown>): EventListSearch {
  const state = EVENT_STATES.find((known) => known === search.state);
  const page = pageOf(search.page);
  return {
    ...(state && state !== DEFAULT_EVENT_STATE ? { state } : {}),
    ...(page ? { page } : {}),
  };
}

/** The api's list parameters of an address (the query key both loader and page use). */
export function noticeListParams(search: NoticeListSearch) {
  return { currentPage: search.page ?? 1, category: search.category ?? null };
}

export function eventListParams(search: EventListSearch) {
  return { state: search.state ?? DEFAULT_EVENT_STATE, currentPage: search.page ?? 1 };
}
