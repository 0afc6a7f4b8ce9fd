import type { Hono } from 'hono';
import type { Database } from '../../db/database';
import type { Logger } from '../../lib/logger';
import { createHealthRepository } from './health-repository';
import { devRoutes } from './routes-dev';
import { healthRoutes } from './routes-health';
import { openApiRoutes } from './routes-openapi';

/** Health, the OpenAPI document and the dev ping/echo of the body pipeline. */
export function mountSystem(
  app: Hono,
  { database, logger, production }: { database: Database; logger: Logger; production: boolean },
) {
  app.route(
    '/api/health',
    healthRoutes({ driver: database.driver, health: createHealthRepository(database.db), logger }),
  );
  app.route('/api/openapi.json', openApiRoutes());
  if (!production) app.route('/api/dev', devRoutes());
}

export { createAppMetaRepository } from './app-meta-repository';
export { appMeta } from './tables';
