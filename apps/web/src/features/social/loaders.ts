import { aiSocialQueries, type ShareSort, sharingQueries } from '@arcana/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { loadOrNotFound } from '../../app/route-data';

// The social routes' loaders, imported by the route files on demand: the query factories and
// the schemas behind them stay out of the first page's bundle (DESIGN "Budgets").

export function loadShare(queryClient: QueryClient, id: string) {
  return loadOrNotFound(queryClient.ensureQueryData(sharingQueries.detail(id)));
}

export function loadShares(queryClient: QueryClient, sort: ShareSort) {
  return queryClient.prefetchInfiniteQuery(sharingQueries.list(sort));
}

export function loadMyComments(queryClient: QueryClient) {
  return queryClient.prefetchInfiniteQuery(sharingQueries.myComments());
}

export function loadMyReactions(queryClient: QueryClient) {
  return queryClient.prefetchInfiniteQuery(sharingQueries.myReactions());
}

export function loadMyReviews(queryClient: QueryClient) {
  return queryClient.prefetchInfiniteQuery(aiSocialQueries.myReviews());
}
