import type { Database } from './database';
import { seed } from './seed';

/** Brings any database up to date: the server start, the test template and the tests use it. */
export async function prepareDatabase(database: Database): Promise<void> {
  await database.migrate();
  await seed(database.db);
}
