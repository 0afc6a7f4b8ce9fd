import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { Database } from '../../db/database';
import { readDatabaseUrl } from '../../env';
import type { Logger } from '../../lib/logger';
import { createScheduler, scheduledJobs } from '../../lib/scheduler';
import { createStartupTasks, type StartupTasks } from '../../lib/startup';
import { createTestDatabase } from '../../test/db';
import { testEnv } from '../../test/env';
import { jsonCaller } from '../../test/json-call';
import { NOW_MS } from '../../test/orders';
import { login } from '../../test/users';
import { users } from '../accounts';
import { notifications } from '../notifications';
import { orders, pointTransactions, refunds } from '../orders';
import { reservationCells } from '../reservations';
import { createAppMetaRepository } from '../system';
import { DEMO_RESERVATION_KEY, pickDemoSlot } from './demo-reservation';
import { WAIT_JOB } from './lifecycle';
import { counselingSessions } from './tables';

// The demo's pending reservation (README "Demo reservation"): bought at start-up through the
// real order path, so it waits, expires and refunds like a bought one. The test clock: Tuesday
// 2026-11-24, 10:00 in Seoul; 별빛's seeded hours are Monday to Saturday, 09:00–21:00.

const HOUR = 3_600_000;

let database: Database;
const clock = { ms: NOW_MS };
const now = () => new Date(clock.ms);
const errors: string[] = [];
const logger: Logger = { info: () => {}, error: (line) => errors.push(line) };

/** An app as server.ts builds it: its own start-up tasks, run once built. */
function startApi(on: Database = database) {
  const startup = createStartupTasks();
  const scheduler = createScheduler({ db: on.db, now, logger });
  const app = createApp({ env: testEnv(), database: on, logger, now, scheduler, startup });
  return { app, scheduler, startup, call: jsonCaller(app) };
}

let api: ReturnType<typeof startApi>;

beforeAll(async () => {
  database = await createTestDatabase();
  api = startApi();
  await api.startup.runAll(logger);
});

afterAll(() => database.close());

async function pendingOfDemoCounselor() {
  const { accessToken } = await login(api.app, 'demo-counselor', 'demo1234!');
  const list = await api.call(
    'GET',
    '/api/client/counselor/reservations?status=PENDING',
    accessToken,
  );
  expect(list.status).toBe(200);
  return list.json;
}

async function haru() {
  const [row] = await database.db
    .select({ id: users.id, point: users.point })
    .from(users)
    .where(eq(users.username, 'member-haru'));
  if (!row) throw new Error('member-haru is seeded');
  return row;
}

async function demoOrder() {
  const orderId = await createAppMetaRepository(database.db).get(DEMO_RESERVATION_KEY);
  const [row] = await database.db
    .select()
    .from(orders)
    .where(eq(orders.orderId, orderId ?? ''));
  if (!row) throw new Error('the demo order exists');
  return row;
}

describe('the demo reservation of demo-counselor 별빛', () => {
  it('is one PENDING reservation with a respondBy in the counselor’s list, really paid', async () => {
    expect(errors).toEqual([]);
    const pending = await pendingOfDemoCounselor();
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({
      status: 'PENDING',
      startType: 'RESERVATION',
      counselingType: 'CHAT',
      // Thursday the 26th (2 Seoul days ahead), its first evening start: 19:00 in Seoul.
      startTime: '2026-11-26T10:00:00.000Z',
      endTime: '2026-11-26T10:20:00.000Z',
      // min(paid + 24 h, start − 30 min): paid at 10:00 on the 24th.
      respondBy: '2026-11-25T01:00:00.000Z',
      price: 9_900,
      user: { displayName: '하루하루' },
      product: { name: '별빛 타로 20분 채팅 상담' },
    });

    const order = await demoOrder();
    expect(order).toMatchObject({
      status: 'PAID',
      kind: 'SESSION',
      price: 9_900,
      pointsUsed: 9_900,
      amount: 0,
      provider: 'points',
      sessionId: pending[0].id,
      paidAt: new Date(NOW_MS),
    });
    // The slot's cell is the session's, and its wait is a job due at respondBy.
    const cells = await database.db
      .select({ cellStart: reservationCells.cellStart, sessionId: reservationCells.sessionId })
      .from(reservationCells)
      .where(eq(reservationCells.orderId, order.id));
    expect(cells).toEqual([
      { cellStart: new Date('2026-11-26T10:00:00.000Z'), sessionId: pending[0].id },
    ]);
    const waits = await database.db
      .select({ dueAt: scheduledJobs.dueAt })
      .from(scheduledJobs)
      .where(and(eq(scheduledJobs.kind, WAIT_JOB), eq(scheduledJobs.key, String(pending[0].id))));
    expect(waits).toEqual([{ dueAt: new Date('2026-11-25T01:00:00.000Z') }]);

    // 하루하루 was given the price in points and spent them on it.
    const buyer = await haru();
    const ledger = await database.db
      .select({ delta: pointTransactions.delta, kind: pointTransactions.kind })
      .from(pointTransactions)
      .where(eq(pointTransactions.userId, buyer.id))
      .orderBy(asc(pointTransactions.id));
    expect(ledger).toEqual([
      { delta: 9_900, kind: 'GRANT' },
      { delta: -9_900, kind: 'ORDER' },
    ]);
    expect(buyer.point).toBe(0);

    // The PAID notices go out from the scheduler, as for any purchase.
    await api.scheduler.runDue();
    const [notice] = await database.db
      .select({ title: notifications.title, link: notifications.link })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .where(
        and(eq(users.username, 'demo-counselor'), eq(notifications.type, 'PAYMENT_COMPLETED')),
      );
    expect(notice).toEqual({ title: '새 예약이 들어왔어요', link: '/counselor/reservations' });
  });

  it('is bought once: the step again, and another process starting, add nothing', async () => {
    const before = await demoOrder();
    const ordersOf = async (userId: number) =>
      database.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId));
    const bought = await ordersOf((await haru()).id);
    expect(bought).toContainEqual({ id: before.id });
    await api.startup.runAll(logger);
    const restarted = startApi();
    await restarted.startup.runAll(logger);
    expect(errors).toEqual([]);
    expect((await pendingOfDemoCounselor()).map((each: { id: number }) => each.id)).toEqual([
      before.sessionId,
    ]);
    const buyer = await haru();
    expect(await ordersOf(buyer.id)).toEqual(bought);
    expect(buyer.point).toBe(0);
  });

  // One api process per PGlite folder; on PostgreSQL several start together.
  it.runIf(Boolean(readDatabaseUrl()))(
    'two processes starting together on one PostgreSQL buy it once',
    async () => {
      const shared = await createTestDatabase();
      try {
        const [a, b] = [startApi(shared), startApi(shared)];
        await Promise.all([a.startup.runAll(logger), b.startup.runAll(logger)]);
        expect(errors).toEqual([]);
        const rows = await shared.db
          .select({ status: counselingSessions.status })
          .from(counselingSessions)
          .innerJoin(users, eq(users.id, counselingSessions.userId))
          .where(and(eq(users.username, 'member-haru'), eq(counselingSessions.status, 'PENDING')));
        expect(rows).toEqual([{ status: 'PENDING' }]);
      } finally {
        await shared.close();
      }
    },
  );

  it('unanswered past respondBy, the wait job cancels it and refunds the points', async () => {
    const order = await demoOrder();
    clock.ms = Date.parse('2026-11-25T01:00:00.000Z') - 1;
    await api.scheduler.runDue();
    expect(await pendingOfDemoCounselor()).toHaveLength(1);

    clock.ms = Date.parse('2026-11-25T01:00:00.000Z');
    await api.scheduler.runDue();
    clock.ms += HOUR;
    await api.scheduler.runDue();
    expect(await pendingOfDemoCounselor()).toEqual([]);
    const [session] = await database.db
      .select({ status: counselingSessions.status, endedAt: counselingSessions.endedAt })
      .from(counselingSessions)
      .where(eq(counselingSessions.id, order.sessionId ?? 0));
    expect(session).toEqual({
      status: 'CANCELLED_BY_COUNSELOR',
      endedAt: new Date('2026-11-25T01:00:00.000Z'),
    });
    expect(await demoOrder()).toMatchObject({ status: 'REFUNDED', refundedPoints: 9_900 });
    expect(
      await database.db
        .select({
          points: refunds.points,
          amount: refunds.amount,
          reason: refunds.reason,
          key: refunds.idempotencyKey,
          status: refunds.status,
        })
        .from(refunds)
        .where(eq(refunds.orderId, order.id)),
    ).toEqual([
      {
        points: 9_900,
        amount: 0,
        reason: '상담사가 제시간에 응답하지 않았어요.',
        key: `refund:${order.id}:WAIT_EXPIRED`,
        status: 'DONE',
      },
    ]);
    expect((await haru()).point).toBe(9_900);
    // Its time is free again.
    expect(
      await database.db
        .select()
        .from(reservationCells)
        .where(eq(reservationCells.orderId, order.id)),
    ).toEqual([]);
    // Once was the promise: a later start buys no other.
    await api.startup.runAll(logger);
    expect(await pendingOfDemoCounselor()).toEqual([]);
  });

  it('is registered only outside production', () => {
    const registered = (production: boolean) => {
      const names: string[] = [];
      const startup: StartupTasks = {
        register: (name) => names.push(name),
        runAll: async () => {},
      };
      createApp({ env: testEnv({ production }), database, logger, now, startup });
      return names;
    };
    expect(registered(false)).toEqual(['demo reservation']);
    expect(registered(true)).toEqual([]);
  });
});

describe('pickDemoSlot', () => {
  const at = (iso: string) => new Date(iso);
  const tuesday = at('2026-11-24T01:00:00.000Z'); // 10:00 in Seoul

  it('takes the first evening start (19:00 or later, Seoul) 2 days ahead', () => {
    const starts = [
      at('2026-11-25T10:00:00.000Z'), // Wed 19:00: only 1 day ahead
      at('2026-11-26T00:00:00.000Z'), // Thu 09:00
      at('2026-11-26T09:30:00.000Z'), // Thu 18:30
      at('2026-11-26T10:30:00.000Z'), // Thu 19:30
      at('2026-11-26T11:00:00.000Z'), // Thu 20:00
    ];
    expect(pickDemoSlot(starts, tuesday)).toEqual(at('2026-11-26T10:30:00.000Z'));
  });

  it('takes that day’s first start without an evening, and the next day when it has none', () => {
    expect(
      pickDemoSlot([at('2026-11-26T01:00:00.000Z'), at('2026-11-26T02:00:00.000Z')], tuesday),
    ).toEqual(at('2026-11-26T01:00:00.000Z'));
    expect(
      pickDemoSlot([at('2026-11-27T05:00:00.000Z'), at('2026-11-27T11:00:00.000Z')], tuesday),
    ).toEqual(at('2026-11-27T11:00:00.000Z'));
    expect(pickDemoSlot([at('2026-11-28T11:00:00.000Z')], tuesday)).toBeUndefined();
  });
});
