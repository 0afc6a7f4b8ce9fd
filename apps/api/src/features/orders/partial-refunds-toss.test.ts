import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/db';
import { startTossWithOutage, TOSS_TEST_KEYS } from '../../test/toss-with-outage';
import { createOrdersHarness } from './orders-harness';
import { orders, refunds } from './tables';

// Partial refunds and ADD_TIME orders against the Toss adapter and the strict local Toss
// stand-in: the cancel carries cancelAmount (a partial cancel), is called once per refund with
// the refund's key, and never asks for more than the balance.

const NOW_MS = Date.parse('2026-11-24T01:00:00.000Z');
const AGREED = { terms: true, refundPolicy: true, privacyThirdParty: true };
const { clientKey } = TOSS_TEST_KEYS;
const { standIn, provider, outage } = await startTossWithOutage();
const database = await createTestDatabase();
const h = await createOrdersHarness(database, NOW_MS, { payments: provider });

afterAll(async () => {
  await database.close();
  await standIn.close();
});

beforeEach(() => {
  h.clock.ms = NOW_MS;
  standIn.calls.length = 0;
  standIn.cancelRequests.length = 0;
  h.paid.length = 0;
});

async function orderOf(id: number) {
  const [row] = await database.db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error(`no order ${id}`);
  return row;
}

/** A SESSION order of 20,000 won paid at Toss (`points` of it with points). */
async function paidOrder(points = 0) {
  const { product } = await h.counselorProduct(20_000);
  const me = await h.buyer(points);
  const created = await h.call('POST', '/api/client/orders', me.token, {
    productId: product.id,
    startType: 'IMMEDIATE',
    points,
    agreements: AGREED,
  });
  const { order } = created.json;
  const paymentKey = standIn.authorize({ orderId: order.orderId, amount: order.amount });
  const paid = await h.call('POST', '/api/client/payments/confirm', me.token, {
    paymentKey,
    orderId: order.orderId,
    amount: order.amount,
  });
  expect(paid.status).toBe(200);
  const [row] = await database.db.select().from(orders).where(eq(orders.orderId, order.orderId));
  if (!row) throw new Error('no order row');
  standIn.calls.length = 0;
  return { me, row, paymentKey };
}

describe('refundPartial (Toss)', () => {
  it('cancels the money part once with cancelAmount; refundInFull cancels exactly the rest', async () => {
    const { me, row, paymentKey } = await paidOrder(3_000); // 17,000 at Toss + 3,000 points
    const partial = () =>
      h.orders.refundPartial(row.id, {
        cause: 'COUNSELOR_ABSENT',
        reason: '상담사가 자리를 비워 남은 시간을 환불해 드려요.',
        value: 7_000,
      });
    await partial();
    await partial();
    expect(standIn.cancelRequests).toEqual([
      {
        paymentKey,
        idempotencyKey: `refund:${row.id}:COUNSELOR_ABSENT`,
        cancelAmount: 7000,
        cancelReason: '상담사가 자리를 비워 남은 시간을 환불해 드려요.',
      },
    ]);
    expect(standIn.payment(paymentKey)).toMatchObject({
      status: 'PARTIAL_CANCELED',
      balanceAmount: 10000,
    });
    expect(await orderOf(row.id)).toMatchObject({
      status: 'PARTIALLY_REFUNDED',
      refundedAmount: 7000,
      refundedPoints: 0,
    });

    await h.orders.refundInFull(row.id, { cause: 'OPERATOR', reason: '운영자가 환불했어요.' });
    expect(standIn.cancelRequests.map((request) => request.cancelAmount)).toEqual([7000, 10000]);
    expect(standIn.payment(paymentKey)).toMatchObject({ status: 'CANCELED', balanceAmount: 0 });
    expect(await orderOf(row.id)).toMatchObject({
      status: 'REFUNDED',
      refundedAmount: 17000,
      refundedPoints: 3000,
    });
    expect(await h.pointsOf(me.id)).toBe(3_000);
    expect(standIn.calls.filter((call) => call.path.endsWith('/cancel'))).toHaveLength(2);
  });

  it('retries a partial cancel Toss never heard with the same key and amount, once', async () => {
    const { row, paymentKey } = await paidOrder();
    outage.cancels = 1;
    const info = await h.orders.refundPartial(row.id, {
      cause: 'COUNSELOR_ABSENT',
      reason: '부재',
      value: 4_000,
    });
    expect(info).toMatchObject({ amount: 4000, points: 0, status: 'REQUESTED' });
    expect(standIn.cancelRequests).toEqual([]);
    h.clock.ms = NOW_MS + 60_000;
    await h.scheduler.runDue();
    h.clock.ms = NOW_MS + 10 * 60_000;
    await h.scheduler.runDue();
    expect(
      standIn.cancelRequests.map((request) => [request.idempotencyKey, request.cancelAmount]),
    ).toEqual([[`refund:${row.id}:COUNSELOR_ABSENT`, 4000]]);
    const [stored] = await database.db.select().from(refunds).where(eq(refunds.orderId, row.id));
    expect(stored).toMatchObject({ status: 'DONE', amount: 4000 });
    expect(standIn.payment(paymentKey)).toMatchObject({
      status: 'PARTIAL_CANCELED',
      balanceAmount: 16000,
    });
  });
});

describe('ADD_TIME orders (Toss)', () => {
  it('hands Toss’s window settings, confirms with the order’s key, and onPaid extends the session', async () => {
    const { product } = await h.counselorProduct(30_000);
    const me = await h.buyer();
    const { order, checkout } = await h.orders.createAddTimeOrder({
      userId: me.id,
      sessionId: 81_234,
      productId: product.id,
      price: 10_000,
      points: 0,
    });
    expect(checkout).toMatchObject({
      kind: 'TOSS',
      clientKey,
      successUrl: `http://127.0.0.1:5173/counseling/products/${product.id}/payment/success`,
      failUrl: `http://127.0.0.1:5173/counseling/products/${product.id}/payment/fail`,
    });
    expect(order).toMatchObject({ kind: 'ADD_TIME', provider: 'toss', sessionId: 81234 });
    const paymentKey = standIn.authorize({ orderId: order.orderId, amount: 10_000 });
    const paid = await h.call('POST', '/api/client/payments/confirm', me.token, {
      paymentKey,
      orderId: order.orderId,
      amount: 10_000,
    });
    expect(paid.json).toMatchObject({ kind: 'ADD_TIME', status: 'PAID', sessionId: 81234 });
    expect(h.paid.map((one) => [one.kind, one.sessionId])).toEqual([['ADD_TIME', 81234]]);
    expect(standIn.calls.map((call) => [call.path, call.idempotencyKey])).toEqual([
      ['/v1/payments/confirm', `confirm:${order.orderId}`],
    ]);
  });
});
