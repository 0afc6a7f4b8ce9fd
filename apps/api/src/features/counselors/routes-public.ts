import {
  COUNSELING_TYPES,
  COUNSELOR_SORTS,
  COUNSELOR_STATUSES,
  counselorCategorySchema,
  counselorDetailSchema,
  counselorSearchPageSchema,
  galleryImageSchema,
} from '@arcana/domain';
import { type Context, Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { AppError } from '../../lib/app-error';
import { idPathParameter } from '../../lib/cursor-page';
import { answer, errorAnswer, jsonSchemaOf } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import { type AccessTokenCheck, optionalLogin, type ViewerEnv } from '../../middleware/auth';
import { certificateSvg, galleryImageSvg } from './art/pictures';
import { counselorPortraitSvg } from './art/portrait';
import { artVersion } from './art/svg-parts';
import { counselorMessages as m } from './messages';
import type { CounselorsService } from './service';
import type { DrawnArt } from './tables';

const tags = ['counselors'];
const noCounselor = errorAnswer('No such counselor, or not shown publicly (NOT_FOUND)');

export const SEARCH_MAX_LIMIT = 50;

const searchQuerySchema = v.object({
  q: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(50, m.query),
      v.transform((text) => (text === '' ? undefined : text)),
    ),
  ),
  category: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,40}$/, m.category))),
  type: v.optional(v.picklist(COUNSELING_TYPES, m.type)),
  status: v.optional(v.picklist(COUNSELOR_STATUSES, m.status)),
  sort: v.optional(v.picklist(COUNSELOR_SORTS, m.sort), 'RECOMMENDED'),
  cursor: v.optional(v.pipe(v.string(), v.maxLength(400, m.cursor))),
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, m.limit),
      v.transform(Number),
      v.minValue(1, m.limit),
      v.maxValue(SEARCH_MAX_LIMIT, m.limit),
    ),
    '20',
  ),
});

/** Drawn pictures: the address carries the art's version (`?v=`), so a match is cached for good. */
function svgAnswer(c: Context, art: DrawnArt | null, svg: string) {
  const version = artVersion(art);
  const etag = `"${version}"`;
  c.header('Content-Type', 'image/svg+xml; charset=utf-8');
  c.header('ETag', etag);
  c.header(
    'Cache-Control',
    c.req.query('v') === version ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
  );
  if (c.req.header('If-None-Match') === etag) return c.body(null, 304);
  return c.body(svg);
}

const svgResponses = {
  200: {
    description: 'image/svg+xml; cached for a year when `v` is the current version, else 5 minutes',
    content: { 'image/svg+xml': { schema: jsonSchemaOf(v.string()) } },
  },
  304: { description: 'Not modified (If-None-Match matched the ETag)' },
};
const versionParameter = {
  name: 'v',
  in: 'query' as const,
  required: false,
  description: 'the art version the answer’s Image carries',
  schema: jsonSchemaOf(v.string()),
};

const id = (c: Context, name = 'id') => Number(c.req.param(name));

/** /api/public/counselors…: 상담사 찾기, profiles, galleries and the drawn pictures. */
export function publicCounselorRoutes(service: CounselorsService, sessions: AccessTokenCheck) {
  return new Hono<ViewerEnv>()
    .use(optionalLogin(sessions))
    .get(
      '/',
      describeRoute({
        operationId: 'searchCounselors',
        summary:
          'Listed counselors: a partial word of the name or a keyword, category, type, status; sorted; by cursor',
        description:
          'A page is shared by every caller for up to a second (status changes clear it at once); `Cache-Control: no-cache` asks for a fresh one.',
        tags,
        responses: {
          200: answer('A page of counselor cards and the total', counselorSearchPageSchema),
          400: errorAnswer('A query value is wrong, the cursor included (VALIDATION_FAILED)'),
        },
      }),
      validate('query', searchQuerySchema),
      async (c) => {
        const query = c.req.valid('query');
        const viewer = c.get('viewer');
        const fresh = /no-cache/i.test(c.req.header('Cache-Control') ?? '');
        return c.json(await service.search(query, viewer?.userId ?? null, fresh));
      },
    )
    .get(
      '/:id{[0-9]+}',
      describeRoute({
        operationId: 'getPublicCounselor',
        summary: 'A listed counselor’s public profile',
        tags,
        parameters: [idPathParameter('id')],
        responses: { 200: answer('The profile', counselorDetailSchema), 404: noCounselor },
      }),
      async (c) => c.json(await service.detail(id(c), c.get('viewer')?.userId ?? null)),
    )
    .get(
      '/:id{[0-9]+}/galleries',
      describeRoute({
        operationId: 'listCounselorGallery',
        summary: 'Every gallery picture of a listed counselor, in order',
        tags,
        parameters: [idPathParameter('id')],
        responses: {
          200: answer('The pictures', v.object({ content: v.array(galleryImageSchema) })),
          404: noCounselor,
        },
      }),
      async (c) => c.json(await service.galleries(id(c))),
    )
    .get(
      '/:id{[0-9]+}/portrait.svg',
      describeRoute({
        operationId: 'getCounselorPortrait',
        summary: 'The counselor’s portrait, drawn by code',
        tags,
        parameters: [idPathParameter('id'), versionParameter],
        responses: { ...svgResponses, 404: noCounselor },
      }),
      async (c) => {
        const portrait = await service.portraitOf(id(c));
        if (!portrait) throw AppError.notFound(m.notFound);
        return svgAnswer(c, portrait.art, counselorPortraitSvg(portrait.art, portrait.name));
      },
    )
    .get(
      '/:id{[0-9]+}/certificates/:certificateId{[0-9]+}/image.svg',
      describeRoute({
        operationId: 'getCounselorCertificateImage',
        summary: 'A certificate’s picture, drawn by code',
        tags,
        parameters: [idPathParameter('id'), idPathParameter('certificateId'), versionParameter],
        responses: { ...svgResponses, 404: errorAnswer('No such certificate (NOT_FOUND)') },
      }),
      async (c) => {
        const row = await service.certificateArt(id(c), id(c, 'certificateId'));
        if (!row) throw AppError.notFound(m.imageNotFound);
        return svgAnswer(c, row.art, certificateSvg(row.art, row.name));
      },
    )
    .get(
      '/:id{[0-9]+}/galleries/:imageId{[0-9]+}/image.svg',
      describeRoute({
        operationId: 'getCounselorGalleryImage',
        summary: 'A gallery picture, drawn by code',
        tags,
        parameters: [idPathParameter('id'), idPathParameter('imageId'), versionParameter],
        responses: { ...svgResponses, 404: errorAnswer('No such picture (NOT_FOUND)') },
      }),
      async (c) => {
        const row = await service.galleryArt(id(c), id(c, 'imageId'));
        if (!row) throw AppError.notFound(m.imageNotFound);
        return svgAnswer(c, row.art, galleryImageSvg(row.art, row.name));
      },
    );
}

/** GET /api/{public,client}/counselor-categories (SPEC §7 names the client one). */
export function categoryRoutes(service: CounselorsService, audience: 'Public' | 'Client') {
  return new Hono().get(
    '/',
    describeRoute({
      operationId: `list${audience}CounselorCategories`,
      summary: 'The counselor categories in their order',
      tags,
      responses: { 200: answer('The categories', v.array(counselorCategorySchema)) },
    }),
    async (c) => c.json(await service.categories()),
  );
}
