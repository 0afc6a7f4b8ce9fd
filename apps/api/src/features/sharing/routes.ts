import {
  commentRequestSchema,
  commentSchema,
  cursorPageSchema,
  keysetPageSchema,
  myCommentSchema,
  myReactionSchema,
  reactionRequestSchema,
  reactionSummarySchema,
  shareCreateRequestSchema,
  sharedReadingSchema,
  shareSummarySchema,
} from '@arcana/domain';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { AppError } from '../../lib/app-error';
import {
  cursorQuerySchema,
  idPathParameter,
  limitQuery,
  MAX_SERIAL_ID,
} from '../../lib/cursor-page';
import { answer, errorAnswer, jsonSchemaOf } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import type { AccessTokenCheck, AuthEnv, ViewerEnv } from '../../middleware/auth';
import { optionalLogin } from '../../middleware/auth';
import type { EngagementService } from './engagement-service';
import { sharingMessages as m } from './messages';
import { decodeCursor, type ShareService } from './share-service';

const tags = ['sharing'];
const done = { description: 'Done' };

/** Any segment: a malformed share id answers the same 404 as an unknown one. */
const shareIdParameter = {
  name: 'id',
  in: 'path' as const,
  required: true,
  schema: jsonSchemaOf(v.string()),
};

const shareListQuerySchema = v.object({
  sort: v.optional(v.picklist(['recent', 'popular'], m.sort), 'recent'),
  characterId: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[1-9][0-9]{0,9}$/, m.characterId),
      v.transform(Number),
      v.maxValue(MAX_SERIAL_ID, m.characterId),
    ),
  ),
  cursor: v.optional(v.pipe(v.string(), v.maxLength(400, m.cursor))),
  limit: limitQuery,
});

const commentPage = answer(
  'A cursor page of comments, newest first',
  cursorPageSchema(commentSchema),
);
const reactionAnswer = answer('The reaction counts and the caller’s own', reactionSummarySchema);

/** /api/public/shares…: anyone reads; `mine` flags follow the caller when logged in. */
export function publicShareRoutes(service: ShareService, sessions: AccessTokenCheck) {
  return new Hono<ViewerEnv>()
    .use(optionalLogin(sessions))
    .get(
      '/',
      describeRoute({
        operationId: 'listShares',
        summary: 'Shared readings, recent or popular (reactions + comments), by keyset cursor',
        tags,
        responses: {
          200: answer('A keyset page of shares', keysetPageSchema(shareSummarySchema)),
          400: errorAnswer('A query value is wrong, the cursor included (VALIDATION_FAILED)'),
        },
      }),
      validate('query', shareListQuerySchema),
      async (c) => {
        const query = c.req.valid('query');
        const cursor = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
        if (cursor === null) {
          throw AppError.validation([{ field: 'cursor', message: m.cursor }]);
        }
        return c.json(await service.list({ ...query, cursor }));
      },
    )
    .get(
      '/:id',
      describeRoute({
        operationId: 'getShare',
        summary: 'One shared reading: never the question or the name unless the owner allowed',
        tags,
        parameters: [shareIdParameter],
        responses: {
          200: answer('The shared reading', sharedReadingSchema),
          404: errorAnswer('No such share, or an id of the wrong shape'),
        },
      }),
      async (c) => c.json(await service.get(c.req.param('id'), c.get('viewer')?.userId ?? null)),
    )
    .get(
      '/:id/comments',
      describeRoute({
        operationId: 'listShareComments',
        summary: 'Comments on a share, newest first (lastId = older than it)',
        tags,
        parameters: [shareIdParameter],
        responses: { 200: commentPage, 404: errorAnswer('No such share') },
      }),
      validate('query', cursorQuerySchema),
      async (c) =>
        c.json(
          await service.comments(
            c.req.param('id'),
            c.req.valid('query'),
            c.get('viewer')?.userId ?? null,
          ),
        ),
    );
}

/** /api/client/shares…: share, delete, comment and react as the caller. */
export function clientShareRoutes(service: ShareService) {
  return new Hono<AuthEnv>()
    .post(
      '/',
      describeRoute({
        operationId: 'createShare',
        summary: 'Share one of the caller’s completed readings as a snapshot',
        tags,
        responses: {
          201: answer('The new share', sharedReadingSchema),
          403: errorAnswer('Someone else’s reading (FORBIDDEN)'),
          404: errorAnswer('No such reading'),
          409: errorAnswer('The reading is not completed (CONFLICT)'),
        },
      }),
      validate('json', shareCreateRequestSchema),
      async (c) => c.json(await service.create(c.get('auth').userId, c.req.valid('json')), 201),
    )
    .delete(
      '/:id',
      describeRoute({
        operationId: 'deleteShare',
        summary: 'Delete a share (its owner only)',
        tags,
        parameters: [shareIdParameter],
        responses: {
          204: done,
          403: errorAnswer('Someone else’s share (FORBIDDEN)'),
          404: errorAnswer('No such share'),
        },
      }),
      async (c) => {
        await service.delete(c.req.param('id'), c.get('auth').userId);
        return c.body(null, 204);
      },
    )
    .post(
      '/:id/comments',
      describeRoute({
        operationId: 'commentOnShare',
        summary:
          'Comment on a share (1–500, text only); the owner gets COMMENT unless it is theirs',
        tags,
        parameters: [shareIdParameter],
        responses: { 201: answer('The comment', commentSchema), 404: errorAnswer('No such share') },
      }),
      validate('json', commentRequestSchema),
      async (c) => {
        const { content } = c.req.valid('json');
        return c.json(
          await service.addComment(c.req.param('id'), c.get('auth').userId, content),
          201,
        );
      },
    )
    .put(
      '/:id/reaction',
      describeRoute({
        operationId: 'reactToShare',
        summary: 'Set the caller’s one reaction (replaces another kind); the owner gets REACTION',
        tags,
        parameters: [shareIdParameter],
        responses: { 200: reactionAnswer, 404: errorAnswer('No such share') },
      }),
      validate('json', reactionRequestSchema),
      async (c) => {
        const { kind } = c.req.valid('json');
        return c.json(await service.putReaction(c.req.param('id'), c.get('auth').userId, kind));
      },
    )
    .delete(
      '/:id/reaction',
      describeRoute({
        operationId: 'unreactToShare',
        summary: 'Remove the caller’s reaction from a share',
        tags,
        parameters: [shareIdParameter],
        responses: { 200: reactionAnswer, 404: errorAnswer('No such share') },
      }),
      async (c) => c.json(await service.deleteReaction(c.req.param('id'), c.get('auth').userId)),
    );
}

/** /api/client/comments/{id} and the caller's own lists (/me/comments, /me/reactions). */
export function clientEngagementRoutes(engagement: EngagementService) {
  return new Hono<AuthEnv>()
    .delete(
      '/comments/:id{[0-9]+}',
      describeRoute({
        operationId: 'deleteComment',
        summary: 'Delete one of the caller’s comments (on a share or an article)',
        tags,
        parameters: [idPathParameter('id')],
        responses: {
          204: done,
          403: errorAnswer('Someone else’s comment (FORBIDDEN)'),
          404: errorAnswer('No such comment'),
        },
      }),
      async (c) => {
        const id = Number(c.req.param('id'));
        if (!Number.isSafeInteger(id) || id > MAX_SERIAL_ID) {
          throw AppError.notFound(m.commentNotFound);
        }
        await engagement.deleteComment(id, c.get('auth').userId);
        return c.body(null, 204);
      },
    )
    .get(
      '/me/comments',
      describeRoute({
        operationId: 'listMyComments',
        summary: 'The caller’s comments, newest first, with what each is on',
        tags,
        responses: { 200: answer('A cursor page', cursorPageSchema(myCommentSchema)) },
      }),
      validate('query', cursorQuerySchema),
      async (c) => c.json(await engagement.myComments(c.get('auth').userId, c.req.valid('query'))),
    )
    .get(
      '/me/reactions',
      describeRoute({
        operationId: 'listMyReactions',
        summary: 'The caller’s reactions, newest first, with what each is on',
        tags,
        responses: { 200: answer('A cursor page', cursorPageSchema(myReactionSchema)) },
      }),
      validate('query', cursorQuerySchema),
      async (c) => c.json(await engagement.myReactions(c.get('auth').userId, c.req.valid('query'))),
    );
}
