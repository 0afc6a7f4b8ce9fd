import { healthResponseSchema, healthUnavailableResponseSchema } from '@arcana/domain';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { DatabaseDriver } from '../../db/database';
import type { Logger } from '../../lib/logger';
import { messages } from '../../lib/messages';
import { answer } from '../../lib/openapi';
import type { createHealthRepository } from './health-repository';

type Deps = {
  driver: DatabaseDriver;
  health: ReturnType<typeof createHealthRepository>;
  logger: Logger;
};

/**
 * GET /api/health: 200 only when the database answers, so a load balancer stops sending
 * traffic to a process whose database is gone. Its own body, not the error body, because
 * monitors read `status` as a word here.
 */
export function healthRoutes({ driver, health, logger }: Deps) {
  return new Hono().get(
    '/',
    describeRoute({
      operationId: 'getHealth',
      summary: 'Liveness and database check',
      tags: ['system'],
      responses: {
        200: answer('The api and its database answer', healthResponseSchema),
        503: answer('The database does not answer', healthUnavailableResponseSchema),
      },
    }),
    async (c) => {
      try {
        await health.ping();
        return c.json({ status: 'ok' as const, db: driver });
      } catch (error) {
        logger.error('health check: database did not answer', error);
        return c.json(
          {
            status: 'error' as const,
            db: driver,
            code: 'DATABASE_UNAVAILABLE',
            message: messages.databaseUnavailable,
          },
          503,
        );
      }
    },
  );
}
