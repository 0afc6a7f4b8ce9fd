import { AppError } from '../../lib/app-error';
import {
  PaymentProviderError,
  type ProviderPaymentStatus,
  VOIDED_PAYMENT_STATUSES,
} from '../../providers/payments/payment-provider';
import { JOBS, type OrdersContext } from './context';
import { orderMessages as m } from './messages';
import { createOrdersRepository, type RefundRow } from './repository';

/** Why an order is refunded; one refund per (order, cause) at most. */
export type RefundCause = string;

export type RefundInfo = {
  amount: number;
  points: number;
  reason: string;
  at: string;
  /** REQUESTED while the provider's cancel is under way or waiting for a retry. */
  status: 'REQUESTED' | 'DONE' | 'FAILED';
};

/** Won of an order: `amount` through the provider, `points` as points. */
export type RefundShare = { amount: number; points: number };

/**
 * `value` won out of what is left: the provider-paid part first, then points; never more than
 * is left of either.
 */
export function splitRefund(value: number, left: RefundShare): RefundShare {
  const amount = Math.max(0, Math.min(value, left.amount));
  const points = Math.max(0, Math.min(value - amount, left.points));
  return { amount, points };
}

/** A failed cancel is tried again after 1 min, 2, 4 … up to an hour apart, for about a day. */
const REFUND_RETRY = {
  maxAttempts: 30,
  backoff: (n: number) => Math.min(3_600_000, 60_000 * 2 ** (n - 1)),
};
/** The job that would retry a refund is planned with it, in case the process dies mid-call. */
const SAFETY_NET_MS = 2 * 60_000;

export function createRefunds(context: OrdersContext) {
  const { db, now, logger, scheduler, provider } = context;

  /**
   * Calls the provider's cancel for a REQUESTED refund, with the refund's idempotency key as
   * Idempotency-Key; DONE on success. A payment the provider already voided has nothing left
   * to cancel: the refund is DONE without a call. Throws when the provider failed (the job
   * retries).
   */
  async function process(refund: RefundRow): Promise<void> {
    if (refund.status !== 'REQUESTED') return;
    const repository = createOrdersRepository(db);
    const payment = await repository.paymentOfOrder(refund.orderId);
    if (refund.amount === 0 || !payment) {
      await repository.markRefund(refund.id, 'DONE', now());
      return;
    }
    if (VOIDED_PAYMENT_STATUSES.includes(payment.status as ProviderPaymentStatus)) {
      await repository.markRefund(refund.id, 'DONE', now());
      return;
    }
    try {
      const answer = await provider.cancel(
        payment.paymentKey,
        { cancelReason: refund.reason.slice(0, 200), cancelAmount: refund.amount },
        refund.idempotencyKey,
      );
      await repository.updatePayment(payment.id, {
        status: answer.status,
        raw: answer.raw,
        updatedAt: now(),
      });
    } catch (error) {
      // Toss voided it on its side in the meantime: the money is back already.
      if (error instanceof PaymentProviderError && error.code === 'ALREADY_CANCELED_PAYMENT') {
        await repository.markRefund(refund.id, 'DONE', now());
        return;
      }
      throw error;
    }
    await repository.markRefund(refund.id, 'DONE', now());
    await scheduler.cancel(JOBS.refund, String(refund.id));
  }

  scheduler.register<unknown>(
    JOBS.refund,
    async (job) => {
      const refund = await createOrdersRepository(db).refundById(Number(job.key));
      if (refund) await process(refund);
    },
    { retry: REFUND_RETRY },
  );

  function infoOf(refunds: RefundRow[]): RefundInfo | null {
    const [first] = refunds;
    const last = refunds.at(-1);
    if (!first || !last) return null;
    return {
      amount: refunds.reduce((sum, refund) => sum + refund.amount, 0),
      points: refunds.reduce((sum, refund) => sum + refund.points, 0),
      reason: first.reason,
      at: last.createdAt.toISOString(),
      status: refunds.some((refund) => refund.status === 'REQUESTED')
        ? 'REQUESTED'
        : refunds.some((refund) => refund.status === 'FAILED')
          ? 'FAILED'
          : 'DONE',
    };
  }

  async function refundInfo(orderRowId: number): Promise<RefundInfo | null> {
    return infoOf(await createOrdersRepository(db).refundsOfOrder(orderRowId));
  }

  /**
   * One refund of a paid order, in one transaction with the order row locked: `share` picks
   * what goes back out of what is left; the refund row (unique key `refund:<order>:<cause>`),
   * the points, the order's refunded totals and status, and the retry job's safety net are
   * written together. The provider's cancel runs after the commit, only by this caller.
   */
  async function refundWith(
    orderRowId: number,
    { cause, reason }: { cause: RefundCause; reason: string },
    share: (left: RefundShare) => RefundShare,
  ): Promise<RefundInfo | null> {
    const at = now();
    const created = await db.transaction(async (tx) => {
      const repository = createOrdersRepository(tx);
      const order = await repository.lock(orderRowId);
      if (!order || order.paidAt === null) return undefined;
      const idempotencyKey = `refund:${order.id}:${cause}`;
      if (await repository.refundByKey(idempotencyKey)) return undefined;
      const left = {
        amount: order.amount - order.refundedAmount,
        points: order.pointsUsed - order.refundedPoints,
      };
      const { amount, points } = share(left);
      if (amount <= 0 && points <= 0) return undefined;
      const { refund } = await repository.insertRefundOnce({
        orderId: order.id,
        amount,
        points,
        reason,
        idempotencyKey,
        createdAt: at,
      });
      if (points > 0) {
        await repository.addPoints({
          userId: order.userId,
          delta: points,
          kind: 'REFUND',
          memo: m.points.refundMemo(order.productName),
          orderId: order.id,
          at,
        });
      }
      const nothingLeft = amount === left.amount && points === left.points;
      await repository.update(order.id, {
        refundedAmount: order.refundedAmount + amount,
        refundedPoints: order.refundedPoints + points,
        status: nothingLeft ? 'REFUNDED' : 'PARTIALLY_REFUNDED',
      });
      if (amount > 0) {
        await scheduler.schedule(
          JOBS.refund,
          { key: String(refund.id), dueAt: new Date(at.getTime() + SAFETY_NET_MS) },
          tx,
        );
      }
      return refund;
    });
    if (created) {
      try {
        await process(created);
      } catch (error) {
        logger.error(`refund ${created.idempotencyKey} failed; the scheduler retries it`, error);
        await scheduler.schedule(JOBS.refund, {
          key: String(created.id),
          dueAt: new Date(now().getTime() + REFUND_RETRY.backoff(1)),
        });
      }
    }
    return refundInfo(orderRowId);
  }

  return {
    refundInfo,

    /**
     * Refunds what is left of a paid order: money through the provider's cancel (at most once
     * per refund: a unique idempotency key per order and cause, sent as Idempotency-Key), points
     * back as points. Never more than was paid: a second cause finds nothing left. Answers the
     * order's refunds so far (null when it was never paid).
     */
    refundInFull(
      orderRowId: number,
      { cause, reason }: { cause: RefundCause; reason: string },
    ): Promise<RefundInfo | null> {
      return refundWith(orderRowId, { cause, reason }, (left) => left);
    },

    /**
     * Refunds `value` won of what is left of a paid order, the provider-paid part first and
     * then points (the money the buyer would miss most comes back first), once per (order,
     * cause) like refundInFull and never more than what is left; 0, or nothing left, makes no
     * refund row. The order is PARTIALLY_REFUNDED, or REFUNDED when nothing is left after it.
     */
    async refundPartial(
      orderRowId: number,
      { cause, reason, value }: { cause: RefundCause; reason: string; value: number },
    ): Promise<RefundInfo | null> {
      if (!Number.isSafeInteger(value) || value < 0) {
        throw new RangeError(`a refund is a whole number of won, got ${value}`);
      }
      return refundWith(orderRowId, { cause, reason }, (left) => splitRefund(value, left));
    },

    /** An operator's grant (negative: a correction); 404 unknown user, 409 below zero. */
    async grantPoints(userId: number, amount: number, memo: string): Promise<{ balance: number }> {
      const repository = createOrdersRepository(db);
      if ((await repository.pointBalance(userId)) === null) {
        throw AppError.notFound(m.points.userNotFound);
      }
      const balance = await db.transaction((tx) =>
        createOrdersRepository(tx).addPoints({
          userId,
          delta: amount,
          kind: 'GRANT',
          memo,
          at: now(),
        }),
      );
      if (balance === null) throw new AppError(409, 'NOT_ENOUGH_POINTS', m.points.balanceBelowZero);
      return { balance };
    },
  };
}

export type Refunds = ReturnType<typeof createRefunds>;
