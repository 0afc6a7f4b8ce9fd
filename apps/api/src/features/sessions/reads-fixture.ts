import { eq } from 'drizzle-orm';
import { createApp } from '../../app';
import type { Database } from '../../db/database';
import { silentLogger } from '../../lib/logger';
import { testEnv } from '../../test/env';
import { jsonCaller } from '../../test/json-call';
import { noticesOfUsers } from '../../test/notices';
import { createTestUser, login, TEST_PASSWORD } from '../../test/users';
import { users } from '../accounts';
import { counselors } from '../counselors';
import { orders, refunds } from '../orders';
import { products } from '../products';
import { counselingSessions, sessionMessages } from './tables';

// Tests only: the whole app with a clock the test moves, real logins, and rows written straight
// into the tables (sessions in any status, orders and refunds as orders would leave them).

/** Tuesday 2026-11-24 12:00 in Seoul. */
export const READS_NOW_MS = Date.parse('2026-11-24T03:00:00.000Z');

let serial = 0;

export function createReadsFixture(database: Database) {
  const { db } = database;
  const clock = { ms: READS_NOW_MS };
  const now = () => new Date(clock.ms);
  const app = createApp({ env: testEnv(), database, logger: silentLogger, now });
  const call = jsonCaller(app);

  async function user(displayName = '테스터', roles = ['USER']) {
    const row = await createTestUser(db, { roles });
    await db.update(users).set({ displayName }).where(eq(users.id, row.id));
    const { accessToken } = await login(app, row.username ?? '', TEST_PASSWORD);
    return { userId: row.id, token: accessToken };
  }

  /** An enabled level-1 counselor with one 30-minute chat product. */
  async function counselor(name: string) {
    const account = await user(`${name}계정`, ['USER', 'COUNSELOR']);
    const [row] = await db
      .insert(counselors)
      .values({ userId: account.userId, level: 1, status: 'ON', name })
      .returning();
    const [product] = await db
      .insert(products)
      .values({
        counselorId: row!.id,
        name: '30분 채팅 상담',
        counselingType: 'CHAT',
        durationMinutes: 30,
        price: 30_000,
      })
      .returning();
    return { ...account, counselorId: row!.id, productId: product!.id };
  }

  async function session(
    values: Partial<typeof counselingSessions.$inferInsert> & {
      userId: number;
      counselorId: number;
    },
  ) {
    const [row] = await db
      .insert(counselingSessions)
      .values({
        status: 'COMPLETED',
        counselingType: 'CHAT',
        startType: 'RESERVATION',
        productName: '30분 채팅 상담',
        durationSeconds: 1800,
        ...values,
      })
      .returning();
    return row!;
  }

  /** A PAID order of the buyer (CREATED when `paid: false`); ADD_TIME orders name their session. */
  async function paidOrder(
    buyer: { userId: number },
    seller: { counselorId: number; productId: number },
    values: {
      price: number;
      pointsUsed?: number;
      kind?: string;
      sessionId?: number;
      paid?: boolean;
    },
  ) {
    serial += 1;
    const pointsUsed = values.pointsUsed ?? 0;
    const [row] = await db
      .insert(orders)
      .values({
        orderId: `reads-order-${process.pid}-${serial}`,
        userId: buyer.userId,
        counselorId: seller.counselorId,
        productId: seller.productId,
        kind: values.kind ?? 'SESSION',
        sessionId: values.sessionId ?? null,
        productName: '30분 채팅 상담',
        counselingType: 'CHAT',
        durationMinutes: values.kind === 'ADD_TIME' ? 10 : 30,
        startType: 'RESERVATION',
        price: values.price,
        pointsUsed,
        amount: values.price - pointsUsed,
        provider: 'sandbox',
        status: values.paid === false ? 'CREATED' : 'PAID',
        holdExpiresAt: now(),
        paidAt: values.paid === false ? null : now(),
      })
      .returning();
    return row!;
  }

  async function refund(
    orderRowId: number,
    values: { amount: number; points?: number; reason: string; at: Date },
  ) {
    await db.insert(refunds).values({
      orderId: orderRowId,
      amount: values.amount,
      points: values.points ?? 0,
      reason: values.reason,
      idempotencyKey: `refund:${orderRowId}:${values.reason}`,
      status: 'DONE',
      createdAt: values.at,
      doneAt: values.at,
    });
  }

  async function messages(sessionId: number, count: number) {
    await db.insert(sessionMessages).values(
      Array.from({ length: count }, (_, i) => ({
        sessionId,
        senderType: i % 2 === 0 ? 'USER' : 'COUNSELOR',
        content: `메시지 ${i + 1}`,
        clientId: `reads-${sessionId}-${i}`,
      })),
    );
  }

  /** Every notification of these users, oldest first. */
  const noticesOf = (...userIds: number[]) => noticesOfUsers(db, userIds);

  return {
    app,
    clock,
    now,
    call,
    user,
    counselor,
    session,
    paidOrder,
    refund,
    messages,
    noticesOf,
  };
}
