import {
  aiCharacterListSchema,
  aiFavoriteStateSchema,
  aiReviewRequestSchema,
  aiReviewSchema,
  cursorPageSchema,
} from '@arcana/domain';
import type { Context, Hono } from 'hono';
import { Hono as Router } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppDb } from '../../db/database';
import { cursorQuerySchema, idPathParameter } from '../../lib/cursor-page';
import { answer, errorAnswer } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import {
  type AccessTokenCheck,
  type AuthEnv,
  optionalLogin,
  type ViewerEnv,
} from '../../middleware/auth';
import { createReviewsService, type ReviewsService } from './reviews-service';

// GET /api/public/ai/characters/{id}/reviews, the caller's review of a character, their
// reviews, and their favourite characters.

const tags = ['ai'];
const reviewPage = answer(
  'A cursor page of reviews, newest first',
  cursorPageSchema(aiReviewSchema),
);
const favoriteState = answer('Whether the caller holds it, and how many do', aiFavoriteStateSchema);
const noCharacter = errorAnswer('No such character');

function publicReviewRoutes(service: ReviewsService, sessions: AccessTokenCheck) {
  return new Router<ViewerEnv>().use(optionalLogin(sessions)).get(
    '/:id{[0-9]+}/reviews',
    describeRoute({
      operationId: 'listAiCharacterReviews',
      summary: 'Reviews of a character, newest first; `mine` marks the caller’s own',
      tags,
      parameters: [idPathParameter('id')],
      responses: { 200: reviewPage, 404: noCharacter },
    }),
    validate('query', cursorQuerySchema),
    async (c) =>
      c.json(
        await service.reviewsOf(
          Number(c.req.param('id')),
          c.req.valid('query'),
          c.get('viewer')?.userId ?? null,
        ),
      ),
  );
}

/** PUT and DELETE of a favourite differ only in the flag they set. */
function setFavorite(service: ReviewsService, favorite: boolean) {
  return async (c: Context<AuthEnv>) =>
    c.json(
      await service.setFavorite(c.get('auth').userId, Number(c.req.param('characterId')), favorite),
    );
}

function clientReviewRoutes(service: ReviewsService) {
  return new Router<AuthEnv>()
    .put(
      '/characters/:id{[0-9]+}/review',
      describeRoute({
        operationId: 'writeAiCharacterReview',
        summary: 'Write or rewrite the caller’s review (after a reading or chat with it)',
        tags,
        parameters: [idPathParameter('id')],
        responses: {
          200: answer('The review', aiReviewSchema),
          403: errorAnswer('The caller has had no reading or chat with it yet (FORBIDDEN)'),
          404: noCharacter,
        },
      }),
      validate('json', aiReviewRequestSchema),
      async (c) =>
        c.json(
          await service.write(c.get('auth').userId, Number(c.req.param('id')), c.req.valid('json')),
        ),
    )
    .delete(
      '/characters/:id{[0-9]+}/review',
      describeRoute({
        operationId: 'deleteAiCharacterReview',
        summary: 'Delete the caller’s review of a character',
        tags,
        parameters: [idPathParameter('id')],
        responses: {
          204: { description: 'Done' },
          404: errorAnswer('No such character or review'),
        },
      }),
      async (c) => {
        await service.remove(c.get('auth').userId, Number(c.req.param('id')));
        return c.body(null, 204);
      },
    )
    .get(
      '/reviews',
      describeRoute({
        operationId: 'listMyAiReviews',
        summary: 'The caller’s reviews of characters, newest first',
        tags,
        responses: { 200: reviewPage },
      }),
      validate('query', cursorQuerySchema),
      async (c) => c.json(await service.myReviews(c.get('auth').userId, c.req.valid('query'))),
    )
    .get(
      '/favorites',
      describeRoute({
        operationId: 'listAiFavorites',
        summary: 'The caller’s favourite characters, the latest added first',
        tags,
        responses: { 200: answer('The characters', aiCharacterListSchema) },
      }),
      async (c) => c.json(await service.favoritesOf(c.get('auth').userId)),
    )
    .get(
      '/favorites/:characterId{[0-9]+}',
      describeRoute({
        operationId: 'getAiFavorite',
        summary: 'Whether the caller holds the character as a favourite',
        tags,
        parameters: [idPathParameter('characterId')],
        responses: { 200: favoriteState, 404: noCharacter },
      }),
      async (c) =>
        c.json(
          await service.favoriteState(c.get('auth').userId, Number(c.req.param('characterId'))),
        ),
    )
    .put(
      '/favorites/:characterId{[0-9]+}',
      describeRoute({
        operationId: 'addAiFavorite',
        summary: 'Hold the character as a favourite (again: no change)',
        tags,
        parameters: [idPathParameter('characterId')],
        responses: { 200: favoriteState, 404: noCharacter },
      }),
      setFavorite(service, true),
    )
    .delete(
      '/favorites/:characterId{[0-9]+}',
      describeRoute({
        operationId: 'removeAiFavorite',
        summary: 'Stop holding the character as a favourite',
        tags,
        parameters: [idPathParameter('characterId')],
        responses: { 200: favoriteState, 404: noCharacter },
      }),
      setFavorite(service, false),
    );
}

/** Reviews and favourites of characters (helper "api-sharing"'s part of the ai feature). */
export function mountAiReviewsAndFavorites(
  app: Hono,
  { db, sessions }: { db: AppDb; sessions: AccessTokenCheck },
) {
  const service = createReviewsService(db);
  app.route('/api/public/ai/characters', publicReviewRoutes(service, sessions));
  app.route('/api/client/ai', clientReviewRoutes(service));
}
