import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import type * as schema from './schema';

/** The drizzle handle repositories receive: the part both drivers share, one SQL dialect. */
export type AppDb = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseDriver = 'pglite' | 'postgres';

type DatabaseBase = {
  db: AppDb;
  /** Applies pending migrations from src/db/migrations (copied to dist/migrations on build). */
  migrate(): Promise<void>;
  close(): Promise<void>;
};

export type Database =
  | (DatabaseBase & { driver: 'pglite'; client: PGlite })
  | (DatabaseBase & { driver: 'postgres'; client: Pool });

export type PgliteHandle = Extract<Database, { driver: 'pglite' }>;
export type PostgresHandle = Extract<Database, { driver: 'postgres' }>;
