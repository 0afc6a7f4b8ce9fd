import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import type { Database } from '../db/database';
import { wrapPglite } from '../db/pglite-database';
import { openPostgres } from '../db/postgres-database';
import { readDatabaseUrl } from '../env';
import './provided';
import {
  createDatabaseFrom,
  databaseUrlFor,
  dropDatabase,
  uniqueDatabaseName,
} from './postgres-admin';

/**
 * A migrated and seeded database of its own for one test file: a copy of the run's template
 * (PGlite snapshot, or a PostgreSQL database created from the template database when
 * DATABASE_URL is set). close() releases it; on PostgreSQL it also drops it.
 */
export async function createTestDatabase(): Promise<Database> {
  const databaseUrl = readDatabaseUrl();
  if (databaseUrl) {
    const name = uniqueDatabaseName('arcana_test');
    await createDatabaseFrom(databaseUrl, name, inject('postgresTemplate'));
    return droppedOnClose(databaseUrl, name);
  }
  const tarball = await readFile(inject('pgliteTemplate'));
  const client = new PGlite({ loadDataDir: new Blob([tarball]) });
  await client.waitReady;
  return wrapPglite(client);
}

/** A database with no tables at all, for proving the migrations build one from nothing. */
export async function createEmptyDatabase(): Promise<Database> {
  const databaseUrl = readDatabaseUrl();
  if (databaseUrl) {
    const name = uniqueDatabaseName('arcana_empty');
    await createDatabaseFrom(databaseUrl, name, 'template0');
    return droppedOnClose(databaseUrl, name);
  }
  const client = new PGlite();
  await client.waitReady;
  return wrapPglite(client);
}

/** Creates an empty PostgreSQL database and returns its URL; only when DATABASE_URL is set. */
export async function createEmptyPostgresUrl(): Promise<{ url: string; drop(): Promise<void> }> {
  const databaseUrl = readDatabaseUrl();
  if (!databaseUrl) throw new Error('createEmptyPostgresUrl needs DATABASE_URL');
  const name = uniqueDatabaseName('arcana_server');
  await createDatabaseFrom(databaseUrl, name, 'template0');
  return { url: databaseUrlFor(databaseUrl, name), drop: () => dropDatabase(databaseUrl, name) };
}

function droppedOnClose(databaseUrl: string, name: string): Database {
  const database = openPostgres(databaseUrlFor(databaseUrl, name));
  const close = database.close;
  return {
    ...database,
    close: async () => {
      await close();
      await dropDatabase(databaseUrl, name);
    },
  };
}
