// Content (issue 12): notices, events, FAQs, stored pages, claims and the route rules the front
// ends ask for before drawing a path (SPEC §2). Other features use it only through this file:
// the admin feature writes through the service mountContent answers, the home reads its lists.
import type { Hono } from 'hono';
import type { AppDb } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { Uploads } from '../uploads';
import { createRouteRulesRepository } from './repository';
import { routeRulesRoutes } from './routes';
import { claimRoutes } from './routes-claims';
import {
  eventRoutes,
  faqCategoryRoutes,
  faqRoutes,
  guestInquiryRoutes,
  noticeRoutes,
  pageRoutes,
} from './routes-public';
import { createContentService } from './service';
import { CONTENT_UPLOAD_PURPOSES } from './upload-purposes';

export function mountContent(
  app: Hono,
  { db, now, uploads }: { db: AppDb; now: Clock; uploads: Uploads },
) {
  for (const purpose of CONTENT_UPLOAD_PURPOSES) uploads.purposes.register(purpose);
  const service = createContentService({ db, now, uploads });
  app.route('/api/public/route-rules', routeRulesRoutes(createRouteRulesRepository(db)));
  app.route('/api/public/notices', noticeRoutes(service));
  app.route('/api/public/events', eventRoutes(service));
  app.route('/api/public/faq-categories', faqCategoryRoutes(service));
  app.route('/api/public/faqs', faqRoutes(service));
  app.route('/api/public/pages', pageRoutes(service));
  app.route('/api/public/inquiries', guestInquiryRoutes(service));
  app.route('/api/client/claims', claimRoutes(service));
  return service;
}

export {
  ADMIN_CLAIM_LIST_LIMIT,
  type AnsweredClaim,
  type ClaimRecipient,
} from './claims-service';
export { createRouteRulesRepository, type RouteRule } from './repository';
export { normalizeRoutePath } from './route-path';
export { ROUTE_PATH_MAX_LENGTH } from './schemas';
export { seedContent } from './seed';
export { type ContentService, type ContentServiceDeps, createContentService } from './service';
export { claims, events, faqCategories, faqs, notices, pages, routeRules } from './tables';
export { EVENT_IMAGE_PURPOSE } from './upload-purposes';
