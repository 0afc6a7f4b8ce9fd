import {
  type CounselorReview,
  type CounselorReviewPage,
  counselingReviewSchema,
  counselorReviewPageSchema,
  counselorReviewSchema,
} from '@arcana/domain';
import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query';
import { counselingQueries } from '../counseling/queries';
import { apiFetch } from '../http';
import { counselorOfficeQueries } from './profile-queries';

// Reviews of the counselor's own sessions (12 per page, newest first) and its one reply.

type CallOptions = { signal?: AbortSignal };
const BASE = '/api/client/counselor/reviews';

export function fetchCounselorReviews(
  page = 1,
  options: CallOptions = {},
): Promise<CounselorReviewPage> {
  return apiFetch(BASE, { query: { page }, schema: counselorReviewPageSchema, ...options });
}

export function fetchCounselorReview(
  id: number,
  options: CallOptions = {},
): Promise<CounselorReview> {
  return apiFetch(`${BASE}/${id}`, { schema: counselorReviewSchema, ...options });
}

/** POST …/reviews/{id}/reply (once, 1–500); 409 REPLY_EXISTS is shown in place: silent. */
export function replyToCounselorReview(id: number, content: string) {
  return apiFetch(`${BASE}/${id}/reply`, {
    method: 'POST',
    body: { content },
    schema: counselingReviewSchema,
    silent: true,
  });
}

const reviewsKey = () => [...counselorOfficeQueries.all(), 'reviews'] as const;

export const counselorReviewQueries = {
  all: reviewsKey,
  page: (page = 1) =>
    queryOptions({
      queryKey: [...reviewsKey(), 'page', page] as const,
      queryFn: ({ signal }) => fetchCounselorReviews(page, { signal }),
      placeholderData: keepPreviousData,
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: [...reviewsKey(), 'detail', id] as const,
      queryFn: ({ signal }) => fetchCounselorReview(id, { signal }),
    }),
};

export const counselorReviewMutations = {
  reply: () =>
    mutationOptions({
      mutationKey: [...counselorOfficeQueries.all(), 'review-reply'],
      mutationFn: ({ id, content }: { id: number; content: string }) =>
        replyToCounselorReview(id, content),
      onSuccess: (review, { id }, _result, { client }) => {
        client.setQueryData(counselorReviewQueries.detail(id).queryKey, (old) =>
          old ? { ...old, reply: review.reply, repliedAt: review.repliedAt } : old,
        );
        void client.invalidateQueries({ queryKey: reviewsKey() });
        void client.invalidateQueries({ queryKey: counselingQueries.all() });
      },
    }),
};
