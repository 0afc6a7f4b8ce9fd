import { counselingQueries } from '@arcana/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { loadOrNotFound } from '../../app/route-data';
import type { CounselorListSearch, ProductListSearch } from './search';

// The counseling routes' loaders, imported by the route files on navigation (`import()`), so the
// query factories and the counseling schemas stay out of the first page (DESIGN "Budgets").
// A list's failed prefetch shows its own retry on the page; a detail's 404 is the not-found page.

export function loadCounselingHome(queryClient: QueryClient) {
  return queryClient.prefetchQuery(counselingQueries.home());
}

export function loadCounselorSearch(queryClient: QueryClient, search: CounselorListSearch) {
  void queryClient.prefetchQuery(counselingQueries.categories());
  return queryClient.prefetchInfiniteQuery(counselingQueries.counselorSearch(search));
}

/** The profile: the counselor (its 404 is the not-found page), its reviews and hours. */
export function loadCounselor(queryClient: QueryClient, id: number) {
  void queryClient.prefetchInfiniteQuery(counselingQueries.reviews(id));
  void queryClient.prefetchQuery(counselingQueries.availableTimes(id));
  return loadOrNotFound(queryClient.ensureQueryData(counselingQueries.counselor(id)));
}

export function loadGalleries(queryClient: QueryClient, id: number) {
  void queryClient.prefetchQuery(counselingQueries.galleries(id));
  return loadOrNotFound(queryClient.ensureQueryData(counselingQueries.counselor(id)));
}

export function loadProducts(queryClient: QueryClient, search: ProductListSearch) {
  return queryClient.prefetchInfiniteQuery(counselingQueries.productList(search));
}

export function loadProduct(queryClient: QueryClient, id: number) {
  return loadOrNotFound(queryClient.ensureQueryData(counselingQueries.product(id)));
}

export function loadReviews(queryClient: QueryClient) {
  return queryClient.prefetchInfiniteQuery(counselingQueries.reviews());
}

export function loadReview(queryClient: QueryClient, id: number) {
  return loadOrNotFound(queryClient.ensureQueryData(counselingQueries.review(id)));
}

export function loadFavorites(queryClient: QueryClient) {
  return queryClient.prefetchInfiniteQuery(counselingQueries.favorites());
}
