import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  type CounselorSearch,
  fetchAvailableTimes,
  fetchCounselingHome,
  fetchCounselingReview,
  fetchCounselingReviews,
  fetchCounselor,
  fetchCounselorCategories,
  fetchCounselorGalleries,
  fetchCounselorMonthly,
  fetchCounselorProducts,
  fetchCounselors,
  fetchFavoriteCounselors,
  fetchProduct,
  fetchProducts,
  type ProductSearch,
} from './fetchers';

/** 상담사 찾기 and the product list ask for this many at a time. */
export const COUNSELOR_PAGE_SIZE = 20;
export const PRODUCT_PAGE_SIZE = 20;
export const COUNSELING_REVIEW_PAGE_SIZE = 10;
export const FAVORITE_COUNSELOR_PAGE_SIZE = 20;
/** Categories and available hours change rarely; statuses arrive by the stream. */
const CATALOG_STALE_MS = 5 * 60_000;
const LIST_STALE_MS = 30_000;

function nextLastId(page: { content: { id: number }[]; last: boolean }): number | undefined {
  return page.last || page.content.length === 0 ? undefined : page.content.at(-1)?.id;
}

function nextCursor(page: { nextCursor: string | null }): string | undefined {
  return page.nextCursor ?? undefined;
}

/** Filters in a fixed key order with empty ones left out, so equal searches share a cache. */
function searchKey<T extends Record<string, string | undefined>>(search: T) {
  return Object.fromEntries(
    Object.entries(search)
      .filter(([, value]) => value !== undefined && value !== '')
      .sort(([a], [b]) => a.localeCompare(b)),
  ) as Partial<T>;
}

export const counselingQueries = {
  all: () => ['counseling'] as const,
  home: () =>
    queryOptions({
      queryKey: [...counselingQueries.all(), 'home'] as const,
      queryFn: ({ signal }) => fetchCounselingHome({ signal }),
      staleTime: LIST_STALE_MS,
    }),
  categories: () =>
    queryOptions({
      queryKey: [...counselingQueries.all(), 'categories'] as const,
      queryFn: ({ signal }) => fetchCounselorCategories({ signal }),
      staleTime: CATALOG_STALE_MS,
    }),
  counselors: () => [...counselingQueries.all(), 'counselors'] as const,
  /** Every cached 상담사 찾기 result, whatever its filters (status patches walk them all). */
  counselorSearches: () => [...counselingQueries.counselors(), 'search'] as const,
  counselorSearch: (search: CounselorSearch) =>
    infiniteQueryOptions({
      queryKey: [...counselingQueries.counselorSearches(), searchKey(search)] as const,
      queryFn: ({ pageParam, signal }) =>
        fetchCounselors({ ...search, cursor: pageParam, limit: COUNSELOR_PAGE_SIZE }, { signal }),
      initialPageParam: null as string | null,
      getNextPageParam: nextCursor,
      staleTime: LIST_STALE_MS,
    }),
  counselorDetails: () => [...counselingQueries.counselors(), 'detail'] as const,
  counselor: (id: number) =>
    queryOptions({
      queryKey: [...counselingQueries.counselorDetails(), id] as const,
      queryFn: ({ signal }) => fetchCounselor(id, { signal }),
      staleTime: LIST_STALE_MS,
    }),
  galleries: (counselorId: number) =>
    queryOptions({
      queryKey: [...counselingQueries.counselors(), 'galleries', counselorId] as const,
      queryFn: ({ signal }) => fetchCounselorGalleries(counselorId, { signal }),
      staleTime: CATALOG_STALE_MS,
    }),
  counselorProducts: (counselorId: number) =>
    queryOptions({
      queryKey: [...counselingQueries.counselors(), 'products', counselorId] as const,
      queryFn: ({ signal }) => fetchCounselorProducts(counselorId, { signal }),
      staleTime: LIST_STALE_MS,
    }),
  availableTimes: (counselorId: number) =>
    queryOptions({
      queryKey: [...counselingQueries.counselors(), 'available-times', counselorId] as const,
      queryFn: ({ signal }) => fetchAvailableTimes(counselorId, { signal }),
      staleTime: CATALOG_STALE_MS,
    }),
  /** Occupied times change with every order: a month is re-read when the calendar shows it. */
  counselorMonthly: (counselorId: number, year: number, month: number) =>
    queryOptions({
      queryKey: [...counselingQueries.counselors(), 'monthly', counselorId, year, month] as const,
      queryFn: ({ signal }) => fetchCounselorMonthly(counselorId, { year, month }, { signal }),
    }),
  products: () => [...counselingQueries.all(), 'products'] as const,
  productList: (search: ProductSearch) =>
    infiniteQueryOptions({
      queryKey: [...counselingQueries.products(), 'list', searchKey(search)] as const,
      queryFn: ({ pageParam, signal }) =>
        fetchProducts({ ...search, cursor: pageParam, limit: PRODUCT_PAGE_SIZE }, { signal }),
      initialPageParam: null as string | null,
      getNextPageParam: nextCursor,
      staleTime: LIST_STALE_MS,
    }),
  product: (id: number) =>
    queryOptions({
      queryKey: [...counselingQueries.products(), 'detail', id] as const,
      queryFn: ({ signal }) => fetchProduct(id, { signal }),
      staleTime: LIST_STALE_MS,
    }),
  reviewsAll: () => [...counselingQueries.all(), 'reviews'] as const,
  /** Newest first; `counselorId` null = every counselor's. */
  reviews: (counselorId: number | null = null) =>
    infiniteQueryOptions({
      queryKey: [...counselingQueries.reviewsAll(), 'list', counselorId] as const,
      queryFn: ({ pageParam, signal }) =>
        fetchCounselingReviews(
          { counselorId, limit: COUNSELING_REVIEW_PAGE_SIZE, lastId: pageParam },
          { signal },
        ),
      initialPageParam: undefined as number | undefined,
      getNextPageParam: nextLastId,
      staleTime: LIST_STALE_MS,
    }),
  review: (id: number) =>
    queryOptions({
      queryKey: [...counselingQueries.reviewsAll(), 'detail', id] as const,
      queryFn: ({ signal }) => fetchCounselingReview(id, { signal }),
    }),
  favoritesAll: () => [...counselingQueries.all(), 'favorites'] as const,
  favorites: () =>
    infiniteQueryOptions({
      queryKey: [...counselingQueries.favoritesAll(), 'list'] as const,
      queryFn: ({ pageParam, signal }) =>
        fetchFavoriteCounselors(
          { limit: FAVORITE_COUNSELOR_PAGE_SIZE, lastId: pageParam },
          { signal },
        ),
      initialPageParam: undefined as number | undefined,
      getNextPageParam: nextLastId,
    }),
};
