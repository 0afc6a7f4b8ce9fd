import type { Database } from './database';
import { seed } from './seed';

/** Distinct from the migration lock (postgres-database.ts), which migrate() takes on its own. */
const SEED_LOCK_ID = 8_787_002;

/** Brings any database up to date: the server start, the test template and the tests use it. */
export async function prepareDatabase(database: Database): Promise<void> {
  await database.migrate();
  if (database.driver === 'pglite') {
    await seed(database.db);
    return;
  }
  // Several api processes may start together on an empty PostgreSQL: each seed looks up what is
  // missing and inserts it, so two at once both found a row missing and the second one's insert
  // failed on a unique key, stopping that process. One after another, the second finds it all.
  const lock = await database.client.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [SEED_LOCK_ID]);
    await seed(database.db);
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [SEED_LOCK_ID]).catch(() => {});
    lock.release();
  }
}
