import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { createErrorHandler } from '../../lib/error-handler';
import { silentLogger } from '../../lib/logger';
import { createScheduler } from '../../lib/scheduler';
import { requireLogin } from '../../middleware/auth';
import type { PaymentProvider } from '../../providers/payments/payment-provider';
import { testEnv } from '../../test/env';
import { jsonCaller } from '../../test/json-call';
import { createTestUser } from '../../test/users';
import { users } from '../accounts';
import { counselors } from '../counselors';
import type { FeatureDeps } from '../feature-deps';
import { products } from '../products';
import { mountReservations } from '../reservations';
import type { OrderHooks, PaidOrder, VoidedOrder } from './context';
import { mountOrders } from './index';

// Tests only: orders mounted on its own app with a stand-in of the sessions feature that
// records what onPaid and onVoided were given (SESSION orders get session 900000 + order row
// id; ADD_TIME orders answer the session they name, or the 409 the test asks for), a login
// stand-in (`Bearer t<userId>`), and a scheduler the test runs by hand.

export type OrdersHarness = Awaited<ReturnType<typeof createOrdersHarness>>;

export async function createOrdersHarness(
  database: Database,
  startMs: number,
  providers: { payments?: PaymentProvider } = {},
) {
  const { db } = database;
  const clock = { ms: startMs };
  const now = () => new Date(clock.ms);
  const scheduler = createScheduler({ db, now, logger: silentLogger });
  const paid: PaidOrder[] = [];
  const voided: { orderRowId: number; order: VoidedOrder | undefined }[] = [];
  /** When set, onPaid of an ADD_TIME order refuses with this 409 (the session moved on). */
  const refuseAddTime: { current: { code: string; message: string } | null } = { current: null };
  const hooks: OrderHooks = {
    async onPaid(_tx, order) {
      paid.push(order);
      if (order.kind !== 'ADD_TIME') return { sessionId: 900_000 + order.id };
      if (refuseAddTime.current) {
        throw new AppError(409, refuseAddTime.current.code, refuseAddTime.current.message);
      }
      return { sessionId: order.sessionId ?? 0 };
    },
    async onVoided(orderRowId, order) {
      voided.push({ orderRowId, order });
    },
  };

  const app = new Hono();
  app.use(
    '/api/client/*',
    requireLogin({
      async authenticate(token) {
        const userId = Number(token.slice(1));
        return Number.isSafeInteger(userId) ? { userId, roles: ['USER'], familyId: 'test' } : null;
      },
    }),
  );
  const feature = {
    db,
    database,
    env: testEnv(),
    now,
    logger: silentLogger,
    scheduler,
    providers,
    production: false,
  } as unknown as FeatureDeps;
  const reservations = mountReservations(app, feature);
  const orders = mountOrders(app, { ...feature, reservations });
  // biome-ignore lint/correctness/useHookAtTopLevel: orders' callback setter, not a React hook
  orders.useSessions(hooks);
  app.onError(createErrorHandler(silentLogger));

  /** A buyer with `points` points; its token is `t<id>`. */
  async function buyer(points = 0) {
    const row = await createTestUser(db);
    if (points > 0) await db.update(users).set({ point: points }).where(eq(users.id, row.id));
    return { id: row.id, token: `t${row.id}` };
  }

  /** An enabled, level-1 counselor 별하<n> with a 30-minute chat product of `price`. */
  async function counselorProduct(price = 30_000) {
    const row = await createTestUser(db, { roles: ['USER', 'COUNSELOR'] });
    const [counselor] = await db
      .insert(counselors)
      .values({ userId: row.id, level: 1, status: 'ON', name: `별하${row.id}` })
      .returning();
    if (!counselor) throw new Error('no counselor');
    const [product] = await db
      .insert(products)
      .values({
        counselorId: counselor.id,
        name: '30분 채팅 상담',
        counselingType: 'CHAT',
        durationMinutes: 30,
        price,
      })
      .returning();
    if (!product) throw new Error('no product');
    return { counselor, product };
  }

  async function pointsOf(userId: number): Promise<number> {
    const [row] = await db.select({ point: users.point }).from(users).where(eq(users.id, userId));
    return row?.point ?? -1;
  }

  return {
    app,
    call: jsonCaller(app),
    clock,
    scheduler,
    orders,
    paid,
    voided,
    refuseAddTime,
    buyer,
    counselorProduct,
    pointsOf,
  };
}
