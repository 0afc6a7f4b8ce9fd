import type { Hono } from 'hono';
import type { FeatureDeps } from '../feature-deps';
import { createCounselorsRepository } from './repository';
import { counselorRoutes } from './routes';
import { devCounselorRoutes } from './routes-dev';

/**
 * The caller's counselor profile, and outside production a way to make any user a counselor.
 * Mounted before the other /api/client/counselor routes: its COUNSELOR check covers them too.
 */
export function mountCounselors(app: Hono, { db, production }: FeatureDeps) {
  app.route(
    '/api/client/counselor',
    counselorRoutes({ counselors: createCounselorsRepository(db) }),
  );
  if (!production) app.route('/api/dev', devCounselorRoutes(db));
  return {};
}

export type CounselorServices = ReturnType<typeof mountCounselors>;

export {
  type CounselorRow,
  type CounselorsRepository,
  createCounselorsRepository,
  disableCounselorOfDeletedUser,
} from './repository';
export {
  counselorCategories,
  counselorCategoryLinks,
  counselorCertificates,
  counselorFavorites,
  counselorGalleryImages,
  counselors,
  type DrawnArt,
} from './tables';
