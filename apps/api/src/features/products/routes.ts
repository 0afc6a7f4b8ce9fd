import {
  COUNSELING_TYPES,
  PRODUCT_SORTS,
  productDetailSchema,
  productPageSchema,
  productSummarySchema,
} from '@arcana/domain';
import { type Context, Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { idPathParameter } from '../../lib/cursor-page';
import { answer, errorAnswer, jsonSchemaOf } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import { productMessages as m } from './messages';
import type { ProductsService } from './service';

const tags = ['products'];
const noProduct = errorAnswer('No such product, or its counselor is not shown (NOT_FOUND)');
/** Drawn pictures change only with a release. */
const IMAGE_CACHE = 'public, max-age=86400';
export const PRODUCTS_MAX_LIMIT = 50;

const listQuerySchema = v.object({
  type: v.optional(v.picklist(COUNSELING_TYPES, m.type)),
  category: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,40}$/, m.category))),
  sort: v.optional(v.picklist(PRODUCT_SORTS, m.sort), 'POPULAR'),
  cursor: v.optional(v.pipe(v.string(), v.maxLength(400, m.cursor))),
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, m.limit),
      v.transform(Number),
      v.minValue(1, m.limit),
      v.maxValue(PRODUCTS_MAX_LIMIT, m.limit),
    ),
    '20',
  ),
});

const id = (c: Context, name = 'id') => Number(c.req.param(name));

/** /api/public/products…: lists, a product, its drawn images. */
export function publicProductRoutes(service: ProductsService) {
  return new Hono()
    .get(
      '/',
      describeRoute({
        operationId: 'listProducts',
        summary: 'Enabled products of listed counselors: type, category slug, sort; by cursor',
        tags,
        responses: {
          200: answer('A page of product cards and the total', productPageSchema),
          400: errorAnswer('A query value is wrong, the cursor included (VALIDATION_FAILED)'),
        },
      }),
      validate('query', listQuerySchema),
      async (c) => c.json(await service.list(c.req.valid('query'))),
    )
    .get(
      '/:id{[0-9]+}',
      describeRoute({
        operationId: 'getProduct',
        summary: 'One product with its counselor; a disabled one answers enabled false',
        tags,
        parameters: [idPathParameter('id')],
        responses: { 200: answer('The product', productDetailSchema), 404: noProduct },
      }),
      async (c) => c.json(await service.detail(id(c))),
    )
    .get(
      '/:id{[0-9]+}/images/:file{[0-9]+\\.svg}',
      describeRoute({
        operationId: 'getProductImageSvg',
        summary: 'A product image drawn by code (`{position}.svg`, 0 is the main image)',
        tags,
        parameters: [
          idPathParameter('id'),
          { ...idPathParameter('file'), schema: jsonSchemaOf(v.string()) },
        ],
        responses: {
          200: {
            description: 'The image, cached a day',
            content: { 'image/svg+xml': { schema: jsonSchemaOf(v.string()) } },
          },
          404: errorAnswer('No drawn image at that position (NOT_FOUND)'),
        },
      }),
      async (c) => {
        const position = Number(c.req.param('file').replace(/\.svg$/, ''));
        const svg = await service.imageSvg(id(c), position);
        c.header('Content-Type', 'image/svg+xml; charset=utf-8');
        c.header('Cache-Control', IMAGE_CACHE);
        return c.body(svg);
      },
    );
}

/** /api/public/counselors/{id}/products: a listed counselor's enabled products. */
export function counselorProductRoutes(service: ProductsService) {
  return new Hono().get(
    '/:id{[0-9]+}/products',
    describeRoute({
      operationId: 'listCounselorProducts',
      summary: 'A listed counselor’s enabled products, by type (CHAT, CALL, VIDEO), cheapest first',
      tags,
      parameters: [idPathParameter('id')],
      responses: {
        200: answer('The products', v.array(productSummarySchema)),
        404: errorAnswer('No such counselor, or not shown publicly (NOT_FOUND)'),
      },
    }),
    async (c) => c.json(await service.ofCounselor(id(c))),
  );
}
