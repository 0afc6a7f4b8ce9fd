import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/db';
import { AGREED, bookableCounselor, buyer, NOW_MS, ordersTestApp } from '../../test/orders';
import { login, TEST_PASSWORD } from '../../test/users';
import { limitAt, nextLimit, seoulMonth } from './spending-limits';

describe('seoulMonth', () => {
  it('is the Asia/Seoul calendar month, whatever the UTC date says', () => {
    // 2026-11-30T15:30Z is already 1 December in Seoul.
    expect(seoulMonth(new Date('2026-11-30T15:30:00Z'))).toEqual({
      from: new Date('2026-11-30T15:00:00Z'),
      to: new Date('2026-12-31T15:00:00Z'),
    });
    expect(seoulMonth(new Date('2026-11-30T14:59:59Z'))).toEqual({
      from: new Date('2026-10-31T15:00:00Z'),
      to: new Date('2026-11-30T15:00:00Z'),
    });
  });
});

describe('nextLimit and limitAt', () => {
  const at = new Date('2026-11-24T01:00:00Z');
  const none = { monthlyLimit: null, pendingLimit: null, pendingFrom: null };
  const fifty = { monthlyLimit: 50_000, pendingLimit: null, pendingFrom: null };

  it('applies a first limit and a lower one at once', () => {
    expect(nextLimit(none, 50_000, at)).toEqual(fifty);
    expect(nextLimit(fifty, 30_000, at)).toEqual({ ...fifty, monthlyLimit: 30_000 });
  });

  it('holds a raise, and removing the limit, for 24 hours', () => {
    const raise = nextLimit(fifty, 80_000, at);
    expect(raise).toEqual({
      monthlyLimit: 50_000,
      pendingLimit: 80_000,
      pendingFrom: new Date('2026-11-25T01:00:00Z'),
    });
    expect(nextLimit(fifty, null, at)).toEqual({
      monthlyLimit: 50_000,
      pendingLimit: null,
      pendingFrom: new Date('2026-11-25T01:00:00Z'),
    });
    const row = { userId: 1, updatedAt: at, ...raise };
    expect(limitAt(row, new Date('2026-11-25T00:59:59Z')).monthlyLimit).toBe(50_000);
    expect(limitAt(row, new Date('2026-11-25T01:00:00Z'))).toEqual({
      monthlyLimit: 80_000,
      pendingLimit: null,
      pendingFrom: null,
    });
  });

  it('drops a waiting raise when the limit is lowered again', () => {
    const waiting = { monthlyLimit: 50_000, pendingLimit: 80_000, pendingFrom: new Date(0) };
    expect(nextLimit(waiting, 40_000, at)).toEqual({ ...fifty, monthlyLimit: 40_000 });
  });
});

const database = await createTestDatabase();
const { app, clock, call } = ordersTestApp(database);
afterAll(async () => {
  await database.close();
});

describe('GET and PUT /api/client/me/spending-limit, and orders over it', () => {
  it('lowers at once, raises after 24 hours, and refuses an order over what is left before any checkout', async () => {
    const me = await buyer(database, app, 5_000);
    const { product } = await bookableCounselor(database, { price: 30_000 });
    expect((await call('GET', '/api/client/me/spending-limit', me.token)).json).toEqual({
      monthlyLimit: null,
      pendingLimit: null,
      pendingFrom: null,
      spentThisMonth: 0,
      remaining: null,
    });
    const set = await call('PUT', '/api/client/me/spending-limit', me.token, {
      monthlyLimit: 50_000,
    });
    expect(set.json).toEqual({
      monthlyLimit: 50000,
      pendingLimit: null,
      pendingFrom: null,
      spentThisMonth: 0,
      remaining: 50000,
    });

    // 30,000 charged (points count as no spending): paid with the sandbox.
    const first = await call('POST', '/api/client/orders', me.token, {
      productId: product.id,
      startType: 'IMMEDIATE',
      points: 0,
      agreements: AGREED,
    });
    const approve = await app.request(first.json.checkout.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'action=approve',
    });
    const paymentKey =
      new URL(approve.headers.get('Location') ?? '', 'http://x').searchParams.get('paymentKey') ??
      '';
    await call('POST', '/api/client/payments/confirm', me.token, {
      paymentKey,
      orderId: first.json.order.orderId,
      amount: 30_000,
    });
    expect((await call('GET', '/api/client/me/spending-limit', me.token)).json).toMatchObject({
      spentThisMonth: 30000,
      remaining: 20000,
    });

    const over = await call('POST', '/api/client/orders', me.token, {
      productId: product.id,
      startType: 'IMMEDIATE',
      points: 0,
      agreements: AGREED,
    });
    expect(over.json).toEqual({
      status: 409,
      code: 'SPENDING_LIMIT',
      message: '이번 달 결제 한도를 넘어요. 이번 달에 남은 한도는 20,000원이에요.',
    });
    // With points the charge fits: 30,000 − 5,000 is still over; 20,000 of price would fit.
    expect(
      (
        await call('POST', '/api/client/orders', me.token, {
          productId: product.id,
          startType: 'IMMEDIATE',
          points: 5_000,
          agreements: AGREED,
        })
      ).json.code,
    ).toBe('SPENDING_LIMIT');

    const raised = await call('PUT', '/api/client/me/spending-limit', me.token, {
      monthlyLimit: 100_000,
    });
    expect(raised.json).toEqual({
      monthlyLimit: 50000,
      pendingLimit: 100000,
      pendingFrom: '2026-11-25T01:00:00.000Z',
      spentThisMonth: 30000,
      remaining: 20000,
    });
    clock.ms = NOW_MS + 24 * 3_600_000;
    me.token = (await login(app, me.username, TEST_PASSWORD)).accessToken;
    expect((await call('GET', '/api/client/me/spending-limit', me.token)).json).toEqual({
      monthlyLimit: 100000,
      pendingLimit: null,
      pendingFrom: null,
      spentThisMonth: 30000,
      remaining: 70000,
    });
    const fits = await call('POST', '/api/client/orders', me.token, {
      productId: product.id,
      startType: 'IMMEDIATE',
      points: 0,
      agreements: AGREED,
    });
    expect(fits.status).toBe(201);
    // A held order counts against the limit until its hold ends: 40,000 left now.
    const lowered = await call('PUT', '/api/client/me/spending-limit', me.token, {
      monthlyLimit: 60_000,
    });
    expect(lowered.json).toMatchObject({
      monthlyLimit: 60000,
      pendingLimit: null,
      remaining: 30000,
    });
    expect(
      (
        await call('POST', '/api/client/orders', me.token, {
          productId: product.id,
          startType: 'IMMEDIATE',
          points: 0,
          agreements: AGREED,
        })
      ).json.message,
    ).toBe('이번 달 결제 한도를 모두 썼어요. 남은 한도는 0원이에요.');
    clock.ms = NOW_MS;
  });

  it('refuses a limit that is not whole won from 0 to 10,000,000', async () => {
    const me = await buyer(database, app);
    const bad = await call('PUT', '/api/client/me/spending-limit', me.token, {
      monthlyLimit: 10_000_001,
    });
    expect(bad.json.errors).toEqual([
      { field: 'monthlyLimit', message: '한도는 1,000만 원까지 정할 수 있어요.' },
    ]);
    expect((await call('PUT', '/api/client/me/spending-limit', me.token, {})).status).toBe(400);
    expect((await call('GET', '/api/client/me/spending-limit')).status).toBe(401);
  });
});
