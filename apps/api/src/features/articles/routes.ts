import {
  articleDetailSchema,
  articleMediaSchema,
  articleSummarySchema,
  commentRequestSchema,
  commentSchema,
  cursorPageSchema,
  reactionRequestSchema,
  reactionSummarySchema,
} from '@arcana/domain';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import {
  cursorQuerySchema,
  idPathParameter,
  limitQuery,
  MAX_SERIAL_ID,
} from '../../lib/cursor-page';
import { answer, errorAnswer } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import {
  type AccessTokenCheck,
  type AuthEnv,
  optionalLogin,
  type ViewerEnv,
} from '../../middleware/auth';
import { articleMessages as m } from './messages';
import type { ArticlesService } from './service';

const tags = ['articles'];
const noArticle = errorAnswer('No such article');
const reactionAnswer = answer('The reaction counts and the caller’s own', reactionSummarySchema);
/** The images are drawn once at seed time and change only with a release. */
const IMAGE_CACHE = 'public, max-age=86400';

const listQuerySchema = v.object({
  characterId: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[1-9][0-9]{0,9}$/, m.characterId),
      v.transform(Number),
      v.maxValue(MAX_SERIAL_ID, m.characterId),
    ),
  ),
  ...cursorQuerySchema.entries,
  limit: limitQuery,
});

const articleId = (param: string) => Number(param);

/** /api/public/ai/articles…: anyone reads; `mine` follows the caller when logged in. */
export function publicArticleRoutes(service: ArticlesService, sessions: AccessTokenCheck) {
  return new Hono<ViewerEnv>()
    .use(optionalLogin(sessions))
    .get(
      '/',
      describeRoute({
        operationId: 'listArticles',
        summary: 'The characters’ articles, newest first (lastId = after that article)',
        tags,
        responses: {
          200: answer('A cursor page of articles', cursorPageSchema(articleSummarySchema)),
          400: errorAnswer('A query value is wrong (VALIDATION_FAILED)'),
        },
      }),
      validate('query', listQuerySchema),
      async (c) => c.json(await service.list(c.req.valid('query'))),
    )
    .get(
      '/:id{[0-9]+}',
      describeRoute({
        operationId: 'getArticle',
        summary: 'One article whole (Markdown body, media, reactions); counts a view',
        tags,
        parameters: [idPathParameter('id')],
        responses: { 200: answer('The article', articleDetailSchema), 404: noArticle },
      }),
      async (c) =>
        c.json(await service.detail(articleId(c.req.param('id')), c.get('viewer')?.userId ?? null)),
    )
    .get(
      '/:id{[0-9]+}/media',
      describeRoute({
        operationId: 'listArticleMedia',
        summary: 'The article’s images in order (0 is the cover)',
        tags,
        parameters: [idPathParameter('id')],
        responses: { 200: answer('The images', v.array(articleMediaSchema)), 404: noArticle },
      }),
      async (c) => c.json(await service.media(articleId(c.req.param('id')))),
    )
    .get(
      '/:id{[0-9]+}/media/:file{[0-9]+\\.svg}',
      describeRoute({
        operationId: 'getArticleMediaSvg',
        summary: 'One image of an article as SVG (`{mediaId}.svg`), drawn by code',
        tags,
        parameters: [
          idPathParameter('id'),
          { ...idPathParameter('file'), schema: { type: 'string' } },
        ],
        responses: {
          200: {
            description: 'The image',
            content: { 'image/svg+xml': { schema: { type: 'string' } } },
          },
          404: errorAnswer('No such image of that article'),
        },
      }),
      async (c) => {
        const mediaId = Number(c.req.param('file').replace(/\.svg$/, ''));
        const svg = await service.mediaSvg(articleId(c.req.param('id')), mediaId);
        c.header('Content-Type', 'image/svg+xml; charset=utf-8');
        c.header('Cache-Control', IMAGE_CACHE);
        return c.body(svg);
      },
    )
    .get(
      '/:id{[0-9]+}/comments',
      describeRoute({
        operationId: 'listArticleComments',
        summary: 'Comments on an article, newest first (lastId = older than it)',
        tags,
        parameters: [idPathParameter('id')],
        responses: {
          200: answer('A cursor page of comments', cursorPageSchema(commentSchema)),
          404: noArticle,
        },
      }),
      validate('query', cursorQuerySchema),
      async (c) =>
        c.json(
          await service.comments(
            articleId(c.req.param('id')),
            c.req.valid('query'),
            c.get('viewer')?.userId ?? null,
          ),
        ),
    );
}

/** /api/client/ai/articles…: comment and react; nobody is notified. */
export function clientArticleRoutes(service: ArticlesService) {
  return new Hono<AuthEnv>()
    .post(
      '/:id{[0-9]+}/comments',
      describeRoute({
        operationId: 'commentOnArticle',
        summary: 'Comment on an article (1–500, text only)',
        tags,
        parameters: [idPathParameter('id')],
        responses: { 201: answer('The comment', commentSchema), 404: noArticle },
      }),
      validate('json', commentRequestSchema),
      async (c) => {
        const { content } = c.req.valid('json');
        const id = articleId(c.req.param('id'));
        return c.json(await service.addComment(id, c.get('auth').userId, content), 201);
      },
    )
    .put(
      '/:id{[0-9]+}/reaction',
      describeRoute({
        operationId: 'reactToArticle',
        summary: 'Set the caller’s one reaction to an article (replaces another kind)',
        tags,
        parameters: [idPathParameter('id')],
        responses: { 200: reactionAnswer, 404: noArticle },
      }),
      validate('json', reactionRequestSchema),
      async (c) => {
        const { kind } = c.req.valid('json');
        const id = articleId(c.req.param('id'));
        return c.json(await service.putReaction(id, c.get('auth').userId, kind));
      },
    )
    .delete(
      '/:id{[0-9]+}/reaction',
      describeRoute({
        operationId: 'unreactToArticle',
        summary: 'Remove the caller’s reaction from an article',
        tags,
        parameters: [idPathParameter('id')],
        responses: { 200: reactionAnswer, 404: noArticle },
      }),
      async (c) =>
        c.json(await service.deleteReaction(articleId(c.req.param('id')), c.get('auth').userId)),
    );
}
