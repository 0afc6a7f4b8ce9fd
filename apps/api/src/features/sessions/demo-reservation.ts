import { seoulDateKey } from '@arcana/domain';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { SEED_LOCK_ID, withAdvisoryLock } from '../../db/advisory-lock';
import type { AppDb, Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import { createUsersRepository } from '../accounts';
import { createCounselorsRepository } from '../counselors';
import type { OrderServices } from '../orders';
import { products } from '../products';
import type { ReservationServices } from '../reservations';
import { createAppMetaRepository } from '../system';
import { demoMessages as m } from './messages';

// The demo's reservation waiting for 별빛's answer (DESIGN "Demo data"): at an api start outside
// production, a seeded member who has met 별빛 before buys one slot of its first timed product
// through the real order path, paid with points. So it is a real one: the order PAID, the cells
// claimed, the PAID notices sent and the wait job planned; unanswered, it runs out and is
// refunded like any other. Bought once per database: the app_meta key holds its orderId.

/** app_meta key of the demo reservation; its value is the order's orderId. */
export const DEMO_RESERVATION_KEY = 'demo_pending_reservation';
export const DEMO_RESERVATION_COUNSELOR = 'demo-counselor';
/** 하루하루 (member-haru), one of the seeded history's clients of 별빛. */
export const DEMO_RESERVATION_BUYER = 'member-haru';

const DAY_MS = 24 * 3_600_000;
const SEOUL_OFFSET_MS = 9 * 3_600_000;
/** The slot lies on the Seoul day 2 days ahead, else 3: time enough to answer in the app. */
const DAYS_AHEAD = [2, 3] as const;
/** An evening slot (Seoul) when the day has one: when most clients book. */
const EVENING_HOUR = 19;

const seoulHourOf = (at: Date) => new Date(at.getTime() + SEOUL_OFFSET_MS).getUTCHours();

/** The first evening start of the earliest of those days that has one, else its first start. */
export function pickDemoSlot(starts: readonly Date[], now: Date): Date | undefined {
  for (const days of DAYS_AHEAD) {
    const day = seoulDateKey(now.getTime() + days * DAY_MS);
    const ofDay = starts.filter((start) => seoulDateKey(start.getTime()) === day);
    const evening = ofDay.find((start) => seoulHourOf(start) >= EVENING_HOUR);
    if (evening ?? ofDay[0]) return evening ?? ofDay[0];
  }
  return undefined;
}

async function firstTimedProduct(db: AppDb, counselorId: number) {
  const [product] = await db
    .select({ id: products.id, price: products.price, durationMinutes: products.durationMinutes })
    .from(products)
    .where(
      and(
        eq(products.counselorId, counselorId),
        eq(products.enabled, true),
        isNotNull(products.durationMinutes),
      ),
    )
    .orderBy(asc(products.id))
    .limit(1);
  return product;
}

export type DemoReservationDeps = {
  database: Database;
  now: Clock;
  logger: Logger;
  orders: Pick<OrderServices, 'createOrder' | 'grantPoints'>;
  reservations: Pick<ReservationServices, 'freeStarts'>;
};

/**
 * Buys the demo reservation unless this database ever had one (under the seed's lock, so two
 * processes starting on one PostgreSQL buy once). Answers the bought order's ids, or null when
 * there was nothing to do or no way to do it (accounts, product or a free slot missing).
 */
export function createDemoReservation(deps: DemoReservationDeps) {
  const { database, now, logger, orders, reservations } = deps;
  const { db } = database;

  async function buy(): Promise<{ orderId: string; sessionId: number } | null> {
    const meta = createAppMetaRepository(db);
    if ((await meta.get(DEMO_RESERVATION_KEY)) !== undefined) return null;
    const users = createUsersRepository(db);
    const counselorUser = await users.findByUsername(DEMO_RESERVATION_COUNSELOR);
    const counselor =
      counselorUser && (await createCounselorsRepository(db).findByUserId(counselorUser.id));
    const buyer = await users.findByUsername(DEMO_RESERVATION_BUYER);
    const product = counselor && (await firstTimedProduct(db, counselor.id));
    if (!counselor || !buyer || !product) {
      logger.info('demo reservation: the demo accounts or product are missing; nothing bought');
      return null;
    }
    const starts = await reservations.freeStarts(counselor.id, product.durationMinutes);
    const slot = pickDemoSlot(starts, now());
    if (!slot) {
      logger.info('demo reservation: no free slot 2–3 days ahead; nothing bought');
      return null;
    }
    if (buyer.point < product.price) {
      await orders.grantPoints(buyer.id, product.price - buyer.point, m.pointsMemo);
    }
    const { order } = await orders.createOrder(buyer.id, {
      productId: product.id,
      startType: 'RESERVATION',
      slotStart: slot.toISOString(),
      points: product.price,
      agreements: { terms: true, refundPolicy: true, privacyThirdParty: true },
    });
    if (order.sessionId === null) throw new Error(`demo order ${order.orderId} made no session`);
    await meta.set(DEMO_RESERVATION_KEY, order.orderId);
    logger.info(`demo reservation: order ${order.orderId}, session ${order.sessionId} pending`);
    return { orderId: order.orderId, sessionId: order.sessionId };
  }

  return () => withAdvisoryLock(database, SEED_LOCK_ID, buy);
}
