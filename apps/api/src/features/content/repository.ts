import { asc, eq } from 'drizzle-orm';
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

    /** Every rule, by path (the operator's list). */
    all() {
      return db.select().from(routeRules).orderBy(asc(routeRules.path));
    },

    /** Adds the rule, or replaces the one kept for its path. */
    async upsert(rule: RouteRule) {
      const [row] = await db
        .insert(routeRules)
        .values(rule)
        .onConflictDoUpdate({
          target: routeRules.path,
          set: { redirectTo: rule.redirectTo, permanent: rule.permanent },
        })
        .returning();
      if (!row) throw new Error('upsert returned no rule');
      return row;
    },

    async delete(path: string): Promise<boolean> {
      const deleted = await db
        .delete(routeRules)
        .where(eq(routeRules.path, path))
        .returning({ id: routeRules.id });
      return deleted.length > 0;
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
