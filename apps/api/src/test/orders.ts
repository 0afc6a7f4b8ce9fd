// Test set-up shared by the orders tests: an app on its own database with a clock the test
// moves and a scheduler it runs, a bookable counselor with a product, buyers with tokens.
import type { CreatedOrder, Order } from '@arcana/domain';
import { eq } from 'drizzle-orm';
import { createApp } from '../app';
import type { Database } from '../db/database';
import { users } from '../features/accounts';
import { counselors } from '../features/counselors';
import { products } from '../features/products';
import { counselorWeeklyHours } from '../features/reservations';
import { silentLogger } from '../lib/logger';
import { createScheduler } from '../lib/scheduler';
import type { AppProviders } from '../providers/app-providers';
import { testEnv } from './env';
import { jsonCaller } from './json-call';
import { createTestUser, login, TEST_PASSWORD } from './users';

/** 10:00 in Seoul on a Tuesday; slots start an hour ahead on the half hour. */
export const NOW_MS = Date.parse('2026-11-24T01:00:00.000Z');
export const AGREED = { terms: true, refundPolicy: true, privacyThirdParty: true };

export function ordersTestApp(database: Database, providers: AppProviders = {}) {
  const clock = { ms: NOW_MS };
  const now = () => new Date(clock.ms);
  const scheduler = createScheduler({ db: database.db, now, logger: silentLogger });
  const app = createApp({
    env: testEnv(),
    database,
    logger: silentLogger,
    now,
    scheduler,
    providers,
  });
  return { app, clock, scheduler, call: jsonCaller(app) };
}

let counselorSerial = 0;

/** An enabled, named, level-1 counselor (ON unless told) open every day, with one product. */
export async function bookableCounselor(
  database: Database,
  values: { status?: string; price?: number; durationMinutes?: number | null } = {},
) {
  const { db } = database;
  const user = await createTestUser(db, { roles: ['USER', 'COUNSELOR'] });
  counselorSerial += 1;
  const [counselor] = await db
    .insert(counselors)
    .values({
      userId: user.id,
      level: 1,
      status: values.status ?? 'ON',
      name: `주문테스트${process.pid % 1000}-${counselorSerial}`,
    })
    .returning();
  if (!counselor) throw new Error('no counselor');
  await db.insert(counselorWeeklyHours).values(
    [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      counselorId: counselor.id,
      weekday,
      startTime: '00:00',
      endTime: '24:00',
    })),
  );
  const [product] = await db
    .insert(products)
    .values({
      counselorId: counselor.id,
      name: '30분 채팅 상담',
      counselingType: 'CHAT',
      durationMinutes: values.durationMinutes === undefined ? 30 : values.durationMinutes,
      price: values.price ?? 33_000,
    })
    .returning();
  if (!product) throw new Error('no product');
  return { counselor, product, userId: user.id };
}

/** A buyer with `points` points and an access token. */
export async function buyer(database: Database, app: Parameters<typeof login>[0], points = 0) {
  const user = await createTestUser(database.db);
  if (points > 0) {
    await database.db.update(users).set({ point: points }).where(eq(users.id, user.id));
  }
  const username = user.username ?? '';
  const { accessToken } = await login(app, username, TEST_PASSWORD);
  return { id: user.id, username, token: accessToken };
}

export async function pointsOf(database: Database, userId: number): Promise<number> {
  const [row] = await database.db
    .select({ point: users.point })
    .from(users)
    .where(eq(users.id, userId));
  return row?.point ?? -1;
}

type Fetcher = (path: string, init?: RequestInit) => Response | Promise<Response>;

/**
 * Presses "결제하기" on the sandbox checkout page and answers the paymentKey of the redirect to
 * the success page (not followed: that page is the web app's).
 */
export async function sandboxApprove(request: Fetcher, checkoutUrl: string) {
  const approved = await request(checkoutUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ action: 'approve' }),
    redirect: 'manual',
  });
  const location = new URL(approved.headers.get('Location') ?? '', 'http://web.invalid');
  return location.searchParams.get('paymentKey');
}

/**
 * An order bought and paid through the sandbox over HTTP (create, press 결제하기 on the
 * checkout, confirm), for tests outside orders (the write fuzz, the 401/403 walker) that need a
 * paid order: `request` is `app.request` or a fetch against a served app. `slotStart` makes it
 * a RESERVATION; `points` are spent first (0 charges the whole price through the sandbox).
 */
export async function sandboxPaidOrder(
  request: Fetcher,
  token: string,
  body: { productId: number; slotStart?: string; points?: number },
) {
  const json = (body: unknown): RequestInit => ({
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const created = await request(
    '/api/client/orders',
    json({
      productId: body.productId,
      startType: body.slotStart ? 'RESERVATION' : 'IMMEDIATE',
      ...(body.slotStart ? { slotStart: body.slotStart } : {}),
      points: body.points ?? 0,
      agreements: AGREED,
    }),
  );
  if (created.status !== 201) throw new Error(`order: ${created.status} ${await created.text()}`);
  const { order, checkout } = (await created.json()) as CreatedOrder;
  if (checkout.kind !== 'SANDBOX') return order;
  const confirmed = await request(
    '/api/client/payments/confirm',
    json({
      paymentKey: await sandboxApprove(request, checkout.url),
      orderId: order.orderId,
      amount: order.amount,
    }),
  );
  if (confirmed.status !== 200) {
    throw new Error(`confirm: ${confirmed.status} ${await confirmed.text()}`);
  }
  return (await confirmed.json()) as Order;
}
