// The counselor back office's tests (products, available times, reservations, client notes,
// reviews, profits): the orders test app (a clock the test moves, a scheduler it runs), bookable
// counselors logged in as themselves, buyers with points.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { users } from '../features/accounts';
import { createTestDatabase } from './db';
import { bookableCounselor, buyer, ordersTestApp } from './orders';
import { login, TEST_PASSWORD } from './users';

export type BackOffice = Awaited<ReturnType<typeof createBackOffice>>;

export async function createBackOffice() {
  const database: Database = await createTestDatabase();
  const test = ordersTestApp(database);
  const { app } = test;

  /** A bookable counselor (open every day, one 30-minute 33,000원 CHAT product) and its token. */
  async function counselor(values: Parameters<typeof bookableCounselor>[1] = {}) {
    const made = await bookableCounselor(database, values);
    const [user] = await database.db
      .select({ username: users.username })
      .from(users)
      .where(eq(users.id, made.userId));
    const { accessToken } = await login(app, user?.username ?? '', TEST_PASSWORD);
    return { ...made, token: accessToken };
  }

  return {
    ...test,
    database,
    db: database.db,
    counselor,
    buyer: (points = 0) => buyer(database, app, points),
    close: () => database.close(),
  };
}
