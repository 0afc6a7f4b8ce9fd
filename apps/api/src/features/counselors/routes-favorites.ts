import { counselorSummarySchema, cursorPageSchema } from '@arcana/domain';
import { type Context, Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { cursorQuerySchema, idPathParameter } from '../../lib/cursor-page';
import { answer, errorAnswer } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import type { AuthEnv } from '../../middleware/auth';
import type { CounselorsService } from './service';

const tags = ['counselors'];
const done = { description: 'Done (also when it already was so)' };
const noCounselor = errorAnswer('No such counselor, or not shown publicly (NOT_FOUND)');

/** /api/client/me/favorites/counselors: the caller's favourite counselors (/me/favorites). */
export function favoriteRoutes(service: CounselorsService) {
  const set = (favorite: boolean) => async (c: Context<AuthEnv>) => {
    await service.setFavorite(c.get('auth').userId, Number(c.req.param('id')), favorite);
    return c.body(null, 204);
  };
  return new Hono<AuthEnv>()
    .get(
      '/',
      describeRoute({
        operationId: 'listFavoriteCounselors',
        summary:
          'The caller’s favourite counselors, the latest added first (lastId = a counselor id)',
        tags,
        responses: {
          200: answer('A cursor page of counselor cards', cursorPageSchema(counselorSummarySchema)),
          400: errorAnswer('limit or lastId is wrong (VALIDATION_FAILED)'),
        },
      }),
      validate('query', cursorQuerySchema),
      async (c) => c.json(await service.favorites(c.get('auth').userId, c.req.valid('query'))),
    )
    .put(
      '/:id{[0-9]+}',
      describeRoute({
        operationId: 'addFavoriteCounselor',
        summary: 'Keep a counselor among the caller’s favourites',
        tags,
        parameters: [idPathParameter('id')],
        responses: { 204: done, 404: noCounselor },
      }),
      set(true),
    )
    .delete(
      '/:id{[0-9]+}',
      describeRoute({
        operationId: 'removeFavoriteCounselor',
        summary: 'Stop keeping a counselor among the caller’s favourites',
        tags,
        parameters: [idPathParameter('id')],
        responses: { 204: done, 404: noCounselor },
      }),
      set(false),
    );
}
