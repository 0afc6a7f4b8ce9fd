import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/db';
import {
  AGREED,
  bookableCounselor,
  buyer,
  NOW_MS,
  ordersTestApp,
  pointsOf,
} from '../../test/orders';
import { startTossWithOutage, TOSS_TEST_KEYS } from '../../test/toss-with-outage';
import { login } from '../../test/users';
import { reservationCells } from '../reservations';
import { counselingSessions } from '../sessions';
import { orders, refunds } from './tables';

// The same orders against the Toss adapter and the strict local Toss stand-in: the provider is
// never asked when the hold is gone, its refusal is passed on, a refund calls its cancel at most
// once, and its webhook is believed only after a lookup.

const { clientKey } = TOSS_TEST_KEYS;
const { standIn, provider, outage } = await startTossWithOutage();
const database = await createTestDatabase();
const { app, clock, scheduler, call } = ordersTestApp(database, { payments: provider });
const admin = (await login(app, 'demo-admin', 'demo1234!')).accessToken;

afterAll(async () => {
  await database.close();
  await standIn.close();
});

beforeEach(() => {
  clock.ms = NOW_MS;
  standIn.calls.length = 0;
});

const SLOT = new Date(NOW_MS + 2 * 3_600_000).toISOString();

async function orderRow(orderId: string) {
  const [row] = await database.db.select().from(orders).where(eq(orders.orderId, orderId));
  if (!row) throw new Error(`no order ${orderId}`);
  return row;
}
async function sessionStatus(sessionId: number) {
  const [row] = await database.db
    .select({ status: counselingSessions.status })
    .from(counselingSessions)
    .where(eq(counselingSessions.id, sessionId));
  return row?.status;
}
const cancelsAtToss = () => standIn.calls.filter((c) => c.path.endsWith('/cancel'));
const confirmsAtToss = () => standIn.calls.filter((c) => c.path === '/v1/payments/confirm');

async function newOrder(points = 0, startType: 'IMMEDIATE' | 'RESERVATION' = 'IMMEDIATE') {
  const { product } = await bookableCounselor(database, { price: 20_000 });
  const me = await buyer(database, app, points);
  const created = await call('POST', '/api/client/orders', me.token, {
    productId: product.id,
    startType,
    ...(startType === 'RESERVATION' ? { slotStart: SLOT } : {}),
    points,
    agreements: AGREED,
  });
  expect(created.status).toBe(201);
  return { me, product, ...created.json };
}

async function paidOrder(points = 0) {
  const made = await newOrder(points);
  const paymentKey = standIn.authorize({ orderId: made.order.orderId, amount: made.order.amount });
  const paid = await call('POST', '/api/client/payments/confirm', made.me.token, {
    paymentKey,
    orderId: made.order.orderId,
    amount: made.order.amount,
  });
  expect(paid.status).toBe(200);
  return { ...made, paymentKey, paid: paid.json };
}

describe('paying through Toss', () => {
  it('hands the browser Toss’s window settings and confirms with the order’s Idempotency-Key', async () => {
    const { me, product, order, checkout } = await newOrder();
    expect(checkout).toMatchObject({
      kind: 'TOSS',
      clientKey,
      successUrl: `http://127.0.0.1:5173/counseling/products/${product.id}/payment/success`,
      failUrl: `http://127.0.0.1:5173/counseling/products/${product.id}/payment/fail`,
    });
    expect(checkout.customerKey).toMatch(/^c_[A-Za-z0-9_-]{40}$/);
    expect(order.provider).toBe('toss');
    const paymentKey = standIn.authorize({ orderId: order.orderId, amount: 20_000 });
    const body = { paymentKey, orderId: order.orderId, amount: 20_000 };
    const first = await call('POST', '/api/client/payments/confirm', me.token, body);
    expect(first.json).toMatchObject({ status: 'PAID', amount: 20000 });
    const again = await call('POST', '/api/client/payments/confirm', me.token, body);
    expect(again.json).toEqual(first.json);
    expect(confirmsAtToss()).toEqual([
      {
        method: 'POST',
        path: '/v1/payments/confirm',
        idempotencyKey: `confirm:${order.orderId}`,
        status: 200,
      },
    ]);
  });

  it('answers the buyer’s pending order its Toss checkout again for the session room’s popup', async () => {
    const { me, product, order, checkout } = await newOrder();
    const again = await call('GET', `/api/client/orders/${order.orderId}/checkout`, me.token);
    expect(again.status).toBe(200);
    expect(again.json).toEqual({
      kind: 'TOSS',
      clientKey: 'test_ck_D5GePWvyJnrK0W0k6q8gLzN97Eoq',
      customerKey: checkout.customerKey,
      successUrl: `http://127.0.0.1:5173/counseling/products/${product.id}/payment/success`,
      failUrl: `http://127.0.0.1:5173/counseling/products/${product.id}/payment/fail`,
    });
    expect(again.json.customerKey).toMatch(/^c_[A-Za-z0-9_-]{40}$/);
    const stranger = await buyer(database, app);
    expect(
      (await call('GET', `/api/client/orders/${order.orderId}/checkout`, stranger.token)).status,
    ).toBe(404);
    expect(standIn.calls).toEqual([]);
  });

  it('never asks Toss when the hold ran out: 409 HOLD_EXPIRED', async () => {
    const { me, order } = await newOrder();
    const paymentKey = standIn.authorize({ orderId: order.orderId, amount: 20_000 });
    clock.ms = NOW_MS + 15 * 60_000 + 1;
    const late = await call('POST', '/api/client/payments/confirm', me.token, {
      paymentKey,
      orderId: order.orderId,
      amount: 20_000,
    });
    expect(late.json.code).toBe('HOLD_EXPIRED');
    expect(confirmsAtToss()).toEqual([]);
    expect((await orderRow(order.orderId)).status).toBe('EXPIRED');
    expect(standIn.payment(paymentKey)?.status).toBe('IN_PROGRESS');
  });

  it('never asks Toss when the slot was lost: 409 SLOT_TAKEN, the buyer charged nothing', async () => {
    const { me, order } = await newOrder(0, 'RESERVATION');
    const row = await orderRow(order.orderId);
    await database.db.delete(reservationCells).where(eq(reservationCells.orderId, row.id));
    const paymentKey = standIn.authorize({ orderId: order.orderId, amount: 20_000 });
    const lost = await call('POST', '/api/client/payments/confirm', me.token, {
      paymentKey,
      orderId: order.orderId,
      amount: 20_000,
    });
    expect(lost.json).toEqual({
      status: 409,
      code: 'SLOT_TAKEN',
      message:
        '결제하는 사이에 다른 분이 이 시간을 예약했어요. 결제는 취소됐어요. 다른 시간을 골라 주세요.',
    });
    expect(confirmsAtToss()).toEqual([]);
  });

  it('passes a refusal on as 402 PAYMENT_REJECTED with Toss’s code; the order fails, the slot is freed', async () => {
    const { me, order } = await newOrder(0, 'RESERVATION');
    const paymentKey = standIn.authorize({
      orderId: order.orderId,
      amount: 20_000,
      decline: { code: 'REJECT_CARD_COMPANY', message: '카드사에서 결제를 거절했습니다.' },
    });
    const refused = await call('POST', '/api/client/payments/confirm', me.token, {
      paymentKey,
      orderId: order.orderId,
      amount: 20_000,
    });
    expect(refused.json).toEqual({
      status: 402,
      code: 'PAYMENT_REJECTED',
      message: '카드사에서 결제를 거절했습니다.',
      providerCode: 'REJECT_CARD_COMPANY',
    });
    const row = await orderRow(order.orderId);
    expect(row).toMatchObject({
      status: 'FAILED',
      failureMessage: '카드사에서 결제를 거절했습니다.',
    });
    expect(
      await database.db.select().from(reservationCells).where(eq(reservationCells.orderId, row.id)),
    ).toEqual([]);
  });
});

describe('refunds', () => {
  it('calls Toss’s cancel once with the refund’s key even when refunded twice, and returns the points', async () => {
    const { me, order, paymentKey } = await paidOrder(5_000);
    const refund = (reason: string) =>
      call('POST', `/api/admin/orders/${order.orderId}/refund`, admin, { reason });
    const first = await refund('상담사 사정으로 환불해 드려요.');
    const second = await refund('두 번째 요청');
    expect(first.status).toBe(200);
    expect(first.json.order).toMatchObject({
      status: 'REFUNDED',
      refundedAmount: 15000,
      refundedPoints: 5000,
    });
    expect(first.json.refunds).toEqual([
      expect.objectContaining({
        amount: 15000,
        points: 5000,
        reason: '상담사 사정으로 환불해 드려요.',
        status: 'DONE',
      }),
    ]);
    expect(second.json.refunds).toEqual(first.json.refunds);
    const row = await orderRow(order.orderId);
    expect(cancelsAtToss()).toEqual([
      {
        method: 'POST',
        path: `/v1/payments/${paymentKey}/cancel`,
        idempotencyKey: `refund:${row.id}:OPERATOR`,
        status: 200,
      },
    ]);
    expect(standIn.payment(paymentKey)).toMatchObject({ status: 'CANCELED', balanceAmount: 0 });
    expect(await pointsOf(database, me.id)).toBe(5_000);
    // The session may not go on unpaid: the operator's cancel, with nothing left to refund.
    expect(await sessionStatus(first.json.order.sessionId)).toBe('CANCELLED');
  });

  it('leaves a refund REQUESTED when Toss cannot be reached, and the job finishes it once', async () => {
    const { order, paymentKey } = await paidOrder();
    outage.cancels = 1;
    const answer = await call('POST', `/api/admin/orders/${order.orderId}/refund`, admin, {});
    expect(answer.json.refunds).toEqual([
      expect.objectContaining({ amount: 20000, points: 0, status: 'REQUESTED' }),
    ]);
    expect(cancelsAtToss()).toEqual([]);
    clock.ms = NOW_MS + 60_000;
    await scheduler.runDue();
    const row = await orderRow(order.orderId);
    const [stored] = await database.db.select().from(refunds).where(eq(refunds.orderId, row.id));
    expect(stored).toMatchObject({ status: 'DONE', amount: 20000 });
    // Later runs (other orders' waits run out meanwhile) never cancel this one again.
    clock.ms = NOW_MS + 10 * 60_000;
    await scheduler.runDue();
    expect(cancelsAtToss().filter((c) => c.path.includes(paymentKey))).toHaveLength(1);
    expect(standIn.payment(paymentKey)?.status).toBe('CANCELED');
  });
});

describe('POST /api/public/payments/toss/webhook', () => {
  const webhook = (body: unknown) =>
    call('POST', '/api/public/payments/toss/webhook', undefined, body);

  it('believes a void only after a lookup; the session ends CANCELLED_BY_PAYMENT, once', async () => {
    const { order, paymentKey, paid } = await paidOrder(2_000);
    // A forged message about a payment Toss still has as DONE changes nothing.
    const forged = await webhook({
      eventType: 'PAYMENT_STATUS_CHANGED',
      createdAt: '2026-11-24T10:00:00.000000',
      data: { paymentKey, orderId: order.orderId, status: 'CANCELED' },
    });
    expect(forged.status).toBe(200);
    expect(await sessionStatus(paid.sessionId)).toBe('PENDING');

    standIn.voidPayment(paymentKey);
    const event = {
      eventType: 'PAYMENT_STATUS_CHANGED',
      createdAt: '2026-11-24T10:01:00.000000',
      data: { paymentKey, orderId: order.orderId, status: 'CANCELED' },
    };
    expect((await webhook(event)).json).toEqual({ received: true });
    expect((await webhook(event)).status).toBe(200);
    expect(await sessionStatus(paid.sessionId)).toBe('CANCELLED_BY_PAYMENT');
    const row = await orderRow(order.orderId);
    expect(row).toMatchObject({ status: 'REFUNDED', refundedAmount: 18000, refundedPoints: 2000 });
    const stored = await database.db.select().from(refunds).where(eq(refunds.orderId, row.id));
    expect(stored.map((refund) => [refund.idempotencyKey, refund.status])).toEqual([
      [`refund:${row.id}:PAYMENT_VOIDED`, 'DONE'],
    ]);
    // The money went back at Toss already: nothing to cancel.
    expect(cancelsAtToss()).toEqual([]);
  });

  it('answers 200 to other events and unknown payments, 400 to a body that is not an event', async () => {
    expect((await webhook({ eventType: 'DEPOSIT_CALLBACK', data: {} })).status).toBe(200);
    expect(
      (await webhook({ eventType: 'PAYMENT_STATUS_CHANGED', data: { paymentKey: 'tgen_none' } }))
        .status,
    ).toBe(200);
    expect((await webhook([1, 2])).json).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
    expect(standIn.calls.filter((c) => c.path === '/v1/payments/tgen_none')).toHaveLength(0);
  });
});
