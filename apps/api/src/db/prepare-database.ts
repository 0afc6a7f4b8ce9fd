import { SEED_LOCK_ID, withAdvisoryLock } from './advisory-lock';
import type { Database } from './database';
import { seed } from './seed';

/** Brings any database up to date: the server start, the test template and the tests use it. */
export async function prepareDatabase(database: Database): Promise<void> {
  await database.migrate();
  // Several api processes may start together on an empty PostgreSQL: each seed looks up what is
  // missing and inserts it, so two at once both found a row missing and the second one's insert
  // failed on a unique key, stopping that process. One after another, the second finds it all.
  await withAdvisoryLock(database, SEED_LOCK_ID, () => seed(database.db));
}
