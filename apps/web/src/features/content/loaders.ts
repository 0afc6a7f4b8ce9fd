import { contentQueries } from '@arcana/api-client';
import { PAGE_SLUG_PATTERN } from '@arcana/domain';
import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { loadOrNotFound } from '../../app/route-data';
import {
  type EventListSearch,
  eventListParams,
  type NoticeListSearch,
  noticeListParams,
} from './search';

// The content routes' loaders, imported by the route files on navigation (`import()`), so the
// query factories and content schemas stay out of the first page (DESIGN "Budgets"). A list's
// failed load shows its own retry on the page; a missing notice, event or page is the not-found
// page.

export function loadNotices(queryClient: QueryClient, search: NoticeListSearch) {
  return queryClient.prefetchQuery(contentQueries.notices(noticeListParams(search)));
}

export function loadNotice(queryClient: QueryClient, id: number) {
  return loadOrNotFound(queryClient.ensureQueryData(contentQueries.notice(id)));
}

export function loadEvents(queryClient: QueryClient, search: EventListSearch) {
  return queryClient.prefetchQuery(contentQueries.events(eventListParams(search)));
}

export function loadEvent(queryClient: QueryClient, id: number) {
  return loadOrNotFound(queryClient.ensureQueryData(contentQueries.event(id)));
}

/**
 * The catch-all /{slug}: one path segment of a stored page's shape is asked of the api (its 404
 * is the not-found page); any other path is not found without a call.
 */
export function storedPageSlugOf(splat: string | undefined): string | null {
  const path = (splat ?? '').replace(/\/+$/, '');
  return PAGE_SLUG_PATTERN.test(path) ? path : null;
}

export function loadStoredPage(queryClient: QueryClient, splat: string | undefined) {
  const slug = storedPageSlugOf(splat);
  if (slug === null) throw notFound();
  return loadOrNotFound(queryClient.ensureQueryData(contentQueries.page(slug)));
}
