import type { Env } from '../env';
import type { Database } from './database';
import { openPglite } from './pglite-database';
import { openPostgres } from './postgres-database';

/** PostgreSQL when DATABASE_URL is set, else the embedded PGlite data folder. */
export async function createDatabase(env: Pick<Env, 'databaseUrl' | 'dataDir'>): Promise<Database> {
  if (env.databaseUrl) return openPostgres(env.databaseUrl);
  return openPglite(env.dataDir);
}
