import { createHmac, randomBytes } from 'node:crypto';
import {
  ADD_TIME_MINUTES,
  AGREEMENT_KEYS,
  type Checkout,
  type ConfirmPaymentRequest,
  type CreatedOrder,
  type CreateOrderRequest,
  ORDER_ERROR_CODES,
  type Order,
} from '@arcana/domain';
import type { AppDb } from '../../db/database';
import { AppError, type FieldError } from '../../lib/app-error';
import {
  PaymentProviderError,
  type ProviderPayment,
} from '../../providers/payments/payment-provider';
import { counselorBrief, findProductForOrder, recordProductSale } from './catalog';
import { JOBS, type OrdersContext } from './context';
import { orderMessages as m } from './messages';
import { toOrder } from './order-view';
import { createOrdersRepository, type OrderRow } from './repository';
import type { orders } from './tables';

const HOLD_MS = 15 * 60_000;
/** The safety net after a confirm: a charge still not PAID by then is cancelled. */
const ORPHAN_CHECK_DELAY_MS = 5 * 60_000;

/** 402 with the provider's own code beside ours, so the success page can show both. */
export class PaymentRejectedError extends AppError {
  readonly providerCode: string;
  constructor(providerCode: string, message: string) {
    super(402, ORDER_ERROR_CODES.paymentRejected, message);
    this.providerCode = providerCode;
  }
  override toBody() {
    return { ...super.toBody(), providerCode: this.providerCode };
  }
}

/** `^[A-Za-z0-9_-]{6,64}$`, random (never sequential): 24 url-safe characters. */
export const newOrderId = () => randomBytes(18).toString('base64url');

const conflict = (code: string, message: string) => new AppError(409, code, message);

export function createOrdersService(context: OrdersContext) {
  const { db, env, now, logger, scheduler, provider, reservations, limits, hooks } = context;

  async function view(row: OrderRow): Promise<Order> {
    return toOrder(row, await counselorBrief(db, row.counselorId));
  }

  /**
   * Ends an unpaid order (EXPIRED or FAILED) in one transaction: its cells are freed and the
   * points it set aside come back. Only a CREATED order moves, so running it twice is harmless.
   */
  async function endUnpaid(
    orderRowId: number,
    status: 'EXPIRED' | 'FAILED',
    message: string,
  ): Promise<OrderRow | undefined> {
    const at = now();
    return db.transaction(async (tx) => {
      const repository = createOrdersRepository(tx);
      const ended = await repository.updateIf(orderRowId, 'CREATED', {
        status,
        failureMessage: message,
      });
      if (!ended) return undefined;
      await reservations.releaseOrder(tx, ended.id);
      if (ended.pointsUsed > 0) {
        await repository.addPoints({
          userId: ended.userId,
          delta: ended.pointsUsed,
          kind: 'ORDER_RELEASED',
          memo: m.points.releasedMemo(ended.productName),
          orderId: ended.id,
          at,
        });
      }
      return ended;
    });
  }

  /**
   * Inside the transaction that records the payment (or, for points alone, creates the
   * order): PAID, the session through onPaid, the slot's cells made the session's, the sale
   * counted. A lost hold throws 409 and everything rolls back.
   */
  async function settlePaid(tx: AppDb, order: OrderRow): Promise<OrderRow> {
    const at = now();
    const repository = createOrdersRepository(tx);
    const paid = await repository.updateIf(order.id, 'CREATED', { status: 'PAID', paidAt: at });
    if (!paid) throw conflict(ORDER_ERROR_CODES.holdExpired, m.holdExpired);
    // An ADD_TIME order already names its session; onPaid answers the session it extended.
    const extending = paid.kind === 'ADD_TIME';
    const sessionId = hooks.current
      ? (await hooks.current.onPaid(tx, paid)).sessionId
      : extending
        ? paid.sessionId
        : null;
    if (!hooks.current) logger.info(`order ${order.orderId} paid with no sessions hook`);
    if (!extending && paid.startType === 'RESERVATION' && sessionId !== null) {
      const claimed = await reservations.claimHold(tx, paid.id, sessionId, at);
      if (!claimed) throw conflict(ORDER_ERROR_CODES.slotTaken, m.slotLost);
    }
    await repository.update(paid.id, { sessionId });
    // Added minutes are not another sale of the product (the "popular" sort counts buyers).
    if (!extending) await recordProductSale(tx, paid.productId);
    await scheduler.cancel(JOBS.holdExpiry, String(paid.id), tx);
    await scheduler.cancel(JOBS.orphanCheck, String(paid.id), tx);
    return { ...paid, sessionId };
  }

  function checkoutOf(order: OrderRow, userId: number): Checkout {
    if (order.amount === 0) return { kind: 'NONE' };
    if (provider.kind === 'sandbox') {
      return { kind: 'SANDBOX', url: `/api/public/payments/sandbox/checkout/${order.orderId}` };
    }
    const base = `${env.webOrigin}/counseling/products/${order.productId}/payment`;
    return {
      kind: 'TOSS',
      clientKey: provider.clientKey ?? '',
      // Toss asks for an opaque, unguessable customer key that stays the same for a buyer.
      customerKey: `c_${createHmac('sha256', env.jwtSecret).update(`toss:${userId}`).digest('base64url').slice(0, 40)}`,
      successUrl: `${base}/success`,
      failUrl: `${base}/fail`,
    };
  }

  function checkRequest(request: CreateOrderRequest): void {
    const errors: FieldError[] = [];
    for (const key of AGREEMENT_KEYS) {
      if (!request.agreements[key]) {
        errors.push({ field: `agreements.${key}`, message: m.agreementRequired });
      }
    }
    if (request.startType === 'RESERVATION' && !request.slotStart) {
      errors.push({ field: 'slotStart', message: m.slotRequired });
    }
    if (request.startType === 'IMMEDIATE' && request.slotStart) {
      errors.push({ field: 'slotStart', message: m.slotNotAllowed });
    }
    if (errors.length > 0) throw AppError.validation(errors);
  }

  /** Cancels at the provider a charge that must not stand (the slot or the hold was lost). */
  async function cancelCharge(order: OrderRow, payment: ProviderPayment, reason: string) {
    try {
      await provider.cancel(payment.paymentKey, { cancelReason: reason }, `void:${order.orderId}`);
    } catch (error) {
      // The orphan check (scheduled before the confirm) tries again.
      logger.error(`cancelling the charge of order ${order.orderId} failed`, error);
    }
  }

  async function answerSettled(order: OrderRow, paymentKey: string): Promise<Order> {
    if (order.status === 'EXPIRED') {
      throw conflict(ORDER_ERROR_CODES.holdExpired, order.failureMessage ?? m.holdExpired);
    }
    if (order.status === 'FAILED') {
      const slotLost = order.failureMessage === m.slotLost;
      throw conflict(
        slotLost ? ORDER_ERROR_CODES.slotTaken : 'ORDER_FAILED',
        order.failureMessage ?? m.orderFailed,
      );
    }
    const payment = await createOrdersRepository(db).paymentOfOrder(order.id);
    if (payment?.paymentKey !== paymentKey) throw conflict('ALREADY_PAID', m.alreadyPaid);
    return view(order);
  }

  /** Points ≤ price (400) and ≤ the balance (409); answers the balance. */
  async function checkPoints(userId: number, points: number, price: number): Promise<number> {
    if (points > price) {
      throw AppError.validation([{ field: 'points', message: m.pointsOverPrice }]);
    }
    const balance = (await createOrdersRepository(db).pointBalance(userId)) ?? 0;
    if (points > balance) {
      throw conflict(ORDER_ERROR_CODES.notEnoughPoints, m.notEnoughPoints(balance));
    }
    return balance;
  }

  /**
   * One transaction: the spending limit, the order row (random orderId, a 15-minute hold),
   * its slot (holdSlot), the points set aside; then PAID at once when points paid it all, else
   * the hold-expiry job.
   */
  async function openOrder(
    values: Omit<
      typeof orders.$inferInsert,
      'orderId' | 'amount' | 'provider' | 'holdExpiresAt' | 'createdAt'
    > & { pointsUsed: number },
    options: {
      balance: number;
      memo: string;
      holdSlot: (tx: AppDb, created: OrderRow) => Promise<unknown>;
    },
  ): Promise<OrderRow> {
    const at = now();
    const amount = values.price - values.pointsUsed;
    return db.transaction(async (tx) => {
      await limits.check(tx, values.userId, amount, at);
      const inner = createOrdersRepository(tx);
      const created = await inner.insert({
        ...values,
        orderId: newOrderId(),
        amount,
        provider: amount === 0 ? 'points' : provider.kind,
        holdExpiresAt: new Date(at.getTime() + HOLD_MS),
        createdAt: at,
      });
      await options.holdSlot(tx, created);
      if (values.pointsUsed > 0) {
        const left = await inner.addPoints({
          userId: values.userId,
          delta: -values.pointsUsed,
          kind: 'ORDER',
          memo: options.memo,
          orderId: created.id,
          at,
        });
        if (left === null) {
          throw conflict(ORDER_ERROR_CODES.notEnoughPoints, m.notEnoughPoints(options.balance));
        }
      }
      if (amount === 0) return settlePaid(tx, created);
      await scheduler.schedule(
        JOBS.holdExpiry,
        { key: String(created.id), dueAt: created.holdExpiresAt },
        tx,
      );
      return created;
    });
  }

  return {
    view,
    endUnpaid,

    async create(userId: number, request: CreateOrderRequest): Promise<CreatedOrder> {
      checkRequest(request);
      const product = await findProductForOrder(db, request.productId);
      if (!product) throw AppError.notFound(m.productNotFound);
      if (
        !product.enabled ||
        !product.counselorEnabled ||
        product.counselorLevel < 1 ||
        !product.counselorName
      ) {
        throw conflict(ORDER_ERROR_CODES.productUnavailable, m.productUnavailable);
      }
      // A counselor paying itself would make sales and reviews it never earned.
      if (product.counselorUserId === userId) {
        throw conflict(ORDER_ERROR_CODES.ownProduct, m.ownProduct);
      }
      if (request.startType === 'IMMEDIATE' && product.counselorStatus !== 'ON') {
        throw conflict(ORDER_ERROR_CODES.counselorNotAvailable, m.counselorNotAvailable);
      }
      const balance = await checkPoints(userId, request.points, product.price);
      const repository = createOrdersRepository(db);
      const slotStart = request.slotStart ? new Date(request.slotStart) : null;

      // A buyer coming back to the same slot (a failed or abandoned checkout) starts over.
      if (slotStart) {
        const unpaid = await repository.unpaidOfSlot(userId, product.counselorId, slotStart);
        for (const old of unpaid) await endUnpaid(old.id, 'FAILED', m.orderFailed);
      }

      const order = await openOrder(
        {
          kind: 'SESSION',
          sessionId: null,
          userId,
          counselorId: product.counselorId,
          productId: product.id,
          productName: product.name,
          counselingType: product.counselingType,
          durationMinutes: product.durationMinutes,
          startType: request.startType,
          slotStart,
          price: product.price,
          pointsUsed: request.points,
        },
        {
          balance,
          memo: m.points.orderMemo(product.name),
          holdSlot: (tx, created) =>
            slotStart
              ? reservations.holdSlot(tx, {
                  counselorId: product.counselorId,
                  start: slotStart,
                  durationMinutes: product.durationMinutes,
                  orderId: created.id,
                  holdExpiresAt: created.holdExpiresAt,
                })
              : Promise.resolve(),
        },
      );
      return { order: await view(order), checkout: checkoutOf(order, userId) };
    },

    /**
     * An ADD_TIME order: 10 more minutes of a session the sessions feature already checked
     * (the caller's, timed, IN_PROGRESS) and priced. Points and the spending limit as for any
     * order, no slot; the buyer's unpaid ADD_TIME orders of that session end FAILED first (a
     * popup closed half-way starts over, its points and limit freed). Paid with points alone,
     * it is PAID at once through onPaid, in this transaction.
     */
    async createAddTimeOrder(input: {
      userId: number;
      sessionId: number;
      productId: number;
      price: number;
      points: number;
    }): Promise<CreatedOrder> {
      const { userId, sessionId, price, points } = input;
      if (!Number.isSafeInteger(price) || price <= 0) {
        throw new RangeError(`an added time's price is a positive number of won, got ${price}`);
      }
      const product = await findProductForOrder(db, input.productId);
      if (!product) throw AppError.notFound(m.productNotFound);
      const balance = await checkPoints(userId, points, price);
      const repository = createOrdersRepository(db);
      for (const old of await repository.unpaidAddTimeOfSession(userId, sessionId)) {
        await endUnpaid(old.id, 'FAILED', m.orderFailed);
      }
      const order = await openOrder(
        {
          kind: 'ADD_TIME',
          sessionId,
          userId,
          counselorId: product.counselorId,
          productId: product.id,
          productName: product.name,
          counselingType: product.counselingType,
          durationMinutes: ADD_TIME_MINUTES,
          // No slot of its own: the minutes join the session already under way.
          startType: 'IMMEDIATE',
          slotStart: null,
          price,
          pointsUsed: points,
        },
        { balance, memo: m.points.addTimeMemo(product.name), holdSlot: () => Promise.resolve() },
      );
      return { order: await view(order), checkout: checkoutOf(order, userId) };
    },

    /** The buyer's own order; anyone else's is 404, as if missing. */
    async get(userId: number, orderId: string): Promise<Order> {
      const order = await createOrdersRepository(db).findByOrderId(orderId);
      if (!order || order.userId !== userId) throw AppError.notFound(m.orderNotFound);
      return view(order);
    },

    /**
     * How to pay the buyer's own order still waiting for its payment (the room's popup opens
     * Toss's window with it); anyone else's is 404, one paid, ended or past its hold 409.
     */
    async checkout(userId: number, orderId: string): Promise<Checkout> {
      const order = await createOrdersRepository(db).findByOrderId(orderId);
      if (!order || order.userId !== userId) throw AppError.notFound(m.orderNotFound);
      if (order.status !== 'CREATED' || now().getTime() >= order.holdExpiresAt.getTime()) {
        throw conflict(ORDER_ERROR_CODES.notPending, m.notPending);
      }
      return checkoutOf(order, userId);
    },

    /**
     * /payment/success: the amount must be the stored one; the hold must still stand before
     * the provider hears of it; a repeat answers the first result (one payment, one session).
     */
    async confirm(userId: number, request: ConfirmPaymentRequest): Promise<Order> {
      const { paymentKey, orderId, amount } = request;
      const repository = createOrdersRepository(db);
      const order = await repository.findByOrderId(orderId);
      if (!order || order.userId !== userId) throw AppError.notFound(m.orderNotFound);
      if (amount !== order.amount) {
        throw new AppError(400, ORDER_ERROR_CODES.amountMismatch, m.amountMismatch, [
          { field: 'amount', message: m.amountMismatch },
        ]);
      }
      if (order.status !== 'CREATED') return answerSettled(order, paymentKey);
      const at = now();
      if (at.getTime() >= order.holdExpiresAt.getTime()) {
        await endUnpaid(order.id, 'EXPIRED', m.holdExpired);
        throw conflict(ORDER_ERROR_CODES.holdExpired, m.holdExpired);
      }
      if (
        order.kind === 'SESSION' &&
        order.startType === 'RESERVATION' &&
        !(await repository.holdAlive(order.id, at))
      ) {
        await endUnpaid(order.id, 'FAILED', m.slotLost);
        throw conflict(ORDER_ERROR_CODES.slotTaken, m.slotLost);
      }
      await scheduler.schedule(JOBS.orphanCheck, {
        key: String(order.id),
        payload: { paymentKey },
        dueAt: new Date(order.holdExpiresAt.getTime() + ORPHAN_CHECK_DELAY_MS),
      });

      let payment: ProviderPayment;
      try {
        payment = await provider.confirm({ paymentKey, orderId, amount }, `confirm:${orderId}`);
      } catch (error) {
        if (error instanceof PaymentProviderError && error.kind === 'rejected') {
          const message = error.providerMessage || m.paymentRejected;
          await endUnpaid(order.id, 'FAILED', message);
          throw new PaymentRejectedError(error.code, message);
        }
        logger.error(`confirming order ${orderId} failed`, error);
        throw new AppError(503, 'PAYMENT_UNAVAILABLE', m.providerUnavailable);
      }

      let settled: OrderRow;
      try {
        settled = await db.transaction(async (tx) => {
          const inner = createOrdersRepository(tx);
          const locked = await inner.lock(order.id);
          if (locked?.status !== 'CREATED') return locked ?? order;
          await inner.insertPayment({
            orderId: order.id,
            provider: provider.kind,
            paymentKey: payment.paymentKey,
            amount: payment.totalAmount,
            status: payment.status,
            method: payment.method,
            approvedAt: payment.approvedAt ? new Date(payment.approvedAt) : now(),
            raw: payment.raw,
            createdAt: now(),
            updatedAt: now(),
          });
          return settlePaid(tx, locked);
        });
      } catch (error) {
        if (error instanceof AppError && error.status === 409) {
          // A SESSION order lost its slot; an ADD_TIME order's session refused the minutes
          // (onPaid's own 409 says why). Either way the charge goes back.
          const lost =
            order.kind === 'ADD_TIME'
              ? { code: error.code, message: error.message }
              : { code: ORDER_ERROR_CODES.slotTaken, message: m.slotLost };
          await cancelCharge(order, payment, lost.message);
          await endUnpaid(order.id, 'FAILED', lost.message);
          throw conflict(lost.code, lost.message);
        }
        throw error;
      }
      if (
        settled.status === 'CREATED' ||
        settled.status === 'EXPIRED' ||
        settled.status === 'FAILED'
      ) {
        // The hold ran out while the provider was answering: the charge goes back.
        await cancelCharge(order, payment, settled.failureMessage ?? m.holdExpired);
      }
      return answerSettled(settled, paymentKey);
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
