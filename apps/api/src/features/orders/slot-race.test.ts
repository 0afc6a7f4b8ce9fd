import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { readDatabaseUrl } from '../../env';
import { createTestDatabase } from '../../test/db';
import { AGREED, bookableCounselor, buyer, NOW_MS, ordersTestApp } from '../../test/orders';
import { counselingSessions } from '../sessions';
import { orders } from './tables';

// DESIGN "Available times and slots": a slot is sold once, by a database constraint. Fifty
// buyers ask for one slot at the same moment (on PostgreSQL each request has its own
// connection, so they truly race); exactly one holds it and pays, the rest get 409 SLOT_TAKEN
// with a Korean message and are charged nothing.

const database = await createTestDatabase();
const { app, call } = ordersTestApp(database);
const driver = readDatabaseUrl() ? 'PostgreSQL' : 'PGlite';

afterAll(async () => {
  await database.close();
});

describe(`fifty buyers of one slot (${driver})`, () => {
  it('gives exactly one order, one payment and one session', async () => {
    const { product, counselor } = await bookableCounselor(database);
    const buyers = await Promise.all(Array.from({ length: 50 }, () => buyer(database, app)));
    const slotStart = new Date(NOW_MS + 3 * 3_600_000).toISOString();
    const answers = await Promise.all(
      buyers.map((me) =>
        call('POST', '/api/client/orders', me.token, {
          productId: product.id,
          startType: 'RESERVATION',
          slotStart,
          points: 0,
          agreements: AGREED,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    const refused = answers.find((answer) => answer.status === 409);
    expect(refused?.json).toEqual({
      status: 409,
      code: 'SLOT_TAKEN',
      message: expect.stringMatching(/[가-힣]/),
    });

    const winnerIndex = answers.findIndex((answer) => answer.status === 201);
    const winner = answers[winnerIndex]?.json;
    const token = buyers[winnerIndex]?.token ?? '';
    const approve = await app.request(winner.checkout.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'action=approve',
    });
    const location = new URL(approve.headers.get('Location') ?? '', 'http://x');
    const body = {
      paymentKey: location.searchParams.get('paymentKey'),
      orderId: winner.order.orderId,
      amount: 33_000,
    };
    const confirms = await Promise.all(
      Array.from({ length: 5 }, () => call('POST', '/api/client/payments/confirm', token, body)),
    );
    expect(confirms.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);

    const [ordered] = await database.db
      .select({ n: count() })
      .from(orders)
      .where(eq(orders.counselorId, counselor.id));
    expect(ordered?.n).toBe(1);
    const [sessions] = await database.db
      .select({ n: count() })
      .from(counselingSessions)
      .where(eq(counselingSessions.counselorId, counselor.id));
    expect(sessions?.n).toBe(1);
  }, 60_000);
});
