import {
  counselingReviewSchema,
  cursorPageSchema,
  MULTILINE_TEXT_METADATA,
  myReviewSchema,
  REVIEW_MAX_LENGTH,
  REVIEW_MIN_LENGTH,
  REVIEW_REPLY_MAX_LENGTH,
  reviewReplyRequestSchema,
  writeReviewRequestSchema,
} from '@arcana/domain';
import { type Context, Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { AppError } from '../../lib/app-error';
import { cursorQuerySchema, idPathParameter, MAX_SERIAL_ID } from '../../lib/cursor-page';
import { messages } from '../../lib/messages';
import { answer, errorAnswer } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import { type AuthEnv, requireRole } from '../../middleware/auth';
import type { CounselorsRepository } from '../counselors';
import { reviewMessages as m } from './messages';
import type { ReviewWriter } from './write-service';

const tags = ['reviews'];

/** A textarea's text, trimmed, within its lengths (the message says both ends). */
const textBetween = (min: number, max: number, message: string) =>
  v.pipe(
    v.string(message),
    v.trim(),
    v.minLength(min, message),
    v.maxLength(max, message),
    v.metadata(MULTILINE_TEXT_METADATA),
  );

// The domain's request schemas with the Korean refusals of each field; text may span lines.
const writeBodySchema = v.object({
  ...writeReviewRequestSchema.entries,
  sessionId: v.pipe(
    v.number(m.sessionId),
    v.safeInteger(m.sessionId),
    v.minValue(1, m.sessionId),
    v.maxValue(MAX_SERIAL_ID, m.sessionId),
  ),
  rating: v.pipe(
    v.number(m.rating),
    v.safeInteger(m.rating),
    v.minValue(1, m.rating),
    v.maxValue(5, m.rating),
  ),
  content: textBetween(REVIEW_MIN_LENGTH, REVIEW_MAX_LENGTH, m.content),
});

const replyBodySchema = v.object({
  ...reviewReplyRequestSchema.entries,
  content: textBetween(1, REVIEW_REPLY_MAX_LENGTH, m.reply),
});

/** /api/client/me/counseling/reviews: the session's user writes its review and reads its own. */
export function myReviewRoutes(writer: ReviewWriter) {
  return new Hono<AuthEnv>()
    .post(
      '/',
      describeRoute({
        operationId: 'writeReview',
        summary:
          'The session’s user reviews a COMPLETED session once (rating 1–5, text 10–1,000); the counselor gets REVIEW_RECEIVED',
        tags,
        responses: {
          201: answer('The review', myReviewSchema),
          400: errorAnswer('A bad rating or text (VALIDATION_FAILED)'),
          404: errorAnswer('No such session of the caller'),
          409: errorAnswer('Not completed yet, or already reviewed (REVIEW_NOT_ALLOWED)'),
        },
      }),
      validate('json', writeBodySchema),
      async (c) => c.json(await writer.write(c.get('auth').userId, c.req.valid('json')), 201),
    )
    .get(
      '/',
      describeRoute({
        operationId: 'listMyReviews',
        summary: 'The caller’s reviews, newest first (lastId = older than it)',
        tags,
        responses: {
          200: answer('A cursor page of the caller’s reviews', cursorPageSchema(myReviewSchema)),
          400: errorAnswer('A bad limit or lastId (VALIDATION_FAILED)'),
        },
      }),
      validate('query', cursorQuerySchema),
      async (c) => c.json(await writer.mine(c.get('auth').userId, c.req.valid('query'))),
    );
}

/** The caller's counselors row id; 404 without one. */
export async function counselorIdOf(
  counselors: CounselorsRepository,
  c: Context<AuthEnv>,
): Promise<number> {
  const counselor = await counselors.findByUserId(c.get('auth').userId);
  if (!counselor) throw AppError.notFound(messages.auth.counselorNotFound);
  return counselor.id;
}

/** /api/client/counselor/reviews: the counselor replies to a review of its sessions, once. */
export function counselorReviewRoutes(deps: {
  writer: ReviewWriter;
  counselors: CounselorsRepository;
}) {
  return new Hono<AuthEnv>().use(requireRole('COUNSELOR')).post(
    '/:id{[0-9]+}/reply',
    describeRoute({
      operationId: 'replyToReview',
      summary: 'The counselor replies once (1–500) to a review of its own session; U: REVIEW',
      tags,
      parameters: [idPathParameter('id')],
      responses: {
        200: answer('The review with its reply', counselingReviewSchema),
        400: errorAnswer('A bad reply text (VALIDATION_FAILED)'),
        404: errorAnswer('No such review of the caller’s sessions'),
        409: errorAnswer('Already replied (REPLY_EXISTS)'),
      },
    }),
    validate('json', replyBodySchema),
    async (c) => {
      const id = Number(c.req.param('id'));
      const { content } = c.req.valid('json');
      return c.json(await deps.writer.reply(await counselorIdOf(deps.counselors, c), id, content));
    },
  );
}
