import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { readDatabaseUrl } from '../env';
import { createEmptyPostgresUrl } from '../test/db';
import { openPostgres } from './postgres-database';
import { prepareDatabase } from './prepare-database';
import { users } from './schema';

// Two api processes started together on an empty PostgreSQL raced in the seed (both found the
// sharing seed's rows missing; one stopped on a unique violation, seen in
// timers-processes.test.ts). The seed now runs under an advisory lock: two starts at once both
// finish without waiting on each other forever, and seed once.

describe.runIf(Boolean(readDatabaseUrl()))('PostgreSQL only: prepareDatabase', () => {
  const cleanups: Array<() => Promise<void>> = [];

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('lets two starts on one empty database both finish, seeding once', async () => {
    const empty = await createEmptyPostgresUrl();
    cleanups.push(empty.drop);
    const first = openPostgres(empty.url);
    const second = openPostgres(empty.url);
    cleanups.push(first.close, second.close);
    await Promise.all([prepareDatabase(first), prepareDatabase(second)]);
    const [once] = await first.db.select({ n: count() }).from(users);
    await prepareDatabase(first);
    const [again] = await first.db.select({ n: count() }).from(users);
    expect(again?.n).toBe(once?.n);
  }, 120_000);
});
