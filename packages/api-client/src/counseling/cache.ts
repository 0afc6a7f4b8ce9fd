import type {
  CounselingHome,
  CounselingReview,
  CounselorBrief,
  CounselorDetail,
  CounselorSearchPage,
  CounselorStatus,
  CounselorSummary,
  CursorPage,
  ProductDetail,
  ProductPage,
} from '@arcana/domain';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { counselingQueries } from './queries';

// Writes one counselor's change into every cached answer that shows it (SPEC "SSE events update
// the cache with setQueryData on the factory's key"): the 상담 home, 상담사 찾기 pages, profiles,
// product lists and details, reviews and the favourites list. Answers without it stay as they are.

type Patch = <T extends CounselorBrief>(counselor: T) => T;

function patchIf<T extends CounselorBrief>(counselor: T, id: number, patch: Patch): T {
  return counselor.id === id ? patch(counselor) : counselor;
}

function patchPages<T extends { content: CounselorSummary[] }>(
  data: InfiniteData<T> | undefined,
  id: number,
  patch: Patch,
): InfiniteData<T> | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      content: page.content.map((counselor) => patchIf(counselor, id, patch)),
    })),
  };
}

function patchReview(review: CounselingReview, id: number, patch: Patch): CounselingReview {
  return review.counselor.id === id ? { ...review, counselor: patch(review.counselor) } : review;
}

function patchCounselor(client: QueryClient, id: number, patch: Patch): void {
  client.setQueriesData<CounselingHome>({ queryKey: counselingQueries.home().queryKey }, (home) =>
    home
      ? {
          ...home,
          online: home.online.map((counselor) => patchIf(counselor, id, patch)),
          popularProducts: home.popularProducts.map((product) =>
            product.counselor.id === id
              ? { ...product, counselor: patch(product.counselor) }
              : product,
          ),
          recentReviews: home.recentReviews.map((review) => patchReview(review, id, patch)),
        }
      : home,
  );
  client.setQueriesData<InfiniteData<CounselorSearchPage>>(
    { queryKey: counselingQueries.counselorSearches() },
    (data) => patchPages(data, id, patch),
  );
  client.setQueryData<CounselorDetail>(counselingQueries.counselor(id).queryKey, (detail) =>
    detail ? patch(detail) : detail,
  );
  client.setQueriesData<InfiniteData<ProductPage>>(
    { queryKey: [...counselingQueries.products(), 'list'] },
    (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              content: page.content.map((product) =>
                product.counselor.id === id
                  ? { ...product, counselor: patch(product.counselor) }
                  : product,
              ),
            })),
          }
        : data,
  );
  client.setQueriesData<ProductDetail>(
    { queryKey: [...counselingQueries.products(), 'detail'] },
    (product) =>
      product && product.counselor.id === id
        ? { ...product, counselor: patch(product.counselor) }
        : product,
  );
  client.setQueriesData<InfiniteData<CursorPage<CounselingReview>>>(
    { queryKey: [...counselingQueries.reviewsAll(), 'list'] },
    (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              content: page.content.map((review) => patchReview(review, id, patch)),
            })),
          }
        : data,
  );
  client.setQueriesData<CounselingReview>(
    { queryKey: [...counselingQueries.reviewsAll(), 'detail'] },
    (review) => (review ? patchReview(review, id, patch) : review),
  );
  client.setQueriesData<InfiniteData<CursorPage<CounselorSummary>>>(
    { queryKey: counselingQueries.favoritesAll() },
    (data) => patchPages(data, id, patch),
  );
}

/** A status event of the public stream: every cached card and profile of that counselor. */
export function applyCounselorStatus(
  client: QueryClient,
  counselorId: number,
  status: CounselorStatus,
): void {
  patchCounselor(client, counselorId, (counselor) =>
    counselor.status === status ? counselor : { ...counselor, status },
  );
}

/** The caller's favourite flag (and the profile's count) of one counselor, everywhere cached. */
export function applyCounselorFavorite(
  client: QueryClient,
  counselorId: number,
  favorite: boolean,
): void {
  patchCounselor(client, counselorId, (counselor) => {
    if (!('favorite' in counselor) || counselor.favorite === favorite) return counselor;
    const next = { ...counselor, favorite };
    if ('favoriteCount' in next && typeof next.favoriteCount === 'number') {
      next.favoriteCount = Math.max(0, next.favoriteCount + (favorite ? 1 : -1));
    }
    return next;
  });
}
