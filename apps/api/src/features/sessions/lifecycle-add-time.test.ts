import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { silentLogger } from '../../lib/logger';
import { createScheduler } from '../../lib/scheduler';
import { createTestDatabase } from '../../test/db';
import { testEnv } from '../../test/env';
import { jsonCaller } from '../../test/json-call';
import { createTestUser, login, TEST_PASSWORD } from '../../test/users';
import { counselors } from '../counselors';
import { notifications } from '../notifications';
import { orders, refunds, sandboxPayments } from '../orders';
import { products } from '../products';
import { counselorWeeklyHours } from '../reservations';
import { counselingSessions } from './tables';

// Added time and the counselor's absence against the real orders feature and the sandbox: the
// user buys 10 more minutes from inside the room (POST …/extensions, checkout, confirm twice:
// charged once, extended once, both sides see it), and a counselor gone 5 minutes refunds the
// unused minutes pro rata through the provider's partial cancel, the added order first.

// Tuesday 2026-11-24 10:00 in Seoul.
const NOW_MS = Date.parse('2026-11-24T01:00:00.000Z');
const MINUTE = 60_000;
const AGREED = { terms: true, refundPolicy: true, privacyThirdParty: true };

const database = await createTestDatabase();
const { db } = database;
const clock = { ms: NOW_MS };
const now = () => new Date(clock.ms);
const scheduler = createScheduler({ db, now, logger: silentLogger });
const app = createApp({ env: testEnv(), database, logger: silentLogger, now, scheduler });
const call = jsonCaller(app);

afterAll(async () => {
  await database.close();
});

async function loggedIn(roles: string[]) {
  const user = await createTestUser(db, { roles });
  const { accessToken } = await login(app, user.username ?? '', TEST_PASSWORD);
  return { userId: user.id, token: accessToken };
}

/** A counselor open all week with a 30-minute chat product at 33,000원. */
async function seller() {
  const account = await loggedIn(['USER', 'COUNSELOR']);
  const [counselor] = await db
    .insert(counselors)
    .values({ userId: account.userId, level: 1, status: 'ON', name: `시간추가${account.userId}` })
    .returning();
  await db.insert(counselorWeeklyHours).values(
    [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      counselorId: counselor!.id,
      weekday,
      startTime: '00:00',
      endTime: '24:00',
    })),
  );
  const [product] = await db
    .insert(products)
    .values({
      counselorId: counselor!.id,
      name: '30분 채팅 상담',
      counselingType: 'CHAT',
      durationMinutes: 30,
      price: 33_000,
    })
    .returning();
  return { ...account, counselorId: counselor!.id, productId: product!.id };
}

/** Approves the sandbox checkout of an order and answers the confirm body. */
async function approve(orderId: string, amount: number) {
  const pressed = await app.request(`/api/public/payments/sandbox/checkout/${orderId}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action: 'approve' }).toString(),
  });
  const location = new URL(pressed.headers.get('Location') ?? '', 'http://web.example');
  return { paymentKey: location.searchParams.get('paymentKey') ?? '', orderId, amount };
}

/** An IMMEDIATE session bought, accepted and entered by both (IN_PROGRESS from NOW_MS). */
async function started() {
  clock.ms = NOW_MS;
  const counselor = await seller();
  const buyer = await loggedIn(['USER']);
  const created = await call('POST', '/api/client/orders', buyer.token, {
    productId: counselor.productId,
    startType: 'IMMEDIATE',
    points: 0,
    agreements: AGREED,
  });
  expect(created.status).toBe(201);
  const { orderId, amount } = created.json.order as { orderId: string; amount: number };
  const confirmed = await call(
    'POST',
    '/api/client/payments/confirm',
    buyer.token,
    await approve(orderId, amount),
  );
  expect(confirmed.status).toBe(200);
  const sessionId = confirmed.json.sessionId as number;
  const base = `/api/client/counseling/sessions/${sessionId}`;
  expect(
    (await call('PATCH', `/api/client/counselor/sessions/${sessionId}/accept`, counselor.token))
      .status,
  ).toBe(200);
  expect((await call('PATCH', `${base}/user/enter`, buyer.token)).status).toBe(200);
  expect((await call('PATCH', `${base}/counselor/enter`, counselor.token)).status).toBe(200);
  await scheduler.runDue();
  const [order] = await db.select().from(orders).where(eq(orders.orderId, orderId));
  return { counselor, buyer, sessionId, base, orderId, orderRowId: order!.id };
}

/** What the room streams' 5 s refresh does: both leases fresh at the clock's now. */
async function bothLive(sessionId: number) {
  await db
    .update(counselingSessions)
    .set({ userSeenAt: now(), counselorSeenAt: now() })
    .where(eq(counselingSessions.id, sessionId));
}

async function typesOf(...userIds: number[]) {
  const rows = await db
    .select()
    .from(notifications)
    .where(inArray(notifications.userId, userIds))
    .orderBy(asc(notifications.id));
  return rows.map(({ audience, type }) => `${audience}:${type}`);
}

async function refundsOf(orderRowId: number) {
  const rows = await db.select().from(refunds).where(eq(refunds.orderId, orderRowId));
  return rows.map(({ amount, points, reason }) => ({ amount, points, reason }));
}

describe('added time with the real orders feature', () => {
  it('10 more minutes at 11,000원: confirmed twice, charged once, extended once on both sides; C: PAYMENT_COMPLETED', async () => {
    const { counselor, buyer, sessionId, base } = await started();
    clock.ms = NOW_MS + 5 * MINUTE;
    await bothLive(sessionId);
    const room = await call('GET', `${base}/room`, buyer.token);
    expect(room.json).toMatchObject({ addTimePrice: 11_000, can: { addTime: true } });
    const created = await call('POST', `${base}/extensions`, buyer.token, { points: 0 });
    expect(created.status).toBe(201);
    expect(created.json.order).toMatchObject({
      kind: 'ADD_TIME',
      sessionId,
      price: 11_000,
      amount: 11_000,
      status: 'CREATED',
    });
    expect(created.json.checkout).toMatchObject({ kind: 'SANDBOX' });
    const body = await approve(created.json.order.orderId, 11_000);
    const first = await call('POST', '/api/client/payments/confirm', buyer.token, body);
    const second = await call('POST', '/api/client/payments/confirm', buyer.token, body);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.json).toMatchObject({ status: 'PAID', sessionId });
    await scheduler.runDue();
    const [sandbox] = await db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.orderId, created.json.order.orderId));
    expect(sandbox).toMatchObject({ amount: 11_000, status: 'DONE' });
    const [session] = await db
      .select()
      .from(counselingSessions)
      .where(eq(counselingSessions.id, sessionId));
    expect(session?.durationSeconds).toBe(2400);
    for (const token of [buyer.token, counselor.token]) {
      expect((await call('GET', `${base}/room`, token)).json).toMatchObject({
        clock: { paidSeconds: 2400 },
      });
    }
    expect((await typesOf(buyer.userId, counselor.userId)).slice(-1)).toEqual([
      'COUNSELOR:PAYMENT_COMPLETED',
    ]);
  });

  it('the counselor gone 5 minutes after 12 of 40 paid minutes: 11,000원 of the added order and 19,800원 of the original back', async () => {
    const { counselor, buyer, sessionId, base, orderRowId } = await started();
    const created = await call('POST', `${base}/extensions`, buyer.token, { points: 0 });
    const body = await approve(created.json.order.orderId, 11_000);
    expect((await call('POST', '/api/client/payments/confirm', buyer.token, body)).status).toBe(
      200,
    );
    const [added] = await db
      .select()
      .from(orders)
      .where(eq(orders.orderId, created.json.order.orderId));
    clock.ms = NOW_MS + 12 * MINUTE;
    await bothLive(sessionId);
    expect((await call('PATCH', `${base}/counselor/exit`, counselor.token)).status).toBe(200);
    clock.ms = NOW_MS + 17 * MINUTE;
    await db
      .update(counselingSessions)
      .set({ userSeenAt: now() })
      .where(eq(counselingSessions.id, sessionId));
    await scheduler.runDue();
    await scheduler.runDue();
    const state = await call('GET', `${base}/room`, buyer.token);
    expect(state.json).toMatchObject({
      session: { status: 'COMPLETED' },
      endReason: 'COUNSELOR_ABSENT',
      clock: { billedSeconds: 720, paidSeconds: 2400 },
    });
    const reason = '상담사가 5분 넘게 자리를 비워 사용하지 않은 시간을 환불했어요.';
    expect(await refundsOf(added!.id)).toEqual([{ amount: 11_000, points: 0, reason }]);
    expect(await refundsOf(orderRowId)).toEqual([{ amount: 19_800, points: 0, reason }]);
    expect((await typesOf(buyer.userId, counselor.userId)).slice(-2)).toEqual([
      'USER:PAYMENT',
      'COUNSELOR:SESSION_ENDED',
    ]);
    const [row] = await db
      .select()
      .from(counselors)
      .where(eq(counselors.id, counselor.counselorId));
    expect(row?.status).toBe('ON');
  });
});
