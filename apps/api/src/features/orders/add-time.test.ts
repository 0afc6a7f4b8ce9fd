import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/db';
import { sandboxApprove } from '../../test/orders';
import { products } from '../products';
import { createOrdersHarness } from './orders-harness';
import { orders, payments, sandboxPayments } from './tables';

// ADD_TIME orders (issue 10, DESIGN "Session lifecycle" add time): 10 more minutes of a session
// the sessions feature already checked and priced, bought with points and/or the sandbox as
// any order, confirmed without a slot, handed to onPaid with kind ADD_TIME.

const NOW_MS = Date.parse('2026-11-24T01:00:00.000Z');
const database = await createTestDatabase();
const h = await createOrdersHarness(database, NOW_MS);

afterAll(async () => {
  await database.close();
});

beforeEach(() => {
  h.clock.ms = NOW_MS;
  h.paid.length = 0;
  h.voided.length = 0;
  h.refuseAddTime.current = null;
});

let sessionSerial = 70_000;
/** A session id no other test uses (the harness's sessions are stand-ins: any id will do). */
const nextSessionId = () => {
  sessionSerial += 1;
  return sessionSerial;
};

async function orderRow(orderId: string) {
  const [row] = await database.db.select().from(orders).where(eq(orders.orderId, orderId));
  if (!row) throw new Error(`no order ${orderId}`);
  return row;
}

async function confirmThroughSandbox(token: string, orderId: string, url: string, amount: number) {
  const paymentKey = await sandboxApprove((path, init) => h.app.request(path, init), url);
  return h.call('POST', '/api/client/payments/confirm', token, { paymentKey, orderId, amount });
}

describe('createAddTimeOrder', () => {
  it('opens an ADD_TIME order of the caller’s price for the session, 10 minutes, no slot, a 15-minute hold', async () => {
    const { product, counselor } = await h.counselorProduct(30_000);
    const me = await h.buyer(1_000);
    const sessionId = nextSessionId();
    const { order, checkout } = await h.orders.createAddTimeOrder({
      userId: me.id,
      sessionId,
      productId: product.id,
      price: 10_000,
      points: 1_000,
    });
    expect(order).toMatchObject({
      kind: 'ADD_TIME',
      status: 'CREATED',
      orderName: `${counselor.name} · 10분 추가`,
      provider: 'sandbox',
      productId: product.id,
      productName: '30분 채팅 상담',
      counselingType: 'CHAT',
      durationMinutes: 10,
      slotStart: null,
      price: 10000,
      pointsUsed: 1000,
      amount: 9000,
      holdExpiresAt: '2026-11-24T01:15:00.000Z',
      paidAt: null,
      sessionId,
    });
    expect(checkout).toEqual({
      kind: 'SANDBOX',
      url: `/api/public/payments/sandbox/checkout/${order.orderId}`,
    });
    expect(await h.pointsOf(me.id)).toBe(0);
    // The sandbox checkout shows the same name.
    const page = await (
      await h.app.request(checkout.kind === 'SANDBOX' ? checkout.url : '')
    ).text();
    expect(page).toContain(`${counselor.name} · 10분 추가`);
    expect(page).toContain('9,000원 결제하기');
  });

  it('is PAID at once when points pay it all: onPaid gets the ADD_TIME order, the answer names the session', async () => {
    const { product } = await h.counselorProduct();
    const me = await h.buyer(12_000);
    const sessionId = nextSessionId();
    const { order, checkout } = await h.orders.createAddTimeOrder({
      userId: me.id,
      sessionId,
      productId: product.id,
      price: 10_000,
      points: 10_000,
    });
    expect(checkout).toEqual({ kind: 'NONE' });
    expect(order).toMatchObject({
      kind: 'ADD_TIME',
      status: 'PAID',
      provider: 'points',
      amount: 0,
      pointsUsed: 10000,
      paidAt: '2026-11-24T01:00:00.000Z',
      sessionId,
    });
    expect(h.paid.map((paid) => [paid.orderId, paid.kind, paid.sessionId])).toEqual([
      [order.orderId, 'ADD_TIME', sessionId],
    ]);
    expect(await h.pointsOf(me.id)).toBe(2_000);
    expect((await h.call('GET', `/api/client/orders/${order.orderId}`, me.token)).json).toEqual(
      order,
    );
    // Added minutes are not another sale of the product (the "popular" sort counts buyers).
    const [sold] = await database.db
      .select({ soldCount: products.soldCount })
      .from(products)
      .where(eq(products.id, product.id));
    expect(sold?.soldCount).toBe(0);
  });

  it('confirms through the sandbox without a slot check; a repeat answers the same order', async () => {
    const { product } = await h.counselorProduct();
    const me = await h.buyer();
    const sessionId = nextSessionId();
    const { order, checkout } = await h.orders.createAddTimeOrder({
      userId: me.id,
      sessionId,
      productId: product.id,
      price: 10_000,
      points: 0,
    });
    if (checkout.kind !== 'SANDBOX') throw new Error('expected the sandbox');
    const paymentKey = await sandboxApprove(
      (path, init) => h.app.request(path, init),
      checkout.url,
    );
    const body = { paymentKey, orderId: order.orderId, amount: 10_000 };
    const first = await h.call('POST', '/api/client/payments/confirm', me.token, body);
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({
      kind: 'ADD_TIME',
      status: 'PAID',
      amount: 10000,
      sessionId,
      paidAt: '2026-11-24T01:00:00.000Z',
    });
    const again = await h.call('POST', '/api/client/payments/confirm', me.token, body);
    expect(again.json).toEqual(first.json);
    expect(h.paid).toHaveLength(1);
    const row = await orderRow(order.orderId);
    const stored = await database.db.select().from(payments).where(eq(payments.orderId, row.id));
    expect(stored.map((payment) => [payment.amount, payment.status])).toEqual([[10000, 'DONE']]);
  });

  it('refuses points over the price (400) and over the balance (409)', async () => {
    const { product } = await h.counselorProduct();
    const me = await h.buyer(500);
    const input = { userId: me.id, sessionId: nextSessionId(), productId: product.id };
    await expect(
      h.orders.createAddTimeOrder({ ...input, price: 10_000, points: 10_100 }),
    ).rejects.toMatchObject({
      status: 400,
      errors: [{ field: 'points', message: '포인트는 상품 가격까지만 쓸 수 있어요.' }],
    });
    await expect(
      h.orders.createAddTimeOrder({ ...input, price: 10_000, points: 1_000 }),
    ).rejects.toMatchObject({
      status: 409,
      code: 'NOT_ENOUGH_POINTS',
      message: '포인트가 부족해요. 지금 쓸 수 있는 포인트는 500원이에요.',
    });
    expect(await h.pointsOf(me.id)).toBe(500);
  });

  it('keeps to the spending limit: money over what is left this month is 409 SPENDING_LIMIT, points are not spending', async () => {
    const { product } = await h.counselorProduct();
    const me = await h.buyer(10_000);
    await h.call('PUT', '/api/client/me/spending-limit', me.token, { monthlyLimit: 5_000 });
    const input = { userId: me.id, sessionId: nextSessionId(), productId: product.id };
    await expect(
      h.orders.createAddTimeOrder({ ...input, price: 10_000, points: 0 }),
    ).rejects.toMatchObject({
      status: 409,
      code: 'SPENDING_LIMIT',
      message: '이번 달 결제 한도를 넘어요. 이번 달에 남은 한도는 5,000원이에요.',
    });
    const inside = await h.orders.createAddTimeOrder({ ...input, price: 10_000, points: 5_000 });
    expect(inside.order).toMatchObject({ status: 'CREATED', amount: 5000, pointsUsed: 5000 });
    expect(await orderRow(inside.order.orderId)).toMatchObject({ kind: 'ADD_TIME' });
  });

  it('starts over: the buyer’s unpaid ADD_TIME order of the same session ends FAILED, its points back', async () => {
    const { product } = await h.counselorProduct();
    const me = await h.buyer(3_000);
    const sessionId = nextSessionId();
    const input = { userId: me.id, sessionId, productId: product.id, price: 10_000 };
    const first = await h.orders.createAddTimeOrder({ ...input, points: 3_000 });
    expect(await h.pointsOf(me.id)).toBe(0);
    const second = await h.orders.createAddTimeOrder({ ...input, points: 0 });
    expect(await orderRow(first.order.orderId)).toMatchObject({ status: 'FAILED' });
    expect(await orderRow(second.order.orderId)).toMatchObject({ status: 'CREATED' });
    expect(await h.pointsOf(me.id)).toBe(3_000);
  });

  it('ends EXPIRED when its 15 minutes run out: points back, a late confirm is 409 HOLD_EXPIRED', async () => {
    const { product } = await h.counselorProduct();
    const me = await h.buyer(2_000);
    const { order, checkout } = await h.orders.createAddTimeOrder({
      userId: me.id,
      sessionId: nextSessionId(),
      productId: product.id,
      price: 10_000,
      points: 2_000,
    });
    if (checkout.kind !== 'SANDBOX') throw new Error('expected the sandbox');
    const paymentKey = await sandboxApprove(
      (path, init) => h.app.request(path, init),
      checkout.url,
    );
    h.clock.ms = NOW_MS + 15 * 60_000;
    await h.scheduler.runDue();
    expect(await orderRow(order.orderId)).toMatchObject({
      status: 'EXPIRED',
      failureMessage: '결제 시간(15분)이 지나 주문이 취소됐어요. 처음부터 다시 결제해 주세요.',
    });
    expect(await h.pointsOf(me.id)).toBe(2_000);
    const late = await h.call('POST', '/api/client/payments/confirm', me.token, {
      paymentKey,
      orderId: order.orderId,
      amount: 8_000,
    });
    expect(late.json).toMatchObject({ status: 409, code: 'HOLD_EXPIRED' });
    expect(h.paid).toEqual([]);
    const [sandbox] = await database.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.paymentKey, paymentKey ?? ''));
    expect(sandbox?.status).toBe('IN_PROGRESS');
  });

  it('fails with the session’s own 409 when onPaid refuses the minutes, and the charge goes back', async () => {
    const { product } = await h.counselorProduct();
    const me = await h.buyer(1_000);
    const { order, checkout } = await h.orders.createAddTimeOrder({
      userId: me.id,
      sessionId: nextSessionId(),
      productId: product.id,
      price: 10_000,
      points: 1_000,
    });
    if (checkout.kind !== 'SANDBOX') throw new Error('expected the sandbox');
    h.refuseAddTime.current = { code: 'SESSION_NOT_IN_PROGRESS', message: '상담이 끝났어요.' };
    const refused = await confirmThroughSandbox(me.token, order.orderId, checkout.url, 9_000);
    expect(refused.json).toEqual({
      status: 409,
      code: 'SESSION_NOT_IN_PROGRESS',
      message: '상담이 끝났어요.',
    });
    expect(await orderRow(order.orderId)).toMatchObject({
      status: 'FAILED',
      failureMessage: '상담이 끝났어요.',
    });
    expect(await h.pointsOf(me.id)).toBe(1_000);
    const [sandbox] = await database.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.orderId, order.orderId));
    expect(sandbox).toMatchObject({ status: 'CANCELED', balanceAmount: 0 });
  });

  it('passes a voided payment to onVoided with the ADD_TIME row, refunded in full', async () => {
    const { product } = await h.counselorProduct();
    const me = await h.buyer(1_000);
    const sessionId = nextSessionId();
    const { order, checkout } = await h.orders.createAddTimeOrder({
      userId: me.id,
      sessionId,
      productId: product.id,
      price: 10_000,
      points: 1_000,
    });
    if (checkout.kind !== 'SANDBOX') throw new Error('expected the sandbox');
    expect((await confirmThroughSandbox(me.token, order.orderId, checkout.url, 9_000)).status).toBe(
      200,
    );
    const orderRowId = await h.orders.voidSandboxPayment(order.orderId);
    expect(h.voided).toHaveLength(1);
    expect(h.voided[0]?.orderRowId).toBe(orderRowId);
    expect(h.voided[0]?.order).toMatchObject({
      kind: 'ADD_TIME',
      sessionId,
      status: 'REFUNDED',
      refundedAmount: 9000,
      refundedPoints: 1000,
    });
    expect(await h.pointsOf(me.id)).toBe(1_000);
    // A repeat of the webhook refunds nothing more.
    const [payment] = await database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, orderRowId));
    await h.orders.paymentStatusChanged(payment?.paymentKey ?? '');
    expect(await h.pointsOf(me.id)).toBe(1_000);
    expect(await orderRow(order.orderId)).toMatchObject({ refundedAmount: 9000 });
  });
});
