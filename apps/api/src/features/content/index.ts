import type { Hono } from 'hono';
import type { AppDb } from '../../db/database';
import { createRouteRulesRepository } from './repository';
import { routeRulesRoutes } from './routes';

/** Route rules the front ends ask for before drawing a path (SPEC §2). */
export function mountContent(app: Hono, { db }: { db: AppDb }) {
  app.route('/api/public/route-rules', routeRulesRoutes(createRouteRulesRepository(db)));
}

export { createRouteRulesRepository, type RouteRule } from './repository';
export { ROUTE_PATH_MAX_LENGTH } from './schemas';
export { pages, routeRules } from './tables';
