import { routeRuleResponseSchema } from '@arcana/domain';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { answer, errorAnswer } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import type { RouteRulesRepository } from './repository';
import { normalizeRoutePath } from './route-path';
import { RouteRuleQuerySchema, type RouteRuleResponse } from './schemas';

/** GET /api/public/route-rules?path=/x: where the front ends should send a path, if anywhere. */
export function routeRulesRoutes(repository: RouteRulesRepository) {
  return new Hono().get(
    '/',
    describeRoute({
      operationId: 'getRouteRule',
      summary: 'Redirect rule for a front-end path (query string and trailing slash ignored)',
      tags: ['content'],
      responses: {
        200: answer('The normalised path and its redirect, or null', routeRuleResponseSchema),
        400: errorAnswer('Missing or invalid path'),
      },
    }),
    validate('query', RouteRuleQuerySchema),
    async (c) => {
      const path = normalizeRoutePath(c.req.valid('query').path);
      const rule = await repository.findByPath(path);
      const body: RouteRuleResponse = {
        path,
        redirect: rule ? { to: rule.redirectTo, permanent: rule.permanent } : null,
      };
      return c.json(body);
    },
  );
}
