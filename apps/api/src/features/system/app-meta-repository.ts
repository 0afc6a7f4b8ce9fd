import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/database';
import { appMeta } from './tables';

export function createAppMetaRepository(db: AppDb) {
  return {
    async get(key: string): Promise<string | undefined> {
      const [row] = await db.select().from(appMeta).where(eq(appMeta.key, key)).limit(1);
      return row?.value;
    },

    async set(key: string, value: string): Promise<void> {
      await db
        .insert(appMeta)
        .values({ key, value })
        .onConflictDoUpdate({ target: appMeta.key, set: { value } });
    },
  };
}
