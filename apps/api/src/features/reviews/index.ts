// The reviews feature (DESIGN "Reviews"): counseling reviews as anyone reads them. Writing and
// replying come with the session room; the seed (db/seed-marketplace.ts) writes the first ones.
import type { CounselingReview } from '@arcana/domain';
import type { Hono } from 'hono';
import type { AppDb } from '../../db/database';
import type { FeatureDeps } from '../feature-deps';
import { createReviewsRepository } from './repository';
import { publicReviewRoutes } from './routes';
import { createReviewsService } from './service';

/** GET /api/public/counseling/reviews and /api/public/counseling/reviews/{id}. */
export function mountReviews(app: Hono, { db }: FeatureDeps) {
  app.route(
    '/api/public/counseling/reviews',
    publicReviewRoutes(createReviewsService(createReviewsRepository(db))),
  );
}

/** The newest reviews of counselors shown publicly (the 상담 home). */
export async function recentReviews(db: AppDb, limit: number): Promise<CounselingReview[]> {
  return (await createReviewsService(createReviewsRepository(db)).list({ limit })).content;
}

export { counselingReviews } from './tables';
export { maskAuthorName } from './views';
