import {
  COUNSELOR_REVIEW_PAGE_SIZE,
  type CounselorReview,
  counselorReviewPageSchema,
  counselorReviewSchema,
} from '@arcana/domain';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { AppError } from '../../lib/app-error';
import { idPathParameter, MAX_SERIAL_ID } from '../../lib/cursor-page';
import { answer, errorAnswer } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import type { AuthEnv } from '../../middleware/auth';
import type { CounselorsRepository } from '../counselors';
import { reviewMessages as m } from './messages';
import type { ReviewRow, ReviewsRepository } from './repository';
import { counselorIdOf } from './routes-client';
import { toCounselingReview } from './views';

const tags = ['reviews'];

const pageQuerySchema = v.object({
  page: v.optional(
    v.pipe(
      v.string(m.page),
      v.regex(/^\d{1,4}$/, m.page),
      v.transform(Number),
      v.minValue(1, m.page),
    ),
    '1',
  ),
});

const toCounselorReview = (row: ReviewRow): CounselorReview => ({
  ...toCounselingReview(row),
  sessionId: row.sessionId,
});

/**
 * GET /api/client/counselor/reviews?page= and …/reviews/{id}: the reviews of the caller's own
 * sessions, shown while paused too (the public lists skip unlisted counselors). The counselors
 * feature's COUNSELOR check guards the path; replying is routes-client.ts.
 */
export function counselorReviewReadRoutes(deps: {
  reviews: ReviewsRepository;
  counselors: CounselorsRepository;
}) {
  return new Hono<AuthEnv>()
    .get(
      '/',
      describeRoute({
        operationId: 'listCounselorOwnReviews',
        summary: 'Reviews of the caller’s sessions, 12 per page, newest first, with its reply',
        tags,
        responses: {
          200: answer('A page of reviews', counselorReviewPageSchema),
          400: errorAnswer('A bad page (VALIDATION_FAILED)'),
          404: errorAnswer('No counselor profile'),
        },
      }),
      validate('query', pageQuerySchema),
      async (c) => {
        const { page } = c.req.valid('query');
        const pageSize = COUNSELOR_REVIEW_PAGE_SIZE;
        const { rows, total } = await deps.reviews.ofCounselor(
          await counselorIdOf(deps.counselors, c),
          page,
          pageSize,
        );
        return c.json({
          content: rows.map(toCounselorReview),
          totalPages: Math.ceil(total / pageSize),
          totalElements: total,
          currentPage: page,
          pageSize,
        });
      },
    )
    .get(
      '/:id{[0-9]+}',
      describeRoute({
        operationId: 'getCounselorOwnReview',
        summary: 'One review of the caller’s sessions',
        tags,
        parameters: [idPathParameter('id')],
        responses: {
          200: answer('The review', counselorReviewSchema),
          404: errorAnswer('No such review of the caller’s sessions'),
        },
      }),
      async (c) => {
        const id = Number(c.req.param('id'));
        const row =
          id >= 1 && id <= MAX_SERIAL_ID
            ? await deps.reviews.findOfCounselor(await counselorIdOf(deps.counselors, c), id)
            : undefined;
        if (!row) throw AppError.notFound(m.reviewNotFound);
        return c.json(toCounselorReview(row));
      },
    );
}
