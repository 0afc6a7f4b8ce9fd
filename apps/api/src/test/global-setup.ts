import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { wrapPglite } from '../db/pglite-database';
import { openPostgres } from '../db/postgres-database';
import { prepareDatabase } from '../db/prepare-database';
import { readDatabaseUrl } from '../env';
import './provided';
import { adminQuery, databaseUrlFor, dropDatabase, uniqueDatabaseName } from './postgres-admin';

// Creating and migrating a database is the slow part (PGlite: ~4 s and ~780 MB), so it happens
// once per run; every test file then starts from a copy of this template.
export default async function setup(project: TestProject) {
  const databaseUrl = readDatabaseUrl();
  return databaseUrl ? postgresTemplate(project, databaseUrl) : pgliteTemplate(project);
}

async function pgliteTemplate(project: TestProject) {
  const folder = await mkdtemp(join(tmpdir(), 'arcana-api-test-'));
  const database = wrapPglite(new PGlite());
  try {
    await prepareDatabase(database);
    // Uncompressed: loading it back is faster and the file lives only for this run.
    const tarball = await database.client.dumpDataDir('none');
    const file = join(folder, 'template.tar');
    await writeFile(file, Buffer.from(await tarball.arrayBuffer()));
    project.provide('pgliteTemplate', file);
  } finally {
    await database.close();
  }
  return async () => {
    await rm(folder, { recursive: true, force: true });
  };
}

async function postgresTemplate(project: TestProject, databaseUrl: string) {
  const name = uniqueDatabaseName('arcana_template');
  await adminQuery(databaseUrl, `CREATE DATABASE "${name}"`);
  const database = openPostgres(databaseUrlFor(databaseUrl, name));
  try {
    await prepareDatabase(database);
  } finally {
    // A template must have no open connections while test files copy it.
    await database.close();
  }
  project.provide('postgresTemplate', name);
  return async () => {
    await dropDatabase(databaseUrl, name);
  };
}
