import { randomBytes } from 'node:crypto';
import pg from 'pg';

// Test databases get generated names made of [a-z0-9_] only, so quoting them is enough.
export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
}

/** DATABASE_URL with another database name, for a database created next to it. */
export function databaseUrlFor(databaseUrl: string, name: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement on the server's maintenance connection (CREATE/DROP DATABASE). */
export async function adminQuery(databaseUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function createDatabaseFrom(
  databaseUrl: string,
  name: string,
  template: string,
): Promise<void> {
  // Two workers copying one template at the same moment can collide; a short retry settles it.
  for (let attempt = 1; ; attempt++) {
    try {
      await adminQuery(databaseUrl, `CREATE DATABASE "${name}" TEMPLATE "${template}"`);
      return;
    } catch (error) {
      if (attempt >= 5 || (error as { code?: string }).code !== '55006') throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
}

export async function dropDatabase(databaseUrl: string, name: string): Promise<void> {
  await adminQuery(databaseUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}
