import { Hono } from 'hono';
import type { AppDb, DatabaseDriver } from './db/database';
import type { Env } from './env';
import { createErrorHandler, notFoundHandler } from './lib/error-handler';
import { consoleLogger, type Logger } from './lib/logger';
import type { ShutdownRegistry } from './lib/shutdown';
import { noStoreByDefault, securityHeaders } from './middleware/api-headers';
import { requestLog } from './middleware/request-log';
import { createHealthRepository } from './repositories/health-repository';
import { createRouteRulesRepository } from './repositories/route-rules-repository';
import { devRoutes } from './routes/dev';
import { healthRoutes } from './routes/health';
import { openApiRoutes } from './routes/openapi';
import { routeRulesRoutes } from './routes/route-rules';

export type AppDeps = {
  env: Pick<Env, 'production'>;
  database: { db: AppDb; driver: DatabaseDriver };
  logger?: Logger;
  /** Long-lived streams (SSE, later issues) register here so SIGTERM can end them. */
  shutdown?: ShutdownRegistry;
};

export function createApp({ env, database, logger = consoleLogger }: AppDeps) {
  const app = new Hono();

  app.use(requestLog(logger));
  app.use(securityHeaders);
  app.use(noStoreByDefault);

  app.route(
    '/api/health',
    healthRoutes({
      driver: database.driver,
      health: createHealthRepository(database.db),
      logger,
    }),
  );
  app.route('/api/public/route-rules', routeRulesRoutes(createRouteRulesRepository(database.db)));
  app.route('/api/openapi.json', openApiRoutes());
  if (!env.production) app.route('/api/dev', devRoutes());

  app.notFound(notFoundHandler);
  app.onError(createErrorHandler(logger));
  return app;
}

export type App = ReturnType<typeof createApp>;
