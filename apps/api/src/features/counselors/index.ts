import type { Hono } from 'hono';
import type { AppDb } from '../../db/database';
import { createCounselorsRepository } from './repository';
import { counselorRoutes } from './routes';
import { devCounselorRoutes } from './routes-dev';

/**
 * The caller's counselor profile, and outside production a way to make any user a counselor.
 * Mounted before the other /api/client/counselor routes: its COUNSELOR check covers them too.
 */
export function mountCounselors(app: Hono, { db, production }: { db: AppDb; production: boolean }) {
  app.route(
    '/api/client/counselor',
    counselorRoutes({ counselors: createCounselorsRepository(db) }),
  );
  if (!production) app.route('/api/dev', devCounselorRoutes(db));
}

export {
  type CounselorRow,
  type CounselorsRepository,
  createCounselorsRepository,
  disableCounselorOfDeletedUser,
} from './repository';
export { counselors } from './tables';
