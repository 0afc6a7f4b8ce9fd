import { meQueries } from '@arcana/api-client';
import { isAuthenticatedUser } from '@arcana/domain';
import type { QueryClient } from '@tanstack/react-query';
import { firstMonthOf } from './month-groups';
import { sessionPageQueries } from './queries';

// Imported by the route files on navigation (`import()`), so the session schemas and factories
// stay off the first page (DESIGN "Budgets"). A failed prefetch shows the page's own retry.

export function loadMySessions(queryClient: QueryClient) {
  return queryClient.prefetchInfiniteQuery(sessionPageQueries.months(firstMonthOf(Date.now())));
}

export function loadMyReviews(queryClient: QueryClient) {
  return queryClient.prefetchInfiniteQuery(sessionPageQueries.reviews());
}

/**
 * The detail (and the review form, which reads it). Only when the user is known to be logged in:
 * a guest's page invites to log in instead of asking (and the first visit asks nothing extra).
 */
export function loadSessionDetail(queryClient: QueryClient, id: number) {
  const me = queryClient.getQueryData(meQueries.current().queryKey);
  if (!me || !isAuthenticatedUser(me)) return Promise.resolve();
  return queryClient.prefetchQuery(sessionPageQueries.detail(id));
}
