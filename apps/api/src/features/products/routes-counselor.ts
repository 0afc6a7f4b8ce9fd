import { counselorProductSchema, enabledRequestSchema, productRequestSchema } from '@arcana/domain';
import { type Context, Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { AppError } from '../../lib/app-error';
import { idPathParameter, MAX_SERIAL_ID } from '../../lib/cursor-page';
import { answer, errorAnswer } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import type { AuthEnv } from '../../middleware/auth';
import type { CounselorProductsService } from './counselor-service';
import { productMessages as m } from './messages';

const tags = ['counselor-office'];
const one = answer('The product as its counselor manages it', counselorProductSchema);
const notOwn = errorAnswer('Not one of the caller’s products (NOT_FOUND)');
const badUpload = {
  400: errorAnswer('A field is wrong (VALIDATION_FAILED), or an upload is not public'),
  403: errorAnswer('Someone else’s upload (FORBIDDEN)'),
};

const productId = (c: Context) => {
  const id = Number(c.req.param('id'));
  if (!(id >= 1 && id <= MAX_SERIAL_ID)) throw AppError.notFound(m.productNotFound);
  return id;
};

/**
 * /api/client/counselor/products: the caller's products (the counselors feature's COUNSELOR
 * check guards the path). Every write reaches what users can buy at once, never a paid order.
 */
export function counselorOwnProductRoutes(service: CounselorProductsService) {
  const user = (c: Context<AuthEnv>) => c.get('auth').userId;
  return new Hono<AuthEnv>()
    .get(
      '/products',
      describeRoute({
        operationId: 'listCounselorOwnProducts',
        summary: 'Every product of the caller, disabled ones too, oldest first',
        tags,
        responses: {
          200: answer('The products', v.array(counselorProductSchema)),
          404: errorAnswer('No counselor profile'),
        },
      }),
      async (c) => c.json(await service.list(user(c))),
    )
    .post(
      '/products',
      describeRoute({
        operationId: 'createCounselorProduct',
        summary:
          'A new product (DESIGN "Products"); uploadIds are the caller’s public uploads, the first is the main image',
        tags,
        responses: {
          201: one,
          ...badUpload,
          404: errorAnswer('Unknown upload (UPLOAD_NOT_FOUND)'),
        },
      }),
      validate('json', productRequestSchema),
      async (c) => c.json(await service.create(user(c), c.req.valid('json')), 201),
    )
    .put(
      '/products/:id{[0-9]+}',
      describeRoute({
        operationId: 'updateCounselorProduct',
        summary:
          'Change a product; the next order takes it, paid orders keep what was bought; images dropped are deleted',
        tags,
        parameters: [idPathParameter('id')],
        responses: { 200: one, ...badUpload, 404: notOwn },
      }),
      validate('json', productRequestSchema),
      async (c) => c.json(await service.update(user(c), productId(c), c.req.valid('json'))),
    )
    .patch(
      '/products/:id{[0-9]+}/enabled',
      describeRoute({
        operationId: 'setCounselorProductEnabled',
        summary: 'Sell a product or stop selling it (new orders only; sessions go on)',
        tags,
        parameters: [idPathParameter('id')],
        responses: {
          200: one,
          400: errorAnswer('value is not a boolean (VALIDATION_FAILED)'),
          404: notOwn,
        },
      }),
      validate('json', enabledRequestSchema),
      async (c) =>
        c.json(await service.setEnabled(user(c), productId(c), c.req.valid('json').value)),
    );
}
