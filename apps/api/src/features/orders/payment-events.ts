import { AppError } from '../../lib/app-error';
import {
  PaymentProviderError,
  type ProviderPaymentStatus,
  VOIDED_PAYMENT_STATUSES,
} from '../../providers/payments/payment-provider';
import { isSandboxProvider } from '../../providers/payments/sandbox-payment-provider';
import { JOBS, type OrdersContext } from './context';
import { orderMessages as m } from './messages';
import type { OrdersService } from './orders-service';
import type { Refunds } from './refunds';
import { createOrdersRepository } from './repository';

/** The cause of the refund a provider's void leaves behind (the money is back already). */
export const VOID_CAUSE = 'PAYMENT_VOIDED';

/**
 * What happens after the fact: the hold-expiry and orphan-check jobs, and a payment's status
 * changed at the provider (the Toss webhook, or an operator's sandbox void), which is never
 * believed from the message: the provider is asked again (a lookup).
 */
export function createPaymentEvents(
  context: OrdersContext,
  service: OrdersService,
  refunds: Refunds,
) {
  const { db, now, scheduler, provider, hooks } = context;

  scheduler.register(JOBS.holdExpiry, async (job) => {
    const order = await createOrdersRepository(db).findById(Number(job.key));
    if (order?.status !== 'CREATED') return;
    if (now().getTime() < order.holdExpiresAt.getTime()) {
      throw new Error(`order ${order.orderId}: its hold has not run out yet`);
    }
    await service.endUnpaid(order.id, 'EXPIRED', m.holdExpired);
  });

  scheduler.register<{ paymentKey?: string }>(JOBS.orphanCheck, async (job) => {
    const repository = createOrdersRepository(db);
    const order = await repository.findById(Number(job.key));
    const paymentKey = job.payload.paymentKey;
    if (!order || !paymentKey) return;
    if ((await repository.paymentOfOrder(order.id))?.paymentKey === paymentKey) return;
    const found = await provider.lookup(paymentKey);
    if (!found || found.orderId !== order.orderId) return;
    if (found.status !== 'DONE' && found.status !== 'PARTIAL_CANCELED') return;
    await service.endUnpaid(order.id, 'EXPIRED', m.holdExpired);
    await provider.cancel(paymentKey, { cancelReason: m.holdExpired }, `void:${order.orderId}`);
  });

  /** Re-reads the payment at the provider; a voided one refunds and cancels its session. */
  async function paymentStatusChanged(paymentKey: string): Promise<void> {
    const repository = createOrdersRepository(db);
    const payment = await repository.paymentByKey(paymentKey);
    if (!payment) return;
    let found: Awaited<ReturnType<typeof provider.lookup>>;
    try {
      found = await provider.lookup(paymentKey);
    } catch (error) {
      if (error instanceof PaymentProviderError) {
        throw new AppError(503, 'PAYMENT_UNAVAILABLE', m.providerUnavailable);
      }
      throw error;
    }
    if (!found || found.orderId === undefined) return;
    await repository.updatePayment(payment.id, {
      status: found.status,
      raw: found.raw,
      updatedAt: now(),
    });
    if (!VOIDED_PAYMENT_STATUSES.includes(found.status as ProviderPaymentStatus)) return;
    await refunds.refundInFull(payment.orderId, {
      cause: VOID_CAUSE,
      reason: m.sandbox.voidReason,
    });
    const order = await repository.findById(payment.orderId);
    if (order) await hooks.current?.onVoided(order.id, order);
  }

  return {
    paymentStatusChanged,

    /** Sandbox only: void a paid order's payment as the provider would, then the webhook path. */
    async voidSandboxPayment(orderId: string) {
      if (!isSandboxProvider(provider)) {
        throw new AppError(409, 'NOT_SANDBOX', m.notSandbox);
      }
      const repository = createOrdersRepository(db);
      const order = await repository.findByOrderId(orderId);
      if (!order) throw AppError.notFound(m.orderNotFound);
      const payment = await repository.paymentOfOrder(order.id);
      if (!payment) throw new AppError(409, 'NOT_PAID', m.refund.nothingPaid);
      await provider.voidPayment(payment.paymentKey, m.sandbox.voidReason);
      await paymentStatusChanged(payment.paymentKey);
      return order.id;
    },
  };
}

export type PaymentEvents = ReturnType<typeof createPaymentEvents>;
