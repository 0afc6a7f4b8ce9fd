import { sql } from 'drizzle-orm';
import type { AppDb } from '../../db/database';

export function createHealthRepository(db: AppDb) {
  return {
    /** Round-trips `select 1`; throws when the database cannot answer. */
    async ping(): Promise<void> {
      await db.execute(sql`select 1`);
    },
  };
}
