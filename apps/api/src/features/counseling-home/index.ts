// The 상담 home (issue 9): counselors online now, categories, popular products and recent
// reviews in one request, read through the features below it.
import type { Hono } from 'hono';
import type { FeatureDeps } from '../feature-deps';
import { createHomeRepository } from './repository';
import { homeRoutes } from './routes';
import { createHomeService } from './service';

/** GET /api/public/counseling/home: the 상담 home in one request. */
export function mountCounselingHome(app: Hono, { db, loginSessions }: FeatureDeps) {
  const service = createHomeService(db, createHomeRepository(db));
  app.route('/api/public/counseling/home', homeRoutes(service, loginSessions));
}
