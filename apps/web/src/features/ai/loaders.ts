import { aiQueries, articleQueries, sharingQueries } from '@arcana/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { loadOrNotFound } from '../../app/route-data';

// The AI routes' loaders, imported by the route files on navigation (`import()`), so the query
// factories and the AI schemas stay out of the first page's bundle (DESIGN "Budgets").
// Every section of a page reads its own query; a failed prefetch shows its own retry there.

export function loadAiHome(queryClient: QueryClient) {
  return Promise.all([
    queryClient.prefetchQuery(aiQueries.characters()),
    queryClient.prefetchQuery(aiQueries.simpleTarots()),
    queryClient.prefetchInfiniteQuery(sharingQueries.list('popular')),
    queryClient.prefetchInfiniteQuery(articleQueries.list()),
  ]);
}

export function loadCharacterList(queryClient: QueryClient) {
  return queryClient.prefetchQuery(aiQueries.characters());
}

/** The profile: the character (its 404 is the not-found page), its shares and articles. */
export function loadCharacterProfile(queryClient: QueryClient, id: number) {
  void queryClient.prefetchInfiniteQuery(sharingQueries.list('recent', id));
  void queryClient.prefetchInfiniteQuery(articleQueries.list(id));
  return loadOrNotFound(queryClient.ensureQueryData(aiQueries.character(id)));
}

export function loadCharacter(queryClient: QueryClient, id: number) {
  return loadOrNotFound(queryClient.ensureQueryData(aiQueries.character(id)));
}

export function loadSimpleTarot(queryClient: QueryClient, id: number) {
  return loadOrNotFound(queryClient.ensureQueryData(aiQueries.simpleTarot(id)));
}

export function loadMyReadings(queryClient: QueryClient) {
  return queryClient.prefetchInfiniteQuery(aiQueries.myReadings());
}

export function loadMyReading(queryClient: QueryClient, id: number) {
  return loadOrNotFound(queryClient.ensureQueryData(aiQueries.reading(id)));
}
