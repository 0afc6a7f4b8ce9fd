import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { PostgresHandle } from './database';
import { migrationsFolder } from './migrations-folder';
import * as schema from './schema';

// Any constant works; it only has to be the same in every api process sharing the database.
const MIGRATION_LOCK_ID = 8_787_001;

export function wrapPostgres(pool: pg.Pool): PostgresHandle {
  // An idle pooled connection that the server ends (restart, failover, DROP ... WITH FORCE)
  // emits 'error' on the pool; unhandled, that would crash the whole process. The pool drops
  // the dead client and opens a new one on the next query.
  pool.on('error', (error) => {
    console.error(`PostgreSQL connection lost: ${error.message}`);
  });
  const db = drizzle({ client: pool, schema });
  let closed = false;
  return {
    driver: 'postgres',
    client: pool,
    db,
    // Several api processes may start together against one PostgreSQL: an advisory lock makes
    // them migrate one after another instead of racing on the same CREATE TABLE.
    migrate: async () => {
      const lock = await pool.connect();
      try {
        await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migrate(db, { migrationsFolder: migrationsFolder() });
      } finally {
        await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        lock.release();
      }
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

export function openPostgres(connectionString: string): PostgresHandle {
  return wrapPostgres(new pg.Pool({ connectionString, max: 10 }));
}
