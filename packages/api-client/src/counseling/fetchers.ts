import {
  availableTimesSchema,
  type CounselingType,
  type CounselorSort,
  type CounselorStatus,
  counselingHomeSchema,
  counselingReviewPageSchema,
  counselingReviewSchema,
  counselorCategorySchema,
  counselorDetailSchema,
  counselorMonthlySchema,
  counselorSearchPageSchema,
  counselorSummarySchema,
  cursorPageSchema,
  galleryImageSchema,
  type ProductSort,
  productDetailSchema,
  productPageSchema,
  productSummarySchema,
} from '@arcana/domain';
import * as v from 'valibot';
import { apiFetch } from '../http';

// Counseling browsing (issue 9 contract): the 상담 home, counselor search and profiles, products,
// reviews, available times, the month's occupied times, and the caller's favourite counselors.

type CallOptions = { signal?: AbortSignal };

// Reads are silent (no toast): every page and section that shows them draws its own error state
// with a retry, and a toast on top would say it twice.
const READ = { silent: true } as const;

/** 상담사 찾기 filters as the api reads them; an absent field is no filter. */
export type CounselorSearch = {
  q?: string | undefined;
  category?: string | undefined;
  type?: CounselingType | undefined;
  status?: CounselorStatus | undefined;
  sort?: CounselorSort | undefined;
};

export type ProductSearch = {
  type?: CounselingType | undefined;
  category?: string | undefined;
  sort?: ProductSort | undefined;
};

export type CursorRequest = { cursor?: string | null | undefined; limit?: number | undefined };
export type IdCursorRequest = { lastId?: number | null | undefined; limit?: number | undefined };

/** The public stream of counselor status changes (DESIGN "Counselor status"; no login). */
export const COUNSELOR_STATUS_STREAM_PATH = '/api/sse/public/counselor-status';

const categoryListSchema = v.array(counselorCategorySchema);
const galleryListSchema = v.object({ content: v.array(galleryImageSchema) });
const productSummaryListSchema = v.array(productSummarySchema);
const favoritePageSchema = cursorPageSchema(counselorSummarySchema);

export function fetchCounselingHome(options: CallOptions = {}) {
  return apiFetch('/api/public/counseling/home', {
    ...READ,
    ...options,
    schema: counselingHomeSchema,
  });
}

export function fetchCounselorCategories(options: CallOptions = {}) {
  return apiFetch('/api/public/counselor-categories', {
    ...READ,
    ...options,
    schema: categoryListSchema,
  });
}

export function fetchCounselors(
  search: CounselorSearch & CursorRequest,
  options: CallOptions = {},
) {
  return apiFetch('/api/public/counselors', {
    ...READ,
    ...options,
    query: {
      q: search.q,
      category: search.category,
      type: search.type,
      status: search.status,
      sort: search.sort,
      cursor: search.cursor,
      limit: search.limit,
    },
    schema: counselorSearchPageSchema,
  });
}

export function fetchCounselor(id: number, options: CallOptions = {}) {
  return apiFetch(`/api/public/counselors/${id}`, {
    ...READ,
    ...options,
    schema: counselorDetailSchema,
  });
}

export function fetchCounselorGalleries(id: number, options: CallOptions = {}) {
  return apiFetch(`/api/public/counselors/${id}/galleries`, {
    ...READ,
    ...options,
    schema: galleryListSchema,
  });
}

export function fetchCounselorProducts(id: number, options: CallOptions = {}) {
  return apiFetch(`/api/public/counselors/${id}/products`, {
    ...READ,
    ...options,
    schema: productSummaryListSchema,
  });
}

export function fetchProducts(search: ProductSearch & CursorRequest, options: CallOptions = {}) {
  return apiFetch('/api/public/products', {
    ...READ,
    ...options,
    query: {
      type: search.type,
      category: search.category,
      sort: search.sort,
      cursor: search.cursor,
      limit: search.limit,
    },
    schema: productPageSchema,
  });
}

export function fetchProduct(id: number, options: CallOptions = {}) {
  return apiFetch(`/api/public/products/${id}`, {
    ...READ,
    ...options,
    schema: productDetailSchema,
  });
}

/** Newest first; `counselorId` narrows to one counselor's reviews. */
export function fetchCounselingReviews(
  request: IdCursorRequest & { counselorId?: number | null | undefined },
  options: CallOptions = {},
) {
  return apiFetch('/api/public/counseling/reviews', {
    ...READ,
    ...options,
    query: { counselorId: request.counselorId, limit: request.limit, lastId: request.lastId },
    schema: counselingReviewPageSchema,
  });
}

export function fetchCounselingReview(id: number, options: CallOptions = {}) {
  return apiFetch(`/api/public/counseling/reviews/${id}`, {
    ...READ,
    ...options,
    schema: counselingReviewSchema,
  });
}

export function fetchAvailableTimes(counselorId: number, options: CallOptions = {}) {
  return apiFetch(`/api/public/counselors/${counselorId}/available-times`, {
    ...READ,
    ...options,
    schema: availableTimesSchema,
  });
}

/** The counselor's occupied times of a Seoul month (login needed). */
export function fetchCounselorMonthly(
  counselorId: number,
  month: { year: number; month: number },
  options: CallOptions = {},
) {
  return apiFetch(`/api/client/counseling/sessions/counselor-monthly/${counselorId}`, {
    ...READ,
    ...options,
    query: { year: month.year, month: month.month },
    schema: counselorMonthlySchema,
  });
}

/** PUT keeps the counselor among the caller's favourites, DELETE lets it go (both 204). */
export async function setCounselorFavorite(counselorId: number, favorite: boolean): Promise<void> {
  await apiFetch(`/api/client/me/favorites/counselors/${counselorId}`, {
    method: favorite ? 'PUT' : 'DELETE',
  });
}

/** Newest first; `lastId` = older than it. */
export function fetchFavoriteCounselors(request: IdCursorRequest, options: CallOptions = {}) {
  return apiFetch('/api/client/me/favorites/counselors', {
    ...READ,
    ...options,
    query: { limit: request.limit, lastId: request.lastId },
    schema: favoritePageSchema,
  });
}
