import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CreatedOrder } from '@arcana/domain';
import { and, asc, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { openPostgres } from '../../db/postgres-database';
import { readDatabaseUrl } from '../../env';
import { silentLogger } from '../../lib/logger';
import { createScheduler, scheduledJobs } from '../../lib/scheduler';
import { type ApiProcess, startApiProcess, stopApiProcess } from '../../test/api-process';
import { createEmptyPostgresUrl } from '../../test/db';
import { AGREED, sandboxApprove } from '../../test/orders';
import { users } from '../accounts';
import { counselors } from '../counselors';
import { notifications } from '../notifications';
import { orders, refunds } from '../orders';
import { products } from '../products';
import { NO_SHOW_JOB } from './lifecycle';
import { createLifecycleRepository } from './lifecycle-repository';
import { counselingSessions } from './tables';

// DESIGN "Session lifecycle": the session's timers are jobs of the one database-backed scheduler,
// so they fire once when several api processes share one PostgreSQL, and a timer planned before
// a restart fires after it. Real api processes (src/server.ts through tsx, like `pnpm dev`), a
// real purchase through the sandbox, and the dev shift route to reach the no-show check without
// waiting 10 minutes. Runs under `pnpm --filter @arcana/api test:pg`.

const usePostgres = Boolean(readDatabaseUrl());
const JWT_SECRET = 'timers-across-processes-secret-0123456789';

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function send(api: ApiProcess, method: string, path: string, token?: string, body?: unknown) {
  const response = await fetch(`${api.base}${path}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (response.status >= 300) throw new Error(`${method} ${path} → ${response.status} ${text}`);
  // biome-ignore lint/suspicious/noExplicitAny: answers read field by field
  return (text ? JSON.parse(text) : null) as any;
}

async function tokenOf(api: ApiProcess, username: string): Promise<string> {
  const body = { username, password: 'demo1234!' };
  return (await send(api, 'POST', '/api/auth/login', undefined, body)).accessToken;
}

describe.runIf(usePostgres)('PostgreSQL only: session timers across api processes', () => {
  let folder: string;
  let env: Record<string, string>;
  let drop: () => Promise<void>;
  let database: Database;
  const running: ApiProcess[] = [];

  const launch = async () => {
    const api = await startApiProcess(env);
    running.push(api);
    return api;
  };

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'arcana-session-timers-'));
    const empty = await createEmptyPostgresUrl();
    drop = empty.drop;
    // One secret for every process: a token from one is good at the other, as behind a balancer.
    env = { DATABASE_URL: empty.url, DATA_DIR: join(folder, 'pglite'), JWT_SECRET };
    database = openPostgres(empty.url);
  });

  afterAll(async () => {
    await Promise.all(running.map((api) => stopApiProcess(api, 'SIGKILL')));
    await database?.close();
    await drop?.();
    await rm(folder, { recursive: true, force: true });
  });

  /** The seeded counselor's user id, counselor id and its first timed product. */
  async function counselorOf(username: string) {
    const [row] = await database.db
      .select({ userId: users.id, counselorId: counselors.id, productId: products.id })
      .from(users)
      .innerJoin(counselors, eq(counselors.userId, users.id))
      .innerJoin(products, eq(products.counselorId, counselors.id))
      .where(and(eq(users.username, username), eq(products.enabled, true)))
      .orderBy(asc(products.id))
      .limit(1);
    if (!row) throw new Error(`no seeded counselor ${username}`);
    return row;
  }

  /**
   * demo-user buys an IMMEDIATE session of the counselor through the sandbox on `api`, the
   * counselor accepts it (the no-show check is due 10 minutes later) and the user enters it.
   */
  async function sessionWaitingForCounselor(api: ApiProcess, counselorUsername: string) {
    const seller = await counselorOf(counselorUsername);
    const mark = await lastNotificationId();
    const userToken = await tokenOf(api, 'demo-user');
    const counselorToken = await tokenOf(api, counselorUsername);
    const created: CreatedOrder = await send(api, 'POST', '/api/client/orders', userToken, {
      productId: seller.productId,
      startType: 'IMMEDIATE',
      points: 0,
      agreements: AGREED,
    });
    const request = (path: string, init?: RequestInit) => fetch(`${api.base}${path}`, init);
    const paymentKey = await sandboxApprove(
      request,
      created.checkout.kind === 'SANDBOX' ? created.checkout.url : '',
    );
    const order = await send(api, 'POST', '/api/client/payments/confirm', userToken, {
      paymentKey,
      orderId: created.order.orderId,
      amount: created.order.amount,
    });
    const [session] = await database.db
      .select({ id: counselingSessions.id, orderRowId: orders.id })
      .from(counselingSessions)
      .innerJoin(orders, eq(orders.id, counselingSessions.orderId))
      .where(eq(orders.orderId, order.orderId));
    if (!session) throw new Error('the payment made no session');
    const path = `/api/client/counselor/sessions/${session.id}/accept`;
    await send(api, 'PATCH', path, counselorToken);
    const enter = `/api/client/counseling/sessions/${session.id}/user/enter`;
    expect((await send(api, 'PATCH', enter, userToken)).session.status).toBe('PREPARING');
    // The notices so far (PAID: C SESSION_REQUESTED, U PAYMENT; ACCEPT: U COUNSELING_CALL;
    // the user first in: C SESSION_USER_ENTERED) go out after their commits; wait for all four.
    const userId = await demoUserId();
    await until('the notices of the payment, the accept and the entry', async () =>
      (await noticesSince(mark, [userId, seller.userId])).length >= 4 ? true : undefined,
    );
    return { id: session.id, orderRowId: session.orderRowId, seller };
  }

  const statusOf = async (id: number) => {
    const [row] = await database.db
      .select({ status: counselingSessions.status })
      .from(counselingSessions)
      .where(eq(counselingSessions.id, id));
    return row?.status;
  };

  const noShowJobs = (id: number) =>
    database.db
      .select({ dueAt: scheduledJobs.dueAt })
      .from(scheduledJobs)
      .where(
        and(
          eq(scheduledJobs.kind, 'sessions.no-show'),
          eq(scheduledJobs.key, String(id)),
          isNull(scheduledJobs.deadAt),
        ),
      );

  const lastNotificationId = async () => {
    const [row] = await database.db
      .select({ id: notifications.id })
      .from(notifications)
      .orderBy(desc(notifications.id))
      .limit(1);
    return row?.id ?? 0;
  };

  /** Notices to the user and the counselor created after `afterId`, oldest first. */
  const noticesSince = (afterId: number, userIds: number[]) =>
    database.db
      .select({
        audience: notifications.audience,
        userId: notifications.userId,
        type: notifications.type,
      })
      .from(notifications)
      .where(and(gt(notifications.id, afterId), inArray(notifications.userId, userIds)))
      .orderBy(asc(notifications.id));

  const refundsOf = (orderRowId: number) =>
    database.db
      .select({ amount: refunds.amount, status: refunds.status })
      .from(refunds)
      .where(eq(refunds.orderId, orderRowId));

  async function demoUserId() {
    const [row] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'demo-user'));
    return row?.id ?? 0;
  }

  it('a no-show check due while two processes run fires once: one refund, one notice each', async () => {
    const [a, b] = await Promise.all([launch(), launch()]);
    if (!a || !b) throw new Error('both processes must start');
    const { id, orderRowId, seller } = await sessionWaitingForCounselor(a, 'demo-counselor');
    expect(await noShowJobs(id)).toHaveLength(1);
    const before = await lastNotificationId();

    // Ten minutes pass (B moves them), and the check comes due on both processes at once.
    await send(b, 'POST', `/api/dev/sessions/${id}/shift`, undefined, { minutes: 11 });
    await until('NO_SHOW_COUNSELOR', async () =>
      (await statusOf(id)) === 'NO_SHOW_COUNSELOR' ? true : undefined,
    );
    await until('its notices', async () =>
      (await noticesSince(before, [seller.userId])).length > 0 ? true : undefined,
    );
    // A second run on the other process would show by now (both poll every second).
    await new Promise((resolve) => setTimeout(resolve, 3_000));

    const userId = await demoUserId();
    expect(await noticesSince(before, [userId, seller.userId])).toEqual([
      { audience: 'USER', userId, type: 'PAYMENT' },
      { audience: 'COUNSELOR', userId: seller.userId, type: 'SESSION_CANCELLED' },
    ]);
    const [order] = await database.db
      .select({ amount: orders.amount, status: orders.status })
      .from(orders)
      .where(eq(orders.id, orderRowId));
    expect(await refundsOf(orderRowId)).toEqual([{ amount: order?.amount, status: 'DONE' }]);
    expect(await noShowJobs(id)).toEqual([]);
    expect(await statusOf(id)).toBe('NO_SHOW_COUNSELOR');

    expect(await stopApiProcess(a, 'SIGTERM')).toBe(0);
    expect(await stopApiProcess(b, 'SIGTERM')).toBe(0);
  }, 120_000);

  it('a no-show check planned before the processes stop fires after a new one starts', async () => {
    const a = await launch();
    const { id, orderRowId, seller } = await sessionWaitingForCounselor(a, 'counselor01');
    const before = await lastNotificationId();
    expect(await stopApiProcess(a, 'SIGTERM')).toBe(0);

    // While no api runs, 11 minutes pass: what the dev shift does, done here without a process
    // (the session's times and its no-show job, due at the accept + 10 minutes, move back).
    expect(await createLifecycleRepository(database.db).shift(id, 11, new Date())).toBeDefined();
    const scheduler = createScheduler({ db: database.db, logger: silentLogger });
    await scheduler.shift({ kind: NO_SHOW_JOB, key: String(id) }, -11 * 60_000);
    const [job] = await noShowJobs(id);
    expect(job?.dueAt.getTime()).toBeLessThan(Date.now());
    expect(await statusOf(id)).toBe('PREPARING');

    const restarted = await launch();
    await until('NO_SHOW_COUNSELOR after the restart', async () =>
      (await statusOf(id)) === 'NO_SHOW_COUNSELOR' ? true : undefined,
    );
    await until('its notices', async () =>
      (await noticesSince(before, [seller.userId])).length > 0 ? true : undefined,
    );
    await new Promise((resolve) => setTimeout(resolve, 2_000));

    const userId = await demoUserId();
    expect(await noticesSince(before, [userId, seller.userId])).toEqual([
      { audience: 'USER', userId, type: 'PAYMENT' },
      { audience: 'COUNSELOR', userId: seller.userId, type: 'SESSION_CANCELLED' },
    ]);
    expect(await refundsOf(orderRowId)).toHaveLength(1);
    expect(await noShowJobs(id)).toEqual([]);
    expect(await stopApiProcess(restarted, 'SIGTERM')).toBe(0);
  }, 120_000);
});
