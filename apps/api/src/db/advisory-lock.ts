import type { Database } from './database';

/** The seed's lock, distinct from the migration lock (postgres-database.ts) migrate() takes. */
export const SEED_LOCK_ID = 8_787_002;

/**
 * Runs `work` holding a PostgreSQL session advisory lock, so api processes starting together on
 * one server do it one after another (the second then finds the first one's rows). PGlite has one
 * process per data folder (data-dir-lock.ts), so there it just runs.
 */
export async function withAdvisoryLock<T>(
  database: Database,
  lockId: number,
  work: () => Promise<T>,
): Promise<T> {
  if (database.driver === 'pglite') return work();
  const lock = await database.client.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [lockId]);
    return await work();
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [lockId]).catch(() => {});
    lock.release();
  }
}
