import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { AppError } from '../../lib/app-error';
import { errorAnswer } from '../../lib/openapi';
import type { SandboxPaymentProvider } from '../../providers/payments/sandbox-payment-provider';
import { counselorBrief } from './catalog';
import { CHECKOUT_CSP, checkoutMessagePage, checkoutPage } from './checkout-page';
import type { OrdersContext } from './context';
import { orderMessages as m } from './messages';
import { orderNameOf } from './order-view';
import type { OrdersService } from './orders-service';
import type { PaymentEvents } from './payment-events';
import { createOrdersRepository, type OrderRow } from './repository';
import { orderIdParameter } from './routes-client';

const tags = ['payments'];
const ORDER_ID = /^[A-Za-z0-9_-]{6,64}$/;
const htmlAnswer = (description: string) => ({
  description,
  content: { 'text/html': { schema: { type: 'string' as const } } },
});

/**
 * The sandbox checkout (outside production only): the page, and its buttons' answers, which
 * redirect (303) exactly as Toss's window does: success with paymentType, paymentKey, orderId
 * and amount; fail with code, message and orderId.
 */
export function sandboxCheckoutRoutes(
  context: OrdersContext,
  sandbox: SandboxPaymentProvider,
  service: OrdersService,
) {
  const { db, now } = context;

  /** The order of a checkout address, or null (unknown, or an id of the wrong shape). */
  async function payable(orderId: string): Promise<OrderRow | null> {
    if (!ORDER_ID.test(orderId)) return null;
    return (await createOrdersRepository(db).findByOrderId(orderId)) ?? null;
  }
  /** Still payable here: unpaid, charged through the sandbox, inside its hold. */
  const open = (order: OrderRow | null): order is OrderRow =>
    order !== null &&
    order.status === 'CREATED' &&
    order.amount > 0 &&
    order.provider === 'sandbox' &&
    now().getTime() < order.holdExpiresAt.getTime();

  const paymentPath = (order: OrderRow) => `/counseling/products/${order.productId}/payment`;

  return new Hono()
    .get(
      '/:orderId',
      describeRoute({
        operationId: 'sandboxCheckoutPage',
        summary: 'The sandbox checkout page (HTML): 결제하기, 결제 취소, 카드 거절',
        tags,
        parameters: [orderIdParameter],
        responses: {
          200: htmlAnswer('The checkout page'),
          404: htmlAnswer('No such order'),
          409: htmlAnswer('The order is paid, ended or past its hold'),
        },
      }),
      async (c) => {
        c.header('Content-Security-Policy', CHECKOUT_CSP);
        const order = await payable(c.req.param('orderId'));
        if (!order) return c.html(checkoutMessagePage(m.sandbox.unknownOrder, '/counseling'), 404);
        if (!open(order)) {
          return c.html(checkoutMessagePage(m.sandbox.notPayable, paymentPath(order)), 409);
        }
        const brief = await counselorBrief(db, order.counselorId);
        return c.html(
          checkoutPage({ orderName: orderNameOf(order, brief.name), amount: order.amount }),
        );
      },
    )
    .post(
      '/:orderId',
      describeRoute({
        operationId: 'sandboxCheckoutAnswer',
        summary:
          'A button of the sandbox checkout (form field action = approve | cancel | decline)',
        tags,
        parameters: [orderIdParameter],
        responses: {
          303: { description: 'To /payment/success or /payment/fail, as Toss redirects' },
          400: errorAnswer('action is not approve, cancel or decline (VALIDATION_FAILED)'),
          404: errorAnswer('No such order'),
        },
      }),
      async (c) => {
        // The page posts a form; a JSON { action } is read the same (scripts, tests).
        const json = (c.req.header('Content-Type') ?? '').includes('application/json');
        const body: unknown = json
          ? await c.req.json().catch(() => undefined)
          : await c.req.parseBody().catch(() => undefined);
        const action = v.safeParse(
          v.object({ action: v.picklist(['approve', 'cancel', 'decline']) }),
          body,
        );
        if (!action.success) {
          throw AppError.validation([{ field: 'action', message: m.invalidAction }]);
        }
        const order = await payable(c.req.param('orderId'));
        if (!order) throw AppError.notFound(m.orderNotFound);
        const fail = (code: string, message: string) =>
          c.redirect(
            `${paymentPath(order)}/fail?${new URLSearchParams({ code, message, orderId: order.orderId })}`,
            303,
          );
        if (!open(order)) return fail('NOT_FOUND_PAYMENT_SESSION', m.sandbox.sessionExpired);
        if (action.output.action === 'cancel') {
          await service.endUnpaid(order.id, 'FAILED', m.sandbox.userCanceled);
          return fail('PAY_PROCESS_CANCELED', m.sandbox.userCanceled);
        }
        if (action.output.action === 'decline') {
          await service.endUnpaid(order.id, 'FAILED', m.sandbox.cardDeclined);
          return fail('REJECT_CARD_COMPANY', m.sandbox.cardDeclined);
        }
        const brief = await counselorBrief(db, order.counselorId);
        const payment = await sandbox.approve({
          orderId: order.orderId,
          orderName: orderNameOf(order, brief.name),
          amount: order.amount,
        });
        const query = new URLSearchParams({
          paymentType: 'NORMAL',
          paymentKey: payment.paymentKey,
          orderId: order.orderId,
          amount: String(order.amount),
        });
        return c.redirect(`${paymentPath(order)}/success?${query}`, 303);
      },
    );
}

const webhookSchema = v.object({
  eventType: v.string(),
  data: v.optional(v.object({ paymentKey: v.optional(v.string()) })),
});

/**
 * POST /api/public/payments/toss/webhook: Toss signs nothing on PAYMENT_STATUS_CHANGED, so the
 * body only says which payment to ask about; the lookup decides. Always 200 unless the lookup
 * could not be made (then 503, and Toss sends it again later).
 */
export function tossWebhookRoutes(events: PaymentEvents) {
  return new Hono().post(
    '/',
    describeRoute({
      operationId: 'tossWebhook',
      summary:
        'Toss webhook: PAYMENT_STATUS_CHANGED is confirmed by a lookup; a voided payment cancels its session',
      tags,
      responses: {
        200: { description: 'Received (also for events and payments that are not ours)' },
        400: errorAnswer('Not a webhook body (BAD_REQUEST)'),
        503: errorAnswer('The lookup failed; Toss retries (PAYMENT_UNAVAILABLE)'),
      },
    }),
    async (c) => {
      const body = await c.req.json().catch(() => undefined);
      const event = v.safeParse(webhookSchema, body);
      if (!event.success) throw new AppError(400, 'BAD_REQUEST', m.webhook.body);
      const paymentKey = event.output.data?.paymentKey;
      if (event.output.eventType === 'PAYMENT_STATUS_CHANGED' && paymentKey) {
        const printable = [...paymentKey].every((char) => char.charCodeAt(0) >= 32);
        if (paymentKey.length <= 200 && printable) {
          await events.paymentStatusChanged(paymentKey);
        }
      }
      return c.json({ received: true });
    },
  );
}
