import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/db';
import { sandboxApprove } from '../../test/orders';
import { createOrdersHarness } from './orders-harness';
import { splitRefund } from './refunds';
import { orders, refunds, sandboxPayments } from './tables';

// refundPartial through the sandbox provider (the embedded default): `value` won of what is left
// of an order, the provider-paid part first and then points, once per (order, cause), never
// more than is left; the provider's cancel carries the money part as cancelAmount.

const NOW_MS = Date.parse('2026-11-24T01:00:00.000Z');
const AGREED = { terms: true, refundPolicy: true, privacyThirdParty: true };
const database = await createTestDatabase();
const h = await createOrdersHarness(database, NOW_MS);

afterAll(async () => {
  await database.close();
});

beforeEach(() => {
  h.clock.ms = NOW_MS;
});

describe('splitRefund', () => {
  it('takes the provider-paid part first, then points, never more than is left of either', () => {
    const left = { amount: 15_000, points: 5_000 };
    expect(splitRefund(6_000, left)).toEqual({ amount: 6000, points: 0 });
    expect(splitRefund(18_000, left)).toEqual({ amount: 15000, points: 3000 });
    expect(splitRefund(50_000, left)).toEqual({ amount: 15000, points: 5000 });
    expect(splitRefund(3_000, { amount: 0, points: 5_000 })).toEqual({ amount: 0, points: 3000 });
    expect(splitRefund(0, left)).toEqual({ amount: 0, points: 0 });
  });
});

/** A SESSION order of 20,000 won paid with `points` points and the rest through the sandbox. */
async function paidOrder(points: number) {
  const { product } = await h.counselorProduct(20_000);
  const me = await h.buyer(points);
  const created = await h.call('POST', '/api/client/orders', me.token, {
    productId: product.id,
    startType: 'IMMEDIATE',
    points,
    agreements: AGREED,
  });
  expect(created.status).toBe(201);
  const { order, checkout } = created.json;
  if (checkout.kind === 'SANDBOX') {
    const paymentKey = await sandboxApprove(
      (path, init) => h.app.request(path, init),
      checkout.url,
    );
    const paid = await h.call('POST', '/api/client/payments/confirm', me.token, {
      paymentKey,
      orderId: order.orderId,
      amount: order.amount,
    });
    expect(paid.status).toBe(200);
  }
  const [row] = await database.db.select().from(orders).where(eq(orders.orderId, order.orderId));
  if (!row) throw new Error('no order row');
  return { me, row };
}

async function orderOf(id: number) {
  const [row] = await database.db.select().from(orders).where(eq(orders.id, id));
  return row;
}
async function refundsOf(orderRowId: number) {
  const rows = await database.db
    .select()
    .from(refunds)
    .where(eq(refunds.orderId, orderRowId))
    .orderBy(refunds.id);
  return rows.map((refund) => [refund.idempotencyKey, refund.amount, refund.points, refund.status]);
}
async function ledgerOf(orderId: string) {
  const [row] = await database.db
    .select()
    .from(sandboxPayments)
    .where(eq(sandboxPayments.orderId, orderId));
  return {
    status: row?.status,
    balanceAmount: row?.balanceAmount,
    cancels: row?.cancels.map((cancel) => [cancel.idempotencyKey, cancel.cancelAmount]),
  };
}

describe('refundPartial (sandbox)', () => {
  it('refunds the provider part first, then points, once per cause; refundInFull takes the rest', async () => {
    const { me, row } = await paidOrder(5_000); // 15,000 charged + 5,000 points
    const absent = await h.orders.refundPartial(row.id, {
      cause: 'COUNSELOR_ABSENT',
      reason: '상담사가 자리를 비워 남은 시간을 환불해 드려요.',
      value: 6_000,
    });
    expect(absent).toMatchObject({ amount: 6000, points: 0, status: 'DONE' });
    expect(await orderOf(row.id)).toMatchObject({
      status: 'PARTIALLY_REFUNDED',
      refundedAmount: 6000,
      refundedPoints: 0,
    });
    expect(await ledgerOf(row.orderId)).toEqual({
      status: 'PARTIAL_CANCELED',
      balanceAmount: 9000,
      cancels: [[`refund:${row.id}:COUNSELOR_ABSENT`, 6000]],
    });

    // The same cause again refunds nothing, whatever value it names.
    await h.orders.refundPartial(row.id, { cause: 'COUNSELOR_ABSENT', reason: '또', value: 1_000 });
    expect(await orderOf(row.id)).toMatchObject({ refundedAmount: 6000, refundedPoints: 0 });

    // Another cause: the 9,000 won left at the provider, then 3,000 of the points.
    await h.orders.refundPartial(row.id, { cause: 'ADJUSTMENT', reason: '조정', value: 12_000 });
    expect(await orderOf(row.id)).toMatchObject({
      status: 'PARTIALLY_REFUNDED',
      refundedAmount: 15000,
      refundedPoints: 3000,
    });
    expect(await h.pointsOf(me.id)).toBe(3_000);
    expect(await ledgerOf(row.orderId)).toEqual({
      status: 'CANCELED',
      balanceAmount: 0,
      cancels: [
        [`refund:${row.id}:COUNSELOR_ABSENT`, 6000],
        [`refund:${row.id}:ADJUSTMENT`, 9000],
      ],
    });

    // refundInFull finds the 2,000 points left: no provider call, nothing more.
    const full = await h.orders.refundInFull(row.id, { cause: 'OPERATOR', reason: '운영자 환불' });
    expect(full).toMatchObject({ amount: 15000, points: 5000, status: 'DONE' });
    expect(await orderOf(row.id)).toMatchObject({
      status: 'REFUNDED',
      refundedAmount: 15000,
      refundedPoints: 5000,
    });
    expect(await h.pointsOf(me.id)).toBe(5_000);
    expect(await refundsOf(row.id)).toEqual([
      [`refund:${row.id}:COUNSELOR_ABSENT`, 6000, 0, 'DONE'],
      [`refund:${row.id}:ADJUSTMENT`, 9000, 3000, 'DONE'],
      [`refund:${row.id}:OPERATOR`, 0, 2000, 'DONE'],
    ]);
    expect((await ledgerOf(row.orderId)).cancels).toHaveLength(2);
  });

  it('lets refundInFull after a partial refund cancel exactly the rest at the provider', async () => {
    const { me, row } = await paidOrder(2_000); // 18,000 charged + 2,000 points
    await h.orders.refundPartial(row.id, {
      cause: 'COUNSELOR_ABSENT',
      reason: '부재',
      value: 5_000,
    });
    await h.orders.refundInFull(row.id, { cause: 'OPERATOR', reason: '운영자 환불' });
    expect(await ledgerOf(row.orderId)).toEqual({
      status: 'CANCELED',
      balanceAmount: 0,
      cancels: [
        [`refund:${row.id}:COUNSELOR_ABSENT`, 5000],
        [`refund:${row.id}:OPERATOR`, 13000],
      ],
    });
    expect(await orderOf(row.id)).toMatchObject({
      status: 'REFUNDED',
      refundedAmount: 18000,
      refundedPoints: 2000,
    });
    expect(await h.pointsOf(me.id)).toBe(2_000);
  });

  it('never refunds more than is left: a value over the order refunds the order, once', async () => {
    const { me, row } = await paidOrder(5_000);
    const info = await h.orders.refundPartial(row.id, {
      cause: 'COUNSELOR_ABSENT',
      reason: '부재',
      value: 50_000,
    });
    expect(info).toMatchObject({ amount: 15000, points: 5000 });
    expect(await orderOf(row.id)).toMatchObject({
      status: 'REFUNDED',
      refundedAmount: 15000,
      refundedPoints: 5000,
    });
    expect(await h.pointsOf(me.id)).toBe(5_000);
    // Nothing is left for any later cause.
    expect(
      await h.orders.refundPartial(row.id, { cause: 'LATER', reason: '나중', value: 1_000 }),
    ).toMatchObject({ amount: 15000, points: 5000 });
    expect(await refundsOf(row.id)).toEqual([
      [`refund:${row.id}:COUNSELOR_ABSENT`, 15000, 5000, 'DONE'],
    ]);
    expect((await ledgerOf(row.orderId)).cancels).toEqual([
      [`refund:${row.id}:COUNSELOR_ABSENT`, 15000],
    ]);
  });

  it('refunds points alone of a points-only order, and makes no row for 0 or an unpaid order', async () => {
    const { me, row } = await paidOrder(20_000);
    expect(await h.pointsOf(me.id)).toBe(0);
    expect(
      await h.orders.refundPartial(row.id, { cause: 'NOTHING', reason: '없음', value: 0 }),
    ).toBeNull();
    await h.orders.refundPartial(row.id, {
      cause: 'COUNSELOR_ABSENT',
      reason: '부재',
      value: 7_000,
    });
    expect(await orderOf(row.id)).toMatchObject({
      status: 'PARTIALLY_REFUNDED',
      refundedAmount: 0,
      refundedPoints: 7000,
    });
    expect(await h.pointsOf(me.id)).toBe(7_000);
    expect(await refundsOf(row.id)).toEqual([
      [`refund:${row.id}:COUNSELOR_ABSENT`, 0, 7000, 'DONE'],
    ]);

    const { product } = await h.counselorProduct();
    const unpaid = await h.call('POST', '/api/client/orders', me.token, {
      productId: product.id,
      startType: 'IMMEDIATE',
      points: 0,
      agreements: AGREED,
    });
    const [unpaidRow] = await database.db
      .select()
      .from(orders)
      .where(eq(orders.orderId, unpaid.json.order.orderId));
    expect(
      await h.orders.refundPartial(unpaidRow?.id ?? 0, { cause: 'X', reason: 'x', value: 1_000 }),
    ).toBeNull();
    await expect(
      h.orders.refundPartial(row.id, { cause: 'BAD', reason: 'x', value: 1.5 }),
    ).rejects.toThrow(RangeError);
  });

  it('counts only the money kept toward the month’s spending', async () => {
    const { me, row } = await paidOrder(5_000);
    await h.orders.refundPartial(row.id, {
      cause: 'COUNSELOR_ABSENT',
      reason: '부재',
      value: 4_000,
    });
    const limit = await h.call('GET', '/api/client/me/spending-limit', me.token);
    expect(limit.json).toMatchObject({ spentThisMonth: 11000 });
  });
});
