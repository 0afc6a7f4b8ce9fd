import type { Hono } from 'hono';
import type { AppDb } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { createCounselorsRepository } from '../counselors';
import type { Notifier } from '../notifications';
import { createCounselingSessionsRepository } from './repository';
import { counselorCounselingSessionRoutes, userCounselingSessionRoutes } from './routes';
import { devSessionRoutes } from './routes-dev';

export type SessionsDeps = { db: AppDb; notifier: Notifier; now: Clock; production: boolean };

/** The active-session lists of both sides, and outside production a way to create any session. */
export function mountSessions(app: Hono, { db, notifier, now, production }: SessionsDeps) {
  const sessions = createCounselingSessionsRepository(db);
  app.route('/api/client/counseling/sessions', userCounselingSessionRoutes({ sessions, now }));
  app.route(
    '/api/client/counselor/sessions',
    counselorCounselingSessionRoutes({ sessions, counselors: createCounselorsRepository(db), now }),
  );
  if (!production) app.route('/api/dev', devSessionRoutes({ db, notifier }));
}

export { createCounselingSessionsRepository } from './repository';
export { counselingSessions } from './tables';
