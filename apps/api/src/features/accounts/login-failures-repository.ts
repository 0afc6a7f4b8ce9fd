import { and, asc, eq, gt, inArray, lte } from 'drizzle-orm';
import type { AppDb } from '../../db/database';
import { loginFailures } from '../../db/schema';

export function createLoginFailuresRepository(db: AppDb) {
  return {
    /** Failure times of one key after `since`, oldest first. */
    async listSince(key: string, since: Date): Promise<Date[]> {
      const rows = await db
        .select({ failedAt: loginFailures.failedAt })
        .from(loginFailures)
        .where(and(eq(loginFailures.key, key), gt(loginFailures.failedAt, since)))
        .orderBy(asc(loginFailures.failedAt));
      return rows.map(({ failedAt }) => failedAt);
    },

    async record(keys: readonly string[], at: Date): Promise<void> {
      if (keys.length === 0) return;
      await db.insert(loginFailures).values(keys.map((key) => ({ key, failedAt: at })));
    },

    async clear(key: string): Promise<void> {
      await db.delete(loginFailures).where(eq(loginFailures.key, key));
    },

    /** Rows at or before `before` no longer count for anything. */
    async prune(keys: readonly string[], before: Date): Promise<void> {
      if (keys.length === 0) return;
      await db
        .delete(loginFailures)
        .where(and(inArray(loginFailures.key, [...keys]), lte(loginFailures.failedAt, before)));
    },
  };
}

export type LoginFailuresRepository = ReturnType<typeof createLoginFailuresRepository>;
