import type { Hono } from 'hono';
import type { Database } from '../../db/database';
import type { Logger } from '../../lib/logger';
import { createHealthRepository } from './health-repository';
import { devRoutes } from './routes-dev';
import { healthRoutes } from './routes-health';
import { openApiRoutes } from './routes-openapi';

/** Health, the OpenAPI document of the whole app and the dev ping/echo of the body pipeline. */
export function mountSystem(
  app: Hono,
  { database, logger, production }: { database: Database; logger: Logger; production: boolean },
) {
  app.route(
    '/api/health',
    healthRoutes({ driver: database.driver, health: createHealthRepository(database.db), logger }),
  );
  // The whole app, read at the first request: every route mounted after this one is in it.
  app.route('/api/openapi.json', openApiRoutes(app));
  if (!production) app.route('/api/dev', devRoutes());
}

export { createAppMetaRepository } from './app-meta-repository';
export { appMeta } from './tables';
