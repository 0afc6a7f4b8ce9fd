import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { silentLogger } from '../../lib/logger';
import { createScheduler } from '../../lib/scheduler';
import { createTestDatabase } from '../../test/db';
import { testEnv } from '../../test/env';
import { jsonCaller } from '../../test/json-call';
import { createTestUser, login, TEST_PASSWORD } from '../../test/users';
import { users } from '../accounts';
import { counselors } from '../counselors';
import { notifications } from '../notifications';
import { orders, refunds, sandboxPayments } from '../orders';
import { products } from '../products';
import { counselorWeeklyHours, reservationCells } from '../reservations';
import { counselingSessions } from './tables';

// The lifecycle against the real orders feature and the sandbox provider: bought through the
// checkout, then declined, timed out, cancelled by the user, voided and cancelled by the
// operator. Each refunds once (one refund row, at most one provider cancel, points back).

// Tuesday 2026-11-24 10:00 in Seoul.
const NOW_MS = Date.parse('2026-11-24T01:00:00.000Z');
const SLOT = '2026-11-24T05:00:00.000Z'; // 14:00 Seoul
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

let serial = 0;

async function loggedIn(roles: string[], points = 0) {
  const user = await createTestUser(db, { roles });
  if (points > 0) await db.update(users).set({ point: points }).where(eq(users.id, user.id));
  const { accessToken } = await login(app, user.username ?? '', TEST_PASSWORD);
  return { userId: user.id, token: accessToken };
}

async function seller() {
  const account = await loggedIn(['USER', 'COUNSELOR']);
  serial += 1;
  const [counselor] = await db
    .insert(counselors)
    .values({ userId: account.userId, level: 1, status: 'ON', name: `생애주기${serial}` })
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

/** Orders, approves at the sandbox checkout and confirms, as the success page does. */
async function buy(
  buyer: { token: string },
  productId: number,
  slotStart: string | null,
  points = 0,
) {
  const created = await call('POST', '/api/client/orders', buyer.token, {
    productId,
    startType: slotStart ? 'RESERVATION' : 'IMMEDIATE',
    ...(slotStart ? { slotStart } : {}),
    points,
    agreements: AGREED,
  });
  expect(created.status).toBe(201);
  const { orderId, amount } = created.json.order as { orderId: string; amount: number };
  const pressed = await app.request(`/api/public/payments/sandbox/checkout/${orderId}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action: 'approve' }).toString(),
  });
  const location = new URL(pressed.headers.get('Location') ?? '', 'http://web.example');
  const paymentKey = location.searchParams.get('paymentKey') ?? '';
  const confirmed = await call('POST', '/api/client/payments/confirm', buyer.token, {
    paymentKey,
    orderId,
    amount,
  });
  expect(confirmed.status).toBe(200);
  await scheduler.runDue(); // the PAID row's notices
  const [order] = await db.select().from(orders).where(eq(orders.orderId, orderId));
  return { orderId, orderRowId: order!.id, sessionId: confirmed.json.sessionId as number };
}

/** The refund rows, the sandbox's cancels and the session's status of an order. */
async function moneyOf(orderRowId: number, orderId: string) {
  const refundRows = await db.select().from(refunds).where(eq(refunds.orderId, orderRowId));
  const [sandbox] = await db
    .select()
    .from(sandboxPayments)
    .where(eq(sandboxPayments.orderId, orderId));
  const [session] = await db
    .select()
    .from(counselingSessions)
    .where(eq(counselingSessions.orderId, orderRowId));
  return {
    status: session?.status,
    refunds: refundRows.map(({ amount, points, reason }) => ({ amount, points, reason })),
    cancels: sandbox?.cancels.length,
  };
}

async function typesOf(...userIds: number[]) {
  const rows = await db
    .select()
    .from(notifications)
    .where(inArray(notifications.userId, userIds))
    .orderBy(asc(notifications.id));
  return rows.map(({ audience, type }) => `${audience}:${type}`);
}

async function pointsOf(userId: number) {
  const [row] = await db.select({ point: users.point }).from(users).where(eq(users.id, userId));
  return row?.point;
}

describe('the lifecycle with the real orders feature', () => {
  it('a declined reservation: one refund (money and points), one provider cancel, the slot free again', async () => {
    clock.ms = NOW_MS;
    const counselor = await seller();
    const buyer = await loggedIn(['USER'], 5_000);
    const bought = await buy(buyer, counselor.productId, SLOT, 3_000);
    expect(await pointsOf(buyer.userId)).toBe(2_000);
    expect(await typesOf(buyer.userId, counselor.userId)).toEqual([
      'COUNSELOR:PAYMENT_COMPLETED',
      'USER:PAYMENT',
    ]);
    const path = `/api/client/counselor/sessions/${bought.sessionId}/decline`;
    expect((await call('PATCH', path, counselor.token)).status).toBe(200);
    expect((await call('PATCH', path, counselor.token)).status).toBe(409);
    clock.ms = NOW_MS + 10 * 60_000;
    await scheduler.runDue();
    expect(await moneyOf(bought.orderRowId, bought.orderId)).toEqual({
      status: 'CANCELLED_BY_COUNSELOR',
      refunds: [{ amount: 30_000, points: 3_000, reason: '상담사가 상담 요청을 거절했어요.' }],
      cancels: 1,
    });
    expect(await pointsOf(buyer.userId)).toBe(5_000);
    expect(await typesOf(buyer.userId, counselor.userId)).toEqual([
      'COUNSELOR:PAYMENT_COMPLETED',
      'USER:PAYMENT',
      'USER:PAYMENT',
    ]);
    const cells = await db
      .select()
      .from(reservationCells)
      .where(
        and(
          eq(reservationCells.counselorId, counselor.counselorId),
          eq(reservationCells.orderId, bought.orderRowId),
        ),
      );
    expect(cells).toEqual([]);
    // The next buyer gets the same slot.
    const next = await loggedIn(['USER']);
    const again = await buy(next, counselor.productId, SLOT);
    expect(again.sessionId).toBeGreaterThan(bought.sessionId);
  });

  it('an IMMEDIATE request nobody answers: the wait’s job refunds once', async () => {
    clock.ms = NOW_MS;
    const counselor = await seller();
    const buyer = await loggedIn(['USER']);
    const bought = await buy(buyer, counselor.productId, null);
    clock.ms = NOW_MS + 2 * 60_000;
    await scheduler.runDue();
    clock.ms = NOW_MS + 30 * 60_000;
    await scheduler.runDue();
    expect(await moneyOf(bought.orderRowId, bought.orderId)).toEqual({
      status: 'CANCELLED_BY_COUNSELOR',
      refunds: [{ amount: 33_000, points: 0, reason: '상담사가 제시간에 응답하지 않았어요.' }],
      cancels: 1,
    });
    expect(await typesOf(buyer.userId, counselor.userId)).toEqual([
      'COUNSELOR:SESSION_REQUESTED',
      'USER:PAYMENT',
      'USER:PAYMENT',
    ]);
  });

  it('the user cancels an accepted reservation 61 minutes ahead: one refund, both told', async () => {
    clock.ms = NOW_MS;
    const counselor = await seller();
    const buyer = await loggedIn(['USER']);
    const bought = await buy(buyer, counselor.productId, SLOT);
    const accept = `/api/client/counselor/sessions/${bought.sessionId}/accept`;
    expect((await call('PATCH', accept, counselor.token)).status).toBe(200);
    clock.ms = Date.parse(SLOT) - 61 * 60_000;
    // Three hours on, the access token has expired: log in again.
    const [account] = await db.select().from(users).where(eq(users.id, buyer.userId));
    const { accessToken } = await login(app, account?.username ?? '', TEST_PASSWORD);
    const cancel = `/api/client/counseling/sessions/${bought.sessionId}/cancel`;
    expect((await call('PATCH', cancel, accessToken)).status).toBe(200);
    expect(await moneyOf(bought.orderRowId, bought.orderId)).toEqual({
      status: 'CANCELLED_BY_USER',
      refunds: [{ amount: 33_000, points: 0, reason: '고객님이 상담을 취소했어요.' }],
      cancels: 1,
    });
    expect(await typesOf(buyer.userId, counselor.userId)).toEqual([
      'COUNSELOR:PAYMENT_COMPLETED',
      'USER:PAYMENT',
      'USER:COUNSELING_SESSION',
      'USER:PAYMENT',
      'COUNSELOR:SESSION_CANCELLED',
    ]);
  });

  it('a sandbox void and an operator cancel through /api/admin', async () => {
    clock.ms = NOW_MS;
    const counselor = await seller();
    const buyer = await loggedIn(['USER'], 5_000);
    const admin = await loggedIn(['USER', 'ADMIN']);
    const voided = await buy(buyer, counselor.productId, SLOT, 3_000);
    const voidAnswer = await call(
      'POST',
      `/api/admin/payments/${voided.orderId}/void`,
      admin.token,
    );
    expect(voidAnswer.status).toBe(200);
    const afterVoid = await moneyOf(voided.orderRowId, voided.orderId);
    expect(afterVoid.status).toBe('CANCELLED_BY_PAYMENT');
    expect(afterVoid.refunds).toHaveLength(1);
    expect(afterVoid.refunds[0]?.points).toBe(3_000);
    expect(await pointsOf(buyer.userId)).toBe(5_000);

    const cancelled = await buy(buyer, counselor.productId, null);
    const path = `/api/admin/sessions/${cancelled.sessionId}/cancel`;
    const first = await call('POST', path, admin.token);
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ id: cancelled.sessionId, status: 'CANCELLED' });
    expect((await call('POST', path, admin.token)).status).toBe(409);
    expect(await moneyOf(cancelled.orderRowId, cancelled.orderId)).toEqual({
      status: 'CANCELLED',
      refunds: [{ amount: 33_000, points: 0, reason: '운영자가 상담을 취소했어요.' }],
      cancels: 1,
    });
    expect(await typesOf(buyer.userId, counselor.userId)).toEqual([
      'COUNSELOR:PAYMENT_COMPLETED',
      'USER:PAYMENT',
      'USER:PAYMENT',
      'COUNSELOR:SESSION_CANCELLED',
      'COUNSELOR:SESSION_REQUESTED',
      'USER:PAYMENT',
      'USER:PAYMENT',
      'COUNSELOR:SESSION_CANCELLED',
    ]);
  });
});
