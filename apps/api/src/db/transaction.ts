import type { AppDb } from './database';

/**
 * Runs `work` in one database transaction: repositories built on `tx` inside it commit
 * together or not at all. Services use this instead of touching drizzle themselves.
 */
export function inTransaction<T>(db: AppDb, work: (tx: AppDb) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx));
}
