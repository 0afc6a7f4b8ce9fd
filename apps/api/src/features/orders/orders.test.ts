import { and, count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/db';
import {
  AGREED,
  bookableCounselor,
  buyer,
  NOW_MS,
  ordersTestApp,
  pointsOf,
  sandboxPaidOrder,
} from '../../test/orders';
import { login, TEST_PASSWORD } from '../../test/users';
import { users } from '../accounts';
import { products } from '../products';
import { reservationCells } from '../reservations';
import { counselingSessions } from '../sessions';
import { seedDemoPoints } from './index';
import { orders, payments, sandboxPayments } from './tables';

// Ordering and paying through the sandbox provider (the embedded default): the api prices the
// order, holds the slot, and only a confirmed payment creates the session.

const database = await createTestDatabase();
const { app, clock, scheduler, call } = ordersTestApp(database);

afterAll(async () => {
  await database.close();
});

const SLOT = new Date(NOW_MS + 2 * 3_600_000).toISOString(); // 12:00 Seoul, two hours ahead

async function orderRow(orderId: string) {
  const [row] = await database.db.select().from(orders).where(eq(orders.orderId, orderId));
  return row;
}
async function sessionsOfOrder(orderRowId: number) {
  const [row] = await database.db
    .select({ n: count() })
    .from(counselingSessions)
    .where(eq(counselingSessions.orderId, orderRowId));
  return row?.n ?? -1;
}
async function paymentsOfOrder(orderRowId: number) {
  const [row] = await database.db
    .select({ n: count() })
    .from(payments)
    .where(eq(payments.orderId, orderRowId));
  return row?.n ?? -1;
}

/** Presses a button of the sandbox checkout page; answers the redirect's address. */
async function press(orderId: string, action: string) {
  const response = await app.request(`/api/public/payments/sandbox/checkout/${orderId}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action }).toString(),
  });
  return { status: response.status, location: response.headers.get('Location') ?? '' };
}

function successQuery(location: string) {
  const url = new URL(location, 'http://web.example');
  return {
    path: url.pathname,
    paymentType: url.searchParams.get('paymentType'),
    paymentKey: url.searchParams.get('paymentKey') ?? '',
    orderId: url.searchParams.get('orderId') ?? '',
    amount: Number(url.searchParams.get('amount')),
  };
}

describe('POST /api/client/orders', () => {
  it('prices an IMMEDIATE order on the server and sends the buyer to the sandbox checkout', async () => {
    const { product, counselor } = await bookableCounselor(database);
    const me = await buyer(database, app);
    const created = await call('POST', '/api/client/orders', me.token, {
      productId: product.id,
      startType: 'IMMEDIATE',
      points: 0,
      agreements: AGREED,
    });
    expect(created.status).toBe(201);
    const { order, checkout } = created.json;
    expect(order).toMatchObject({
      status: 'CREATED',
      provider: 'sandbox',
      productId: product.id,
      productName: '30분 채팅 상담',
      orderName: `${counselor.name} · 30분 채팅 상담`,
      counselingType: 'CHAT',
      durationMinutes: 30,
      startType: 'IMMEDIATE',
      slotStart: null,
      price: 33000,
      pointsUsed: 0,
      amount: 33000,
      holdExpiresAt: '2026-11-24T01:15:00.000Z',
      paidAt: null,
      sessionId: null,
      failureMessage: null,
    });
    expect(order.orderId).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(order.counselor).toMatchObject({ id: counselor.id, name: counselor.name, status: 'ON' });
    expect(checkout).toEqual({
      kind: 'SANDBOX',
      url: `/api/public/payments/sandbox/checkout/${order.orderId}`,
    });
  });

  it('refuses an order without every agreement, and a reservation without its slot', async () => {
    const { product } = await bookableCounselor(database);
    const me = await buyer(database, app);
    const refused = await call('POST', '/api/client/orders', me.token, {
      productId: product.id,
      startType: 'RESERVATION',
      points: 0,
      agreements: { terms: true, refundPolicy: false, privacyThirdParty: false },
    });
    expect(refused.status).toBe(400);
    expect(refused.json.errors).toEqual([
      { field: 'agreements.refundPolicy', message: '필수 약관에 동의해 주세요.' },
      { field: 'agreements.privacyThirdParty', message: '필수 약관에 동의해 주세요.' },
      { field: 'slotStart', message: '예약할 시간을 골라 주세요.' },
    ]);
    expect(
      (await call('POST', '/api/client/orders', me.token, { productId: product.id, amount: 1 }))
        .status,
    ).toBe(400);
  });

  it('answers 404 for an unknown product, 409 for a disabled one and IMMEDIATE while not ON', async () => {
    const me = await buyer(database, app);
    const order = (productId: number, startType = 'IMMEDIATE') =>
      call('POST', '/api/client/orders', me.token, {
        productId,
        startType,
        points: 0,
        agreements: AGREED,
      });
    expect((await order(2_000_000_000)).json).toMatchObject({ status: 404 });

    const busy = await bookableCounselor(database, { status: 'BUSY' });
    expect((await order(busy.product.id)).json).toEqual({
      status: 409,
      code: 'COUNSELOR_NOT_AVAILABLE',
      message: '상담사가 지금 바로 상담할 수 없는 상태예요. 예약 상담을 이용해 주세요.',
    });

    const off = await bookableCounselor(database);
    await database.db
      .update(products)
      .set({ enabled: false })
      .where(eq(products.id, off.product.id));
    expect((await order(off.product.id)).json).toEqual({
      status: 409,
      code: 'PRODUCT_UNAVAILABLE',
      message: '지금은 구매할 수 없는 상품이에요. 다른 상품을 골라 주세요.',
    });
    const own = await bookableCounselor(database);
    const [self] = await database.db.select().from(users).where(eq(users.id, own.userId));
    const selfToken = (await login(app, self?.username ?? '', TEST_PASSWORD)).accessToken;
    const ownOrder = await call('POST', '/api/client/orders', selfToken, {
      productId: own.product.id,
      startType: 'IMMEDIATE',
      points: 0,
      agreements: AGREED,
    });
    expect(ownOrder.json).toEqual({
      status: 409,
      code: 'OWN_PRODUCT',
      message: '본인의 상담 상품은 구매할 수 없어요.',
    });
  });

  it('spends points: more than the balance is 409, the whole price confirms at once (checkout NONE)', async () => {
    const { product } = await bookableCounselor(database, { price: 10_000 });
    const me = await buyer(database, app, 12_000);
    const tooMany = await call('POST', '/api/client/orders', me.token, {
      productId: product.id,
      startType: 'IMMEDIATE',
      points: 13_000,
      agreements: AGREED,
    });
    expect(tooMany.json.errors).toEqual([
      { field: 'points', message: '포인트는 상품 가격까지만 쓸 수 있어요.' },
    ]);
    const poor = await buyer(database, app, 500);
    const notEnough = await call('POST', '/api/client/orders', poor.token, {
      productId: product.id,
      startType: 'IMMEDIATE',
      points: 1_000,
      agreements: AGREED,
    });
    expect(notEnough.json).toEqual({
      status: 409,
      code: 'NOT_ENOUGH_POINTS',
      message: '포인트가 부족해요. 지금 쓸 수 있는 포인트는 500원이에요.',
    });

    const paid = await call('POST', '/api/client/orders', me.token, {
      productId: product.id,
      startType: 'IMMEDIATE',
      points: 10_000,
      agreements: AGREED,
    });
    expect(paid.status).toBe(201);
    expect(paid.json.checkout).toEqual({ kind: 'NONE' });
    expect(paid.json.order).toMatchObject({
      status: 'PAID',
      provider: 'points',
      price: 10000,
      pointsUsed: 10000,
      amount: 0,
      paidAt: '2026-11-24T01:00:00.000Z',
    });
    expect(paid.json.order.sessionId).toBeGreaterThan(0);
    expect(await pointsOf(database, me.id)).toBe(2_000);
  });
});

describe('seedDemoPoints', () => {
  it('gives demo-user 5,000 points once, however often the seed runs', async () => {
    const [demo] = await database.db.select().from(users).where(eq(users.username, 'demo-user'));
    expect(demo?.point).toBe(5_000);
    await seedDemoPoints(database.db);
    expect(await pointsOf(database, demo?.id ?? 0)).toBe(5_000);
  });
});

describe('GET /api/client/orders/{orderId}', () => {
  it('shows the buyer its order; anyone else and a malformed id get 404', async () => {
    const { product } = await bookableCounselor(database);
    const me = await buyer(database, app);
    const other = await buyer(database, app);
    const { order } = (
      await call('POST', '/api/client/orders', me.token, {
        productId: product.id,
        startType: 'IMMEDIATE',
        points: 0,
        agreements: AGREED,
      })
    ).json;
    expect((await call('GET', `/api/client/orders/${order.orderId}`, me.token)).json).toEqual(
      order,
    );
    expect((await call('GET', `/api/client/orders/${order.orderId}`, other.token)).json).toEqual({
      status: 404,
      code: 'NOT_FOUND',
      message: '주문을 찾을 수 없어요.',
    });
    expect((await call('GET', '/api/client/orders/bad!id', me.token)).status).toBe(404);
    expect((await call('GET', `/api/client/orders/${order.orderId}`)).status).toBe(401);
  });
});

describe('GET /api/client/orders/{orderId}/checkout', () => {
  async function immediateOrder(token: string, productId: number) {
    const created = await call('POST', '/api/client/orders', token, {
      productId,
      startType: 'IMMEDIATE',
      points: 0,
      agreements: AGREED,
    });
    expect(created.status).toBe(201);
    return created.json;
  }

  it('answers the buyer the sandbox checkout of its order still waiting for its payment', async () => {
    const { product } = await bookableCounselor(database);
    const me = await buyer(database, app);
    const { order, checkout } = await immediateOrder(me.token, product.id);
    const again = await call('GET', `/api/client/orders/${order.orderId}/checkout`, me.token);
    expect(again.status).toBe(200);
    expect(again.json).toEqual({
      kind: 'SANDBOX',
      url: `/api/public/payments/sandbox/checkout/${order.orderId}`,
    });
    expect(again.json).toEqual(checkout);
  });

  it('is 404 for anyone else’s order and a malformed id, 401 for a guest', async () => {
    const { product } = await bookableCounselor(database);
    const me = await buyer(database, app);
    const other = await buyer(database, app);
    const { order } = await immediateOrder(me.token, product.id);
    const stranger = await call('GET', `/api/client/orders/${order.orderId}/checkout`, other.token);
    expect(stranger.status).toBe(404);
    expect(stranger.json).toEqual({
      status: 404,
      code: 'NOT_FOUND',
      message: '주문을 찾을 수 없어요.',
    });
    expect((await call('GET', '/api/client/orders/bad!id/checkout', me.token)).status).toBe(404);
    const guest = await call('GET', `/api/client/orders/${order.orderId}/checkout`);
    expect(guest.status).toBe(401);
    expect(guest.json).toEqual({
      status: 401,
      code: 'UNAUTHENTICATED',
      message: '로그인이 필요해요.',
    });
  });

  it('is 409 ORDER_NOT_PENDING for a paid order and for one past its 15-minute hold', async () => {
    const { product } = await bookableCounselor(database);
    const me = await buyer(database, app);
    const paid = await sandboxPaidOrder((path, init) => app.request(path, init), me.token, {
      productId: product.id,
    });
    expect(paid.status).toBe('PAID');
    const refused = await call('GET', `/api/client/orders/${paid.orderId}/checkout`, me.token);
    expect(refused.status).toBe(409);
    expect(refused.json).toEqual({
      status: 409,
      code: 'ORDER_NOT_PENDING',
      message: '이미 결제했거나 결제 시간이 지난 주문이에요. 처음부터 다시 결제해 주세요.',
    });

    const { order } = await immediateOrder(me.token, product.id);
    // The hold-expiry job has not run yet: the clock alone says the order can no longer be paid.
    clock.ms = NOW_MS + 15 * 60_000;
    const late = await call('GET', `/api/client/orders/${order.orderId}/checkout`, me.token);
    clock.ms = NOW_MS;
    expect(late.status).toBe(409);
    expect(late.json.code).toBe('ORDER_NOT_PENDING');
    expect((await orderRow(order.orderId))?.status).toBe('CREATED');
  });
});

describe('the sandbox checkout and POST /api/client/payments/confirm', () => {
  it('serves a Korean checkout page with the order name, the amount and its own policy', async () => {
    const { product, counselor } = await bookableCounselor(database);
    const me = await buyer(database, app);
    const { order, checkout } = (
      await call('POST', '/api/client/orders', me.token, {
        productId: product.id,
        startType: 'IMMEDIATE',
        points: 0,
        agreements: AGREED,
      })
    ).json;
    const response = await app.request(checkout.url);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('text/html');
    expect(response.headers.get('Content-Security-Policy')).toMatch(
      /^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/=]+'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'$/,
    );
    expect(html).toContain('<html lang="ko">');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('prefers-color-scheme:dark');
    expect(html).toContain(`${counselor.name} · 30분 채팅 상담`);
    expect(html).toContain('33,000원 결제하기');
    expect(html).toContain('value="cancel">결제 취소');
    expect(html).toContain('value="decline">카드 거절 (테스트)');
    expect(order.status).toBe('CREATED');
    const unknown = await app.request('/api/public/payments/sandbox/checkout/no_such_order');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('결제할 주문을 찾을 수 없어요.');
  });

  it('approves with a 303 to /payment/success as Toss does, confirms once, and repeats the first result', async () => {
    const { product } = await bookableCounselor(database);
    const me = await buyer(database, app);
    const { order } = (
      await call('POST', '/api/client/orders', me.token, {
        productId: product.id,
        startType: 'RESERVATION',
        slotStart: SLOT,
        points: 0,
        agreements: AGREED,
      })
    ).json;
    const approved = await press(order.orderId, 'approve');
    expect(approved.status).toBe(303);
    const query = successQuery(approved.location);
    expect(query).toMatchObject({
      path: `/counseling/products/${product.id}/payment/success`,
      paymentType: 'NORMAL',
      orderId: order.orderId,
      amount: 33000,
    });
    expect(query.paymentKey).toMatch(/^sandbox_/);

    const body = { paymentKey: query.paymentKey, orderId: order.orderId, amount: 33000 };
    const first = await call('POST', '/api/client/payments/confirm', me.token, body);
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({
      status: 'PAID',
      paidAt: '2026-11-24T01:00:00.000Z',
      slotStart: SLOT,
    });
    expect(first.json.sessionId).toBeGreaterThan(0);
    const again = await call('POST', '/api/client/payments/confirm', me.token, body);
    expect(again.json).toEqual(first.json);

    const row = await orderRow(order.orderId);
    expect(await paymentsOfOrder(row!.id)).toBe(1);
    expect(await sessionsOfOrder(row!.id)).toBe(1);
    const cells = await database.db
      .select()
      .from(reservationCells)
      .where(eq(reservationCells.orderId, row!.id));
    expect(cells.map((cell) => [cell.sessionId, cell.holdExpiresAt])).toEqual([
      [first.json.sessionId, null],
    ]);
    // A paid order's checkout is closed.
    expect(
      (await app.request(`/api/public/payments/sandbox/checkout/${order.orderId}`)).status,
    ).toBe(409);
  });

  it('gives five parallel confirms one payment and one session', async () => {
    const { product } = await bookableCounselor(database);
    const me = await buyer(database, app);
    const { order } = (
      await call('POST', '/api/client/orders', me.token, {
        productId: product.id,
        startType: 'IMMEDIATE',
        points: 0,
        agreements: AGREED,
      })
    ).json;
    const { paymentKey } = successQuery((await press(order.orderId, 'approve')).location);
    const body = { paymentKey, orderId: order.orderId, amount: 33000 };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => call('POST', '/api/client/payments/confirm', me.token, body)),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.json.sessionId)).size).toBe(1);
    const row = await orderRow(order.orderId);
    expect(await paymentsOfOrder(row!.id)).toBe(1);
    expect(await sessionsOfOrder(row!.id)).toBe(1);
  });

  it('refuses a tampered amount with 400 AMOUNT_MISMATCH and confirms nothing', async () => {
    const { product } = await bookableCounselor(database);
    const me = await buyer(database, app);
    const { order } = (
      await call('POST', '/api/client/orders', me.token, {
        productId: product.id,
        startType: 'IMMEDIATE',
        points: 0,
        agreements: AGREED,
      })
    ).json;
    const { paymentKey } = successQuery((await press(order.orderId, 'approve')).location);
    const tampered = await call('POST', '/api/client/payments/confirm', me.token, {
      paymentKey,
      orderId: order.orderId,
      amount: 100,
    });
    expect(tampered.json).toEqual({
      status: 400,
      code: 'AMOUNT_MISMATCH',
      message: '결제 금액이 주문 금액과 달라요. 처음부터 다시 결제해 주세요.',
      errors: [
        {
          field: 'amount',
          message: '결제 금액이 주문 금액과 달라요. 처음부터 다시 결제해 주세요.',
        },
      ],
    });
    const row = await orderRow(order.orderId);
    expect(row?.status).toBe('CREATED');
    expect(await paymentsOfOrder(row!.id)).toBe(0);
    const [sandbox] = await database.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.paymentKey, paymentKey));
    expect(sandbox?.status).toBe('IN_PROGRESS');
  });

  it('sends a declined card to /payment/fail with Toss’s code; the order fails with no session', async () => {
    const { product } = await bookableCounselor(database);
    const me = await buyer(database, app, 3_000);
    const { order } = (
      await call('POST', '/api/client/orders', me.token, {
        productId: product.id,
        startType: 'RESERVATION',
        slotStart: SLOT,
        points: 3_000,
        agreements: AGREED,
      })
    ).json;
    expect(await pointsOf(database, me.id)).toBe(0);
    const declined = await press(order.orderId, 'decline');
    expect(declined.status).toBe(303);
    const url = new URL(declined.location, 'http://web.example');
    expect(url.pathname).toBe(`/counseling/products/${product.id}/payment/fail`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      code: 'REJECT_CARD_COMPANY',
      message: '카드사에서 결제를 거절했어요. 다른 카드로 다시 시도해 주세요.',
      orderId: order.orderId,
    });
    const row = await orderRow(order.orderId);
    expect(row).toMatchObject({ status: 'FAILED' });
    expect(await sessionsOfOrder(row!.id)).toBe(0);
    expect(await pointsOf(database, me.id)).toBe(3_000);
    const cells = await database.db
      .select()
      .from(reservationCells)
      .where(eq(reservationCells.orderId, row!.id));
    expect(cells).toEqual([]);
    // The slot is free for the next buyer.
    const next = await buyer(database, app);
    const again = await call('POST', '/api/client/orders', next.token, {
      productId: product.id,
      startType: 'RESERVATION',
      slotStart: SLOT,
      points: 0,
      agreements: AGREED,
    });
    expect(again.status).toBe(201);
    expect((await press(order.orderId, 'approve')).location).toContain(
      'code=NOT_FOUND_PAYMENT_SESSION',
    );
  });

  it('ends an order whose 15 minutes ran out: the job frees its slot, a late confirm is 409', async () => {
    const { product } = await bookableCounselor(database);
    const me = await buyer(database, app, 1_000);
    const { order } = (
      await call('POST', '/api/client/orders', me.token, {
        productId: product.id,
        startType: 'RESERVATION',
        slotStart: SLOT,
        points: 1_000,
        agreements: AGREED,
      })
    ).json;
    const { paymentKey } = successQuery((await press(order.orderId, 'approve')).location);
    clock.ms = NOW_MS + 15 * 60_000;
    await scheduler.runDue();
    const row = await orderRow(order.orderId);
    expect(row).toMatchObject({
      status: 'EXPIRED',
      failureMessage: '결제 시간(15분)이 지나 주문이 취소됐어요. 처음부터 다시 결제해 주세요.',
    });
    expect(await pointsOf(database, me.id)).toBe(1_000);
    expect(
      await database.db
        .select()
        .from(reservationCells)
        .where(and(eq(reservationCells.orderId, row!.id))),
    ).toEqual([]);
    const late = await call('POST', '/api/client/payments/confirm', me.token, {
      paymentKey,
      orderId: order.orderId,
      amount: 32000,
    });
    expect(late.json).toEqual({
      status: 409,
      code: 'HOLD_EXPIRED',
      message: '결제 시간(15분)이 지나 주문이 취소됐어요. 처음부터 다시 결제해 주세요.',
    });
    const [sandbox] = await database.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.paymentKey, paymentKey));
    expect(sandbox?.status).toBe('IN_PROGRESS');
    clock.ms = NOW_MS;
  });
});
