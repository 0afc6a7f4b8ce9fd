import type { Hono } from 'hono';
import type { AppDb } from '../../db/database';
import { createPaymentProvider } from '../../providers/payments/create-payment-provider';
import { isSandboxProvider } from '../../providers/payments/sandbox-payment-provider';
import type { FeatureDeps } from '../feature-deps';
import type { ReservationServices } from '../reservations';
import type { OrderHooks, OrdersContext } from './context';
import { orderMessages as m } from './messages';
import { createOrdersService } from './orders-service';
import { createPaymentEvents } from './payment-events';
import { createRefunds } from './refunds';
import { createOrdersRepository } from './repository';
import { clientOrderRoutes, spendingLimitRoutes } from './routes-client';
import { sandboxCheckoutRoutes, tossWebhookRoutes } from './routes-public';
import { createSandboxLedger } from './sandbox-ledger';
import { createSpendingLimits } from './spending-limits';

export type OrdersDeps = FeatureDeps & { reservations: ReservationServices };

/**
 * Orders, payments (sandbox checkout, Toss), refunds, points and spending limits (DESIGN
 * "Orders and payments", "Slot holds"). Returns what sessions and admin call.
 */
export function mountOrders(app: Hono, deps: OrdersDeps) {
  const { db, env, now, logger, scheduler, reservations, providers, production } = deps;
  const provider =
    providers.payments ??
    createPaymentProvider(env.payments, { ledger: createSandboxLedger(db), now });
  const context: OrdersContext = {
    ...{ db, env, now, logger, scheduler, provider, reservations },
    limits: createSpendingLimits({ db, now }),
    hooks: { current: undefined },
  };
  const service = createOrdersService(context);
  const refunds = createRefunds(context);
  const events = createPaymentEvents(context, service, refunds);

  app.route('/api/client', clientOrderRoutes(service));
  app.route('/api/client/me/spending-limit', spendingLimitRoutes(context.limits));
  app.route('/api/public/payments/toss/webhook', tossWebhookRoutes(events));
  if (isSandboxProvider(provider) && !production) {
    app.route(
      '/api/public/payments/sandbox/checkout',
      sandboxCheckoutRoutes(context, provider, service),
    );
  }

  return {
    /** The sessions feature plugs in what a paid order and a voided payment do. */
    useSessions(hooks: OrderHooks) {
      context.hooks.current = hooks;
    },
    /**
     * What `POST /api/client/orders` does for `userId`, checks and all (a slot held, points
     * taken; paid with points alone, PAID at once through onPaid). The demo reservation buys
     * through it.
     */
    createOrder: service.create,
    refundInFull: refunds.refundInFull,
    /**
     * Refunds `value` won of what is left of an order (the provider-paid part first, then
     * points), once per (order, cause); 0 or nothing left = no refund row. The provider's
     * cancel carries the money part as cancelAmount (a partial cancel).
     */
    refundPartial: refunds.refundPartial,
    /**
     * An ADD_TIME order (kind ADD_TIME, sessionId set, no slot) for a session the caller (the
     * sessions feature) already checked: priced by the caller, paid with points and/or the
     * provider as any order; its confirm calls onPaid with the ADD_TIME order. 400 points over
     * the price, 409 NOT_ENOUGH_POINTS / SPENDING_LIMIT, 404 unknown product.
     */
    createAddTimeOrder: service.createAddTimeOrder,
    refundInfo: refunds.refundInfo,
    grantPoints: refunds.grantPoints,
    /** Admin: an order by its orderId with its payment and refunds. */
    async adminView(orderId: string) {
      const repository = createOrdersRepository(db);
      const order = await repository.findByOrderId(orderId);
      if (!order) return null;
      return {
        order: await service.view(order),
        orderRowId: order.id,
        userId: order.userId,
        payment: (await repository.paymentOfOrder(order.id)) ?? null,
        refunds: await repository.refundsOfOrder(order.id),
      };
    },
    voidSandboxPayment: events.voidSandboxPayment,
    /** The Toss webhook's path, for tests and the admin void. */
    paymentStatusChanged: events.paymentStatusChanged,
  };
}

export type OrderServices = ReturnType<typeof mountOrders>;

/** demo-user's 5,000 welcome points, once (a point_transactions line marks it given). */
export async function seedDemoPoints(db: AppDb): Promise<void> {
  const repository = createOrdersRepository(db);
  const user = await repository.userByUsername('demo-user');
  if (!user || (await repository.hasPointEntry(user.id, 'DEMO'))) return;
  await db.transaction((tx) =>
    createOrdersRepository(tx).addPoints({
      userId: user.id,
      delta: 5_000,
      kind: 'DEMO',
      memo: m.points.demoMemo,
      at: new Date(),
    }),
  );
}

export type { OrderHooks, PaidOrder, VoidedOrder } from './context';
export type { RefundInfo, RefundShare } from './refunds';
export { splitRefund } from './refunds';
export {
  orders,
  payments,
  pointTransactions,
  refunds,
  sandboxPayments,
  spendingLimits,
} from './tables';
