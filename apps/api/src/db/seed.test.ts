import { asc, count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/db';
import type { Database } from './database';
import { appMeta, routeRules } from './schema';
import { SEED_VERSION, seed } from './seed';

let database: Database;

beforeAll(async () => {
  // The template was seeded already, so every seed() below is a repeat run.
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

async function snapshot() {
  return database.db
    .select({
      id: routeRules.id,
      path: routeRules.path,
      redirectTo: routeRules.redirectTo,
      permanent: routeRules.permanent,
    })
    .from(routeRules)
    .orderBy(asc(routeRules.path));
}

describe('seed', () => {
  it('holds the two SPEC §2 redirects', async () => {
    expect((await snapshot()).map(({ id: _id, ...rule }) => rule)).toEqual([
      { path: '/introduce', redirectTo: '/help/introduce', permanent: false },
      { path: '/welcome', redirectTo: '/', permanent: false },
    ]);
  });

  it('leaves the same rows when run twice more', async () => {
    const before = await snapshot();
    await seed(database.db);
    await seed(database.db);
    expect(await snapshot()).toEqual(before);
    const [rows] = await database.db.select({ n: count() }).from(routeRules);
    expect(rows?.n).toBe(2);
    const meta = await database.db.select().from(appMeta);
    expect(meta).toEqual([{ key: 'seed_version', value: SEED_VERSION }]);
  });
});
