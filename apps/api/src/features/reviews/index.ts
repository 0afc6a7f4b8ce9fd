// The reviews feature (DESIGN "Reviews"): counseling reviews as anyone reads them, the session
// user's writing and list (나의 리뷰), the counselor's one reply. The seed writes the first ones.
import type { CounselingReview } from '@arcana/domain';
import type { Hono } from 'hono';
import type { AppDb } from '../../db/database';
import { createCounselorsRepository } from '../counselors';
import type { FeatureDeps } from '../feature-deps';
import { createReviewsRepository } from './repository';
import { publicReviewRoutes } from './routes';
import { counselorReviewRoutes, myReviewRoutes } from './routes-client';
import { counselorReviewReadRoutes } from './routes-counselor';
import { createReviewsService } from './service';
import { createReviewWriter } from './write-service';

/**
 * GET /api/public/counseling/reviews(/{id}); POST and GET /api/client/me/counseling/reviews;
 * GET /api/client/counselor/reviews(/{id}) and POST …/reviews/{id}/reply.
 */
export function mountReviews(app: Hono, { db, notifier, now }: FeatureDeps) {
  const writer = createReviewWriter({ db, notifier, now });
  const counselors = createCounselorsRepository(db);
  app.route(
    '/api/public/counseling/reviews',
    publicReviewRoutes(createReviewsService(createReviewsRepository(db))),
  );
  app.route('/api/client/me/counseling/reviews', myReviewRoutes(writer));
  app.route('/api/client/counselor/reviews', counselorReviewRoutes({ writer, counselors }));
  app.route(
    '/api/client/counselor/reviews',
    counselorReviewReadRoutes({ reviews: createReviewsRepository(db), counselors }),
  );
}

/** The newest reviews of counselors shown publicly (the 상담 home). */
export async function recentReviews(db: AppDb, limit: number): Promise<CounselingReview[]> {
  return (await createReviewsService(createReviewsRepository(db)).list({ limit })).content;
}

export { counselingReviews } from './tables';
export { maskAuthorName } from './views';
