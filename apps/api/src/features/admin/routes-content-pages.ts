import {
  adminRouteRuleSchema,
  pageRequestSchema,
  pageSchema,
  pageSlugSchema,
  routeRuleRequestSchema,
} from '@arcana/domain';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { answer, errorAnswer } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import type { AuthEnv } from '../../middleware/auth';
import type { ContentService } from '../content';
import { adminMessages as m } from './messages';
import { tags } from './route-parts';

// /api/admin/pages (the catch-all /{slug}'s stored pages) and /api/admin/route-rules (the
// redirects the front ends ask for before drawing a path). Routed inside adminRoutes.

const slugParamSchema = v.object({ slug: pageSlugSchema });
const rulePathQuerySchema = v.object({
  // A missing and an empty `path` read the same to a person.
  path: v.pipe(
    v.optional(v.string(m.content.routeRulePath), ''),
    v.trim(),
    v.nonEmpty(m.content.routeRulePath),
    v.maxLength(2_048, m.content.routeRulePath),
  ),
});

export function pageAdminRoutes(content: ContentService) {
  return new Hono<AuthEnv>()
    .get(
      '/',
      describeRoute({
        operationId: 'adminListPages',
        summary: 'Every stored page',
        tags,
        responses: { 200: answer('The pages', v.array(pageSchema)) },
      }),
      async (c) => c.json(await content.adminPages()),
    )
    .put(
      '/:slug',
      describeRoute({
        operationId: 'adminPutPage',
        summary: 'Create or replace the page at a slug (^[a-z0-9-]{2,60}$), Markdown body',
        tags,
        responses: {
          200: answer('The page', pageSchema),
          400: errorAnswer('A bad slug, title or body (VALIDATION_FAILED)'),
        },
      }),
      validate('param', slugParamSchema),
      validate('json', pageRequestSchema),
      async (c) => c.json(await content.putPage(c.req.valid('param').slug, c.req.valid('json'))),
    )
    .delete(
      '/:slug',
      describeRoute({
        operationId: 'adminDeletePage',
        summary: 'Delete a stored page (its path then shows the not-found page)',
        tags,
        responses: {
          204: { description: 'Deleted' },
          400: errorAnswer('A bad slug (VALIDATION_FAILED)'),
          404: errorAnswer('No such page (PAGE_NOT_FOUND)'),
        },
      }),
      validate('param', slugParamSchema),
      async (c) => {
        await content.deletePage(c.req.valid('param').slug);
        return c.body(null, 204);
      },
    );
}

export function routeRuleAdminRoutes(content: ContentService) {
  return new Hono<AuthEnv>()
    .get(
      '/',
      describeRoute({
        operationId: 'adminListRouteRules',
        summary: 'Every route rule',
        tags,
        responses: { 200: answer('The rules', v.array(adminRouteRuleSchema)) },
      }),
      async (c) => c.json(await content.adminRouteRules()),
    )
    .post(
      '/',
      describeRoute({
        operationId: 'adminPutRouteRule',
        summary:
          'Add the redirect of a path or replace the one it has (the path stored without query and trailing slash); the next visitor follows it',
        tags,
        responses: {
          200: answer('The rule', adminRouteRuleSchema),
          400: errorAnswer('A bad path or target, or a rule to itself (VALIDATION_FAILED)'),
        },
      }),
      validate('json', routeRuleRequestSchema),
      async (c) => c.json(await content.putRouteRule(c.req.valid('json'))),
    )
    .delete(
      '/',
      describeRoute({
        operationId: 'adminDeleteRouteRule',
        summary: 'Remove the rule of ?path=',
        tags,
        responses: {
          204: { description: 'Removed' },
          400: errorAnswer('No path (VALIDATION_FAILED)'),
          404: errorAnswer('The path has no rule (ROUTE_RULE_NOT_FOUND)'),
        },
      }),
      validate('query', rulePathQuerySchema),
      async (c) => {
        await content.deleteRouteRule(c.req.valid('query').path);
        return c.body(null, 204);
      },
    );
}
