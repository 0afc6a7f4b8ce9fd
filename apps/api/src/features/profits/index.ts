// The profits feature (DESIGN "Money", issue 11): the counselor's monthly statements of
// settled sessions, their sessions and the CSV. Reads sessions and orders, writes nothing.
import type { Hono } from 'hono';
import type { FeatureDeps } from '../feature-deps';
import { profitRoutes } from './routes';
import { createProfitsService } from './service';

/** GET /api/client/counselor/profits, …/profits/{YYYY-MM}/sessions and …/profits/{YYYY-MM}.csv. */
export function mountProfits(app: Hono, { db, now, env }: Pick<FeatureDeps, 'db' | 'now' | 'env'>) {
  const service = createProfitsService({ db, now, feeRate: env.platformFeeRate });
  app.route('/api/client/counselor', profitRoutes(service));
}
