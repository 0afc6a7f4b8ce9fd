import {
  type AdminRouteRule,
  type ContentPage,
  isSameSitePath,
  type PageRequest,
  type RouteRuleRequest,
} from '@arcana/domain';
import type { AppDb } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { notFound } from './errors';
import { contentMessages as m } from './messages';
import { createPagesRepository, type PageRow } from './pages-repository';
import { createRouteRulesRepository } from './repository';
import { normalizeRoutePath } from './route-path';

const toPage = (row: PageRow): ContentPage => ({
  slug: row.slug,
  title: row.title,
  body: row.body,
  updatedAt: row.updatedAt.toISOString(),
});

/** Stored pages (the catch-all /{slug}) and the route rules an operator keeps. */
export function createPageService({ db, now }: { db: AppDb; now: Clock }) {
  const pages = createPagesRepository(db);
  const routeRules = createRouteRulesRepository(db);

  return {
    /** 404 PAGE_NOT_FOUND when no page has the slug. */
    async getPage(slug: string): Promise<ContentPage> {
      const row = await pages.find(slug);
      if (!row) throw notFound('PAGE_NOT_FOUND', m.pageNotFound);
      return toPage(row);
    },

    async adminPages(): Promise<ContentPage[]> {
      return (await pages.all()).map(toPage);
    },

    /** Creates or replaces the page at `slug` (validated by the route: PAGE_SLUG_PATTERN). */
    async putPage(slug: string, request: PageRequest): Promise<ContentPage> {
      return toPage(await pages.put({ slug, ...request, updatedAt: now() }));
    },

    async deletePage(slug: string): Promise<void> {
      if (!(await pages.delete(slug))) throw notFound('PAGE_NOT_FOUND', m.pageNotFound);
    },

    async adminRouteRules(): Promise<AdminRouteRule[]> {
      return (await routeRules.all()).map((row) => ({
        path: row.path,
        redirectTo: row.redirectTo,
        permanent: row.permanent,
        createdAt: row.createdAt.toISOString(),
      }));
    },

    /**
     * Adds the rule for `path` (stored normalised, as GET /api/public/route-rules reads it) or
     * replaces the one it has. The public answer is never cached, so the next visitor follows it.
     */
    async putRouteRule(request: RouteRuleRequest): Promise<AdminRouteRule> {
      const path = normalizeRoutePath(request.path);
      // A rule to itself would send every visitor round in a circle.
      if (isSameSitePath(request.redirectTo) && normalizeRoutePath(request.redirectTo) === path) {
        throw AppError.validation([{ field: 'redirectTo', message: m.routeRuleLoop }]);
      }
      const row = await routeRules.upsert({
        path,
        redirectTo: request.redirectTo,
        permanent: request.permanent,
      });
      return {
        path: row.path,
        redirectTo: row.redirectTo,
        permanent: row.permanent,
        createdAt: row.createdAt.toISOString(),
      };
    },

    async deleteRouteRule(path: string): Promise<void> {
      if (!(await routeRules.delete(normalizeRoutePath(path)))) {
        throw notFound('ROUTE_RULE_NOT_FOUND', m.routeRuleNotFound);
      }
    },
  };
}
