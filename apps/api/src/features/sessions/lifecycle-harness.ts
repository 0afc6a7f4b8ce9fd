import type { CounselorStatusEvent, SenderType } from '@arcana/domain';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Database } from '../../db/database';
import { createErrorHandler } from '../../lib/error-handler';
import { silentLogger } from '../../lib/logger';
import { createScheduler } from '../../lib/scheduler';
import { requireLogin } from '../../middleware/auth';
import { noticesOfUsers } from '../../test/notices';
import { createTestUser } from '../../test/users';
import { counselors } from '../counselors';
import type { FeatureDeps } from '../feature-deps';
import { createRealtime } from '../notifications';
import { type OrderHooks, type OrderServices, orders } from '../orders';
import { products } from '../products';
import { counselorWeeklyHours, mountReservations } from '../reservations';
import { mountSessions } from '.';
import { counselingSessions } from './tables';

// Tests only: the sessions feature mounted on its own app with a stand-in of orders that counts
// refunds, a login stand-in (`Bearer t<userId>`), and a scheduler the test runs by hand.

export type RefundCall = { orderRowId: number; cause: string; reason: string };
export type PartialRefundCall = RefundCall & { value: number };

export function createLifecycleHarness(database: Database, startMs: number) {
  const { db } = database;
  const clock = { ms: startMs };
  const now = () => new Date(clock.ms);
  const roles = new Map<number, string[]>();
  const scheduler = createScheduler({ db, now, logger: silentLogger });
  const { notifier } = createRealtime({ database, now, logger: silentLogger });
  const refundCalls: RefundCall[] = [];
  const partialRefundCalls: PartialRefundCall[] = [];
  const statusEvents: CounselorStatusEvent[] = [];
  const refundFailures = { left: 0 };
  let hooks: OrderHooks | undefined;
  const ordersStandIn = {
    useSessions(given: OrderHooks) {
      hooks = given;
    },
    async refundInFull(orderRowId: number, refund: { cause: string; reason: string }) {
      refundCalls.push({ orderRowId, ...refund });
      if (refundFailures.left > 0) {
        refundFailures.left -= 1;
        throw new Error('provider down (stand-in)');
      }
    },
    async refundPartial(
      orderRowId: number,
      refund: { cause: string; reason: string; value: number },
    ) {
      partialRefundCalls.push({ orderRowId, ...refund });
    },
  };
  const counselorsStandIn = {
    async publishStatus(event: CounselorStatusEvent | null) {
      if (event) statusEvents.push(event);
    },
  };

  const app = new Hono();
  app.use(
    '/api/client/*',
    requireLogin({
      async authenticate(token) {
        const userId = Number(token.slice(1));
        const held = roles.get(userId);
        return held ? { userId, roles: held, familyId: 'test' } : null;
      },
    }),
  );
  const feature = {
    db,
    database,
    now,
    logger: silentLogger,
    scheduler,
    notifier,
    production: false,
  };
  const reservations = mountReservations(app, feature as unknown as FeatureDeps);
  const lifecycle = mountSessions(app, {
    ...(feature as unknown as FeatureDeps),
    orders: ordersStandIn as unknown as OrderServices,
    reservations,
    counselors: counselorsStandIn,
  });
  app.onError(createErrorHandler(silentLogger));

  let orderCounter = 0;

  async function user() {
    const row = await createTestUser(db);
    roles.set(row.id, ['USER']);
    return { userId: row.id, token: `t${row.id}` };
  }

  /** A counselor open every day, all day, with a 30-minute chat product. */
  async function counselor() {
    const row = await createTestUser(db, { roles: ['USER', 'COUNSELOR'] });
    roles.set(row.id, ['USER', 'COUNSELOR']);
    const [made] = await db
      .insert(counselors)
      .values({ userId: row.id, level: 1, status: 'ON', name: `별하${row.id}` })
      .returning();
    const counselorId = made!.id;
    await db.insert(counselorWeeklyHours).values(
      [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
        counselorId,
        weekday,
        startTime: '00:00',
        endTime: '24:00',
      })),
    );
    const [product] = await db
      .insert(products)
      .values({
        counselorId,
        name: '30분 채팅 상담',
        counselingType: 'CHAT',
        durationMinutes: 30,
        price: 30_000,
      })
      .returning();
    return { userId: row.id, counselorId, productId: product!.id, token: `t${row.id}` };
  }

  /**
   * What orders does on a confirmed payment: a PAID order (its slot held first for a
   * RESERVATION), onPaid in the confirm's transaction, then the scheduler's run of the notices.
   */
  async function pay(
    buyer: { userId: number },
    seller: { counselorId: number; productId: number },
    slotStart: Date | null = null,
    money: { price: number; pointsUsed: number } = { price: 30_000, pointsUsed: 0 },
    beforePaid?: () => void,
  ) {
    orderCounter += 1;
    const at = now();
    const [order] = await db
      .insert(orders)
      .values({
        orderId: `test-order-${startMs}-${orderCounter}-${buyer.userId}`,
        userId: buyer.userId,
        counselorId: seller.counselorId,
        productId: seller.productId,
        productName: '30분 채팅 상담',
        counselingType: 'CHAT',
        durationMinutes: 30,
        startType: slotStart ? 'RESERVATION' : 'IMMEDIATE',
        slotStart,
        price: money.price,
        pointsUsed: money.pointsUsed,
        amount: money.price - money.pointsUsed,
        provider: 'sandbox',
        status: 'PAID',
        holdExpiresAt: new Date(at.getTime() + 15 * 60_000),
        paidAt: at,
      })
      .returning();
    if (slotStart) {
      await db.transaction((tx) =>
        reservations.holdSlot(tx, {
          counselorId: seller.counselorId,
          start: slotStart,
          durationMinutes: 30,
          orderId: order!.id,
          holdExpiresAt: order!.holdExpiresAt,
        }),
      );
    }
    if (!hooks) throw new Error('sessions did not call orders.useSessions');
    const onPaid = hooks.onPaid;
    beforePaid?.();
    const { sessionId } = await db.transaction((tx) => onPaid(tx, order!));
    await scheduler.runDue();
    return { sessionId, orderRowId: order!.id, order: order! };
  }

  async function session(id: number) {
    const [row] = await db.select().from(counselingSessions).where(eq(counselingSessions.id, id));
    return row!;
  }

  /** Every notification of these users, oldest first. */
  const noticesOf = (...userIds: number[]) => noticesOfUsers(db, userIds);

  function call(method: string, path: string, token?: string, json?: unknown) {
    const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
    if (json !== undefined) headers['Content-Type'] = 'application/json';
    return app.request(path, {
      method,
      headers,
      ...(json === undefined ? {} : { body: JSON.stringify(json) }),
    });
  }

  /**
   * What the room hub does when a room stream of `side` opens or closes: the lease written
   * (now), then the lifecycle told.
   */
  async function stream(sessionId: number, side: SenderType, change: 'open' | 'closed') {
    const at = now();
    await db
      .update(counselingSessions)
      .set(side === 'USER' ? { userSeenAt: at } : { counselorSeenAt: at })
      .where(eq(counselingSessions.id, sessionId));
    await lifecycle.presenceChanged(sessionId, side, change);
  }

  /** The 5 s refresh of a live stream's lease. */
  async function refreshLease(sessionId: number, side: SenderType) {
    await db
      .update(counselingSessions)
      .set(side === 'USER' ? { userSeenAt: now() } : { counselorSeenAt: now() })
      .where(eq(counselingSessions.id, sessionId));
  }

  async function counselorStatus(counselorId: number) {
    const [row] = await db.select().from(counselors).where(eq(counselors.id, counselorId));
    return { status: row!.status, statusAfterSession: row!.statusAfterSession };
  }

  return {
    app,
    clock,
    now,
    scheduler,
    lifecycle,
    reservations,
    refundCalls,
    partialRefundCalls,
    statusEvents,
    refundFailures,
    stream,
    refreshLease,
    counselorStatus,
    hooks: () => hooks!,
    user,
    counselor,
    pay,
    session,
    noticesOf,
    call,
  };
}
