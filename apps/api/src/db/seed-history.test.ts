import { addTimePrice } from '@arcana/domain';
import { and, asc, count, eq, inArray, like } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { silentLogger } from '../lib/logger';
import { createTestDatabase } from '../test/db';
import { testEnv } from '../test/env';
import { jsonCaller } from '../test/json-call';
import { login } from '../test/users';
import {
  counselingReviews,
  counselingSessions,
  counselors,
  orders,
  payments,
  products,
  refunds,
  sessionMessages,
  users,
} from './schema';
import { seed } from './seed';
import { HISTORY_SESSIONS } from './seed-history-data';

// The seed's past sessions (seed-history.ts) as the lifecycle, orders and reviews would have
// left them, read back through the same routes the pages use.

const database = await createTestDatabase();
const { db } = database;
const app = createApp({ env: testEnv(), database, logger: silentLogger });
const call = jsonCaller(app);

afterAll(async () => {
  await database.close();
});

/** The history's sessions, found through their orders, in the data's order. */
async function historySessions() {
  const rows = await db
    .select({ session: counselingSessions, order: orders, username: users.username })
    .from(counselingSessions)
    .innerJoin(orders, eq(orders.id, counselingSessions.orderId))
    .innerJoin(users, eq(users.id, counselingSessions.userId))
    .where(like(orders.orderId, 'seedhist-%'))
    .orderBy(asc(counselingSessions.id));
  return rows;
}

describe('the seeded session history', () => {
  it('holds every planned session, finished, with its people and product', async () => {
    const rows = await historySessions();
    expect(rows.map((row) => row.order.orderId)).toEqual(
      HISTORY_SESSIONS.map((session) => `seedhist-${session.key}`),
    );
    for (const [i, { session, username }] of rows.entries()) {
      const planned = HISTORY_SESSIONS[i]!;
      expect(username).toBe(planned.username);
      expect(session.productName).toBe(planned.productName);
      expect(session.billedSeconds).toBe(planned.billedSeconds);
      if (planned.end === 'NO_SHOW_COUNSELOR') {
        expect(session).toMatchObject({
          status: 'NO_SHOW_COUNSELOR',
          endReason: null,
          startedAt: null,
        });
        expect(session.counselorEnteredAt).toBeNull();
      } else {
        expect(session).toMatchObject({ status: 'COMPLETED', endReason: planned.end });
        expect(session.endedAt!.getTime() - session.startedAt!.getTime()).toBe(
          planned.billedSeconds * 1_000,
        );
        if (session.durationSeconds !== null) {
          expect(session.billedSeconds).toBeLessThanOrEqual(session.durationSeconds);
        }
        if (planned.end === 'TIME_UP') expect(session.billedSeconds).toBe(session.durationSeconds);
      }
      expect(session.hasReview).toBe(planned.review !== undefined);
      expect(session.endedAt!.getTime()).toBeLessThan(Date.now());
      expect([session.userInRoom, session.counselorInRoom]).toEqual([false, false]);
    }
    // Spread over the last months, the newest a few days ago.
    const starts = rows.map((row) => row.session.startTime!.getTime());
    expect(Math.max(...starts)).toBeLessThan(Date.now() - 2 * 86_400_000);
    expect(Math.min(...starts)).toBeLessThan(Date.now() - 60 * 86_400_000);
  });

  it('writes each transcript both ways inside its session, read to the end', async () => {
    for (const { session } of await historySessions()) {
      const lines = await db
        .select()
        .from(sessionMessages)
        .where(eq(sessionMessages.sessionId, session.id))
        .orderBy(asc(sessionMessages.id));
      expect(lines.length).toBeGreaterThan(0);
      const from = (session.startedAt ?? session.userEnteredAt)!.getTime();
      for (const line of lines) {
        expect(line.createdAt.getTime()).toBeGreaterThanOrEqual(from);
        expect(line.createdAt.getTime()).toBeLessThanOrEqual(session.endedAt!.getTime());
      }
      const times = lines.map((line) => line.createdAt.getTime());
      expect(times).toEqual([...times].sort((a, b) => a - b));
      const sides = new Set(lines.map((line) => line.senderType));
      const last = lines.at(-1)!.id;
      if (session.status === 'NO_SHOW_COUNSELOR') {
        expect([...sides]).toEqual(['USER']);
        expect([session.userReadId, session.counselorReadId]).toEqual([last, 0]);
      } else {
        expect(sides).toEqual(new Set(['USER', 'COUNSELOR']));
        expect([session.userReadId, session.counselorReadId]).toEqual([last, last]);
      }
    }
  });

  it('pays each through the sandbox; the no-show is refunded in full; added time is an order of its own', async () => {
    const rows = await historySessions();
    for (const { session, order } of rows) {
      const [payment] = await db.select().from(payments).where(eq(payments.orderId, order.id));
      const orderRefunds = await db.select().from(refunds).where(eq(refunds.orderId, order.id));
      expect(order).toMatchObject({ kind: 'SESSION', pointsUsed: 0, amount: order.price });
      expect(order.paidAt!.getTime()).toBeLessThanOrEqual(session.startTime!.getTime());
      if (session.status === 'NO_SHOW_COUNSELOR') {
        expect(order).toMatchObject({ status: 'REFUNDED', refundedAmount: order.amount });
        expect(payment).toMatchObject({ status: 'CANCELED', amount: order.amount });
        expect(orderRefunds).toMatchObject([
          {
            amount: order.amount,
            points: 0,
            status: 'DONE',
            reason: '상담사가 상담에 들어오지 않았어요.',
          },
        ]);
      } else {
        expect(order).toMatchObject({ status: 'PAID', refundedAmount: 0 });
        expect(payment).toMatchObject({ status: 'DONE', amount: order.amount, method: '카드' });
        expect(orderRefunds).toEqual([]);
      }
    }
    const [withTime] = rows.filter((row) => row.order.orderId === 'seedhist-demo-02');
    const [product] = await db
      .select()
      .from(products)
      .where(eq(products.id, withTime!.order.productId));
    const added = await db.select().from(orders).where(eq(orders.sessionId, withTime!.session.id));
    expect(added).toMatchObject([
      { kind: 'ADD_TIME', status: 'PAID', durationMinutes: 10, price: addTimePrice(product!) },
    ]);
    expect(withTime!.session.durationSeconds).toBe(product!.durationMinutes! * 60 + 600);
  });

  it('leaves some reviewed (some replied) and some still reviewable', async () => {
    const rows = await historySessions();
    const reviews = await db
      .select()
      .from(counselingReviews)
      .where(
        inArray(
          counselingReviews.sessionId,
          rows.map((row) => row.session.id),
        ),
      );
    expect(reviews).toHaveLength(HISTORY_SESSIONS.filter((s) => s.review).length);
    expect(reviews.filter((review) => review.reply !== null).length).toBeGreaterThanOrEqual(2);
    expect(reviews.filter((review) => review.reply === null).length).toBeGreaterThanOrEqual(1);
    const reviewable = rows.filter(
      (row) => row.session.status === 'COMPLETED' && !row.session.hasReview,
    );
    expect(reviewable.filter((row) => row.username === 'demo-user').length).toBeGreaterThanOrEqual(
      2,
    );
  });

  it('gives the counselors the e2e suites use (counselor16–18) no session', async () => {
    const [row] = await db
      .select({ n: count() })
      .from(orders)
      .innerJoin(counselors, eq(counselors.id, orders.counselorId))
      .innerJoin(users, eq(users.id, counselors.userId))
      .where(
        and(
          like(orders.orderId, 'seedhist-%'),
          inArray(users.username, ['counselor16', 'counselor17', 'counselor18']),
        ),
      );
    expect(row?.n).toBe(0);
  });

  it('reads back through the detail, 상담 내역 and the counselor’s list', async () => {
    const rows = await historySessions();
    const user = await login(app, 'demo-user', 'demo1234!');
    const noShow = rows.find((row) => row.session.status === 'NO_SHOW_COUNSELOR')!;
    const detail = await call(
      'GET',
      `/api/client/counseling/sessions/${noShow.session.id}`,
      user.accessToken,
    );
    expect(detail.status).toBe(200);
    expect(detail.json).toMatchObject({
      status: 'NO_SHOW_COUNSELOR',
      me: 'USER',
      payment: {
        amount: noShow.order.amount,
        refundedAmount: noShow.order.amount,
        addTimeCount: 0,
      },
      reviewable: false,
    });
    const withTime = rows.find((row) => row.order.orderId === 'seedhist-demo-02')!;
    const extended = await call(
      'GET',
      `/api/client/counseling/sessions/${withTime.session.id}`,
      user.accessToken,
    );
    expect(extended.json).toMatchObject({ usedSeconds: 2_400, payment: { addTimeCount: 1 } });

    const seoulDay = (ms: number) => new Date(ms + 9 * 3_600_000).toISOString().slice(0, 10);
    const mine = await call(
      'GET',
      `/api/client/counseling/sessions/me?start=${seoulDay(Date.now() - 120 * 86_400_000)}&end=${seoulDay(Date.now())}`,
      user.accessToken,
    );
    const demoIds = rows.filter((row) => row.username === 'demo-user').map((row) => row.session.id);
    expect(mine.json.map((item: { id: number }) => item.id)).toEqual(
      expect.arrayContaining(demoIds),
    );

    const counselor = await login(app, 'demo-counselor', 'demo1234!');
    const list = await call(
      'GET',
      '/api/client/counselor/sessions?pageSize=50',
      counselor.accessToken,
    );
    expect(list.status).toBe(200);
    const listed = list.json.content.map((item: { id: number }) => item.id);
    const demoCounselorId = rows[0]!.session.counselorId;
    const ofDemoCounselor = rows.filter((row) => row.session.counselorId === demoCounselorId);
    expect(ofDemoCounselor.length).toBeGreaterThanOrEqual(4);
    expect(listed).toEqual(expect.arrayContaining(ofDemoCounselor.map((row) => row.session.id)));
  });

  it('adds nothing when the seed runs again', async () => {
    const counts = async () => ({
      orders: (await db.select({ n: count() }).from(orders))[0]?.n,
      messages: (await db.select({ n: count() }).from(sessionMessages))[0]?.n,
      reviews: (await db.select({ n: count() }).from(counselingReviews))[0]?.n,
      sessions: (await db.select({ n: count() }).from(counselingSessions))[0]?.n,
    });
    const before = await counts();
    await seed(db);
    expect(await counts()).toEqual(before);
  });
});
