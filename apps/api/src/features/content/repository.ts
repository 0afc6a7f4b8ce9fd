import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/database';
import { routeRules } from './tables';

export type RouteRule = { path: string; redirectTo: string; permanent: boolean };

export function createRouteRulesRepository(db: AppDb) {
  return {
    async findByPath(path: string): Promise<RouteRule | undefined> {
      const [row] = await db
        .select({
          path: routeRules.path,
          redirectTo: routeRules.redirectTo,
          permanent: routeRules.permanent,
        })
        .from(routeRules)
        .where(eq(routeRules.path, path))
        .limit(1);
      return row;
    },

    /** Inserts rules whose path is not stored yet; an edited stored rule is left as it is. */
    async insertMissing(rules: readonly RouteRule[]): Promise<void> {
      if (rules.length === 0) return;
      await db
        .insert(routeRules)
        .values([...rules])
        .onConflictDoNothing({ target: routeRules.path });
    },
  };
}

export type RouteRulesRepository = ReturnType<typeof createRouteRulesRepository>;
