import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { lockDataDir } from './data-dir-lock';
import type { PgliteHandle } from './database';
import { migrationsFolder } from './migrations-folder';
import * as schema from './schema';

/** Wraps an open PGlite (a data folder, memory, or a loaded snapshot) as a Database. */
export function wrapPglite(client: PGlite): PgliteHandle {
  const db = drizzle({ client, schema });
  return {
    driver: 'pglite',
    client,
    db,
    migrate: () => migrate(db, { migrationsFolder: migrationsFolder() }),
    // Closing flushes and releases the data folder; skipping it can leave the folder unusable.
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/** Opens (creating if needed) a data folder that this process then owns until close(). */
export async function openPglite(dataDir: string): Promise<PgliteHandle> {
  mkdirSync(dataDir, { recursive: true });
  const unlock = lockDataDir(dataDir);
  try {
    const client = new PGlite({ dataDir });
    await client.waitReady;
    const database = wrapPglite(client);
    return {
      ...database,
      close: async () => {
        await database.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
