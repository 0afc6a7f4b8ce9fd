import { counselingReviewPageSchema, counselingReviewSchema } from '@arcana/domain';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { cursorQuerySchema, idPathParameter, MAX_SERIAL_ID } from '../../lib/cursor-page';
import { answer, errorAnswer } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import { reviewMessages as m } from './messages';
import type { ReviewsService } from './service';

const tags = ['reviews'];

const listQuerySchema = v.object({
  counselorId: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[1-9][0-9]{0,9}$/, m.counselorId),
      v.transform(Number),
      v.maxValue(MAX_SERIAL_ID, m.counselorId),
    ),
  ),
  ...cursorQuerySchema.entries,
});

/** /api/public/counseling/reviews…: anyone reads the reviews of counselors shown publicly. */
export function publicReviewRoutes(service: ReviewsService) {
  return new Hono()
    .get(
      '/',
      describeRoute({
        operationId: 'listCounselingReviews',
        summary: 'Counseling reviews, newest first, of everyone or one counselor (lastId = older)',
        tags,
        responses: {
          200: answer('A cursor page of reviews', counselingReviewPageSchema),
          400: errorAnswer('A query value is wrong (VALIDATION_FAILED)'),
        },
      }),
      validate('query', listQuerySchema),
      async (c) => c.json(await service.list(c.req.valid('query'))),
    )
    .get(
      '/:id{[0-9]+}',
      describeRoute({
        operationId: 'getCounselingReview',
        summary: 'One counseling review with its counselor and product',
        tags,
        parameters: [idPathParameter('id')],
        responses: {
          200: answer('The review', counselingReviewSchema),
          404: errorAnswer('No such review, or its counselor is not shown (NOT_FOUND)'),
        },
      }),
      async (c) => c.json(await service.detail(Number(c.req.param('id')))),
    );
}
