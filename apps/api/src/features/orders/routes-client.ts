import {
  checkoutSchema,
  confirmPaymentRequestSchema,
  createdOrderSchema,
  createOrderRequestSchema,
  orderSchema,
  spendingLimitSchema,
  updateSpendingLimitRequestSchema,
} from '@arcana/domain';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { AppError } from '../../lib/app-error';
import { answer, errorAnswer, jsonSchemaOf } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import type { AuthEnv } from '../../middleware/auth';
import { orderMessages as m } from './messages';
import type { OrdersService } from './orders-service';
import type { SpendingLimits } from './spending-limits';

const tags = ['orders'];
const ORDER_ID = /^[A-Za-z0-9_-]{6,64}$/;

/** Any segment: an orderId of the wrong shape answers the same 404 as an unknown one. */
export const orderIdParameter = {
  name: 'orderId',
  in: 'path' as const,
  required: true,
  schema: jsonSchemaOf(v.string()),
};

export function checkedOrderId(value: string): string {
  if (!ORDER_ID.test(value)) throw AppError.notFound(m.orderNotFound);
  return value;
}

/** /api/client/orders and /api/client/payments (login: app.ts checks it for /api/client). */
export function clientOrderRoutes(service: OrdersService) {
  return new Hono<AuthEnv>()
    .post(
      '/orders',
      describeRoute({
        operationId: 'createOrder',
        summary: 'Price and create an order, hold its slot for 15 minutes, say how to pay',
        tags,
        responses: {
          201: answer(
            'The order and its checkout (NONE: paid with points already)',
            createdOrderSchema,
          ),
          400: errorAnswer(
            'A bad field, an agreement not given, points over the price (VALIDATION_FAILED)',
          ),
          404: errorAnswer('No such product'),
          409: errorAnswer(
            'PRODUCT_UNAVAILABLE, OWN_PRODUCT, COUNSELOR_NOT_AVAILABLE, SLOT_TAKEN, NOT_ENOUGH_POINTS or SPENDING_LIMIT (with the remaining amount)',
          ),
        },
      }),
      validate('json', createOrderRequestSchema),
      async (c) => c.json(await service.create(c.get('auth').userId, c.req.valid('json')), 201),
    )
    .get(
      '/orders/:orderId',
      describeRoute({
        operationId: 'getOrder',
        summary: 'One of the caller’s orders (anyone else’s is 404)',
        tags,
        parameters: [orderIdParameter],
        responses: {
          200: answer('The order', orderSchema),
          404: errorAnswer('No such order of the caller, or an id of the wrong shape'),
        },
      }),
      async (c) =>
        c.json(await service.get(c.get('auth').userId, checkedOrderId(c.req.param('orderId')))),
    )
    .get(
      '/orders/:orderId/checkout',
      describeRoute({
        operationId: 'getOrderCheckout',
        summary:
          'How to pay one of the caller’s orders still waiting for its payment (the session room’s popup opens Toss’s window with it)',
        tags,
        parameters: [orderIdParameter],
        responses: {
          200: answer('The checkout, as POST /orders answered it', checkoutSchema),
          404: errorAnswer('No such order of the caller, or an id of the wrong shape'),
          409: errorAnswer('Paid, ended, or its 15-minute hold ran out (ORDER_NOT_PENDING)'),
        },
      }),
      async (c) =>
        c.json(
          await service.checkout(c.get('auth').userId, checkedOrderId(c.req.param('orderId'))),
        ),
    )
    .post(
      '/payments/confirm',
      describeRoute({
        operationId: 'confirmPayment',
        summary:
          'Confirm at the provider what /payment/success received; a repeat answers the first result',
        tags,
        responses: {
          200: answer('The paid order with its session', orderSchema),
          400: errorAnswer(
            'The amount differs from the order’s (AMOUNT_MISMATCH); nothing confirmed',
          ),
          402: errorAnswer(
            'The provider refused (PAYMENT_REJECTED, with providerCode); the order failed',
          ),
          404: errorAnswer('No such order of the caller'),
          409: errorAnswer(
            'HOLD_EXPIRED or SLOT_TAKEN (the provider was not asked), or paid otherwise',
          ),
          503: errorAnswer('The provider did not answer (PAYMENT_UNAVAILABLE); try again'),
        },
      }),
      validate('json', confirmPaymentRequestSchema),
      async (c) => c.json(await service.confirm(c.get('auth').userId, c.req.valid('json'))),
    );
}

/** /api/client/me/spending-limit: the caller's own monthly limit (Asia/Seoul month). */
export function spendingLimitRoutes(limits: SpendingLimits) {
  return new Hono<AuthEnv>()
    .get(
      '/',
      describeRoute({
        operationId: 'getSpendingLimit',
        summary:
          'The caller’s monthly spending limit, a raise waiting for its 24 hours, this month’s spending',
        tags,
        responses: { 200: answer('The spending limit', spendingLimitSchema) },
      }),
      async (c) => c.json(await limits.get(c.get('auth').userId)),
    )
    .put(
      '/',
      describeRoute({
        operationId: 'updateSpendingLimit',
        summary: 'Set the limit (null = none): lowering applies at once, raising after 24 hours',
        tags,
        responses: {
          200: answer('The spending limit after the change', spendingLimitSchema),
          400: errorAnswer('Not a whole number of won from 0 to 10,000,000 (VALIDATION_FAILED)'),
        },
      }),
      validate('json', updateSpendingLimitRequestSchema),
      async (c) => c.json(await limits.set(c.get('auth').userId, c.req.valid('json').monthlyLimit)),
    );
}
