import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { silentLogger } from '../lib/logger';
import { createTestDatabase } from '../test/db';
import { testEnv } from '../test/env';
import { login } from '../test/users';
import type { Database } from './database';
import { counselorClientNotes, counselors, orders, users } from './schema';
import { seedBackOffice } from './seed-back-office';

let database: Database;

beforeAll(async () => {
  // The template was seeded already, so seedBackOffice below is a repeat run.
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

async function counts() {
  const [seeded] = await database.db
    .select({
      orders: sql<number>`count(*)::int`,
      refundedPoints: sql<number>`sum(${orders.refundedPoints})::int`,
    })
    .from(orders)
    .where(like(orders.orderId, 'seedoffice-%'));
  const [notes] = await database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(counselorClientNotes)
    .innerJoin(counselors, eq(counselors.id, counselorClientNotes.counselorId))
    .innerJoin(users, eq(users.id, counselors.userId))
    .where(eq(users.username, 'demo-counselor'));
  return { ...seeded, notes: notes?.n };
}

describe('demo-counselor’s back office seed', () => {
  it('holds 16 settled sessions (one partly refunded), 3 client notes; once only', async () => {
    expect(await counts()).toEqual({ orders: 16, refundedPoints: 11_700, notes: 3 });
    await seedBackOffice(database.db, new Date());
    expect(await counts()).toEqual({ orders: 16, refundedPoints: 11_700, notes: 3 });
  });

  it('fills 별빛’s profits page and its calendar exceptions', async () => {
    const app = createApp({ env: testEnv(), database, logger: silentLogger });
    const { accessToken } = await login(app, 'demo-counselor', 'demo1234!');
    const headers = { Authorization: `Bearer ${accessToken}` };
    const year = Number(new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 4));
    const answer = await app.request(`/api/client/counselor/profits?year=${year}`, { headers });
    const profits = (await answer.json()) as {
      months: { sessions: number; net: number }[];
      total: { sessions: number; net: number };
    };
    expect(profits.total.sessions).toBeGreaterThan(0);
    expect(profits.months.reduce((sum, month) => sum + month.net, 0)).toBe(profits.total.net);
    const exceptions = await app.request('/api/client/counselor/available-times/exceptions', {
      headers,
    });
    const kinds = ((await exceptions.json()) as { kind: string }[]).map((each) => each.kind);
    expect(kinds).toEqual(expect.arrayContaining(['EXTRA', 'CLOSED']));
  });
});
