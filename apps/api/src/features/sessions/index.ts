import type { Hono } from 'hono';
import { createCounselorsRepository } from '../counselors';
import type { FeatureDeps } from '../feature-deps';
import type { OrderServices } from '../orders';
import type { ReservationServices } from '../reservations';
import { createCounselingSessionsRepository } from './repository';
import { counselorCounselingSessionRoutes, userCounselingSessionRoutes } from './routes';
import { devSessionRoutes } from './routes-dev';

export type SessionsDeps = FeatureDeps & {
  orders: OrderServices;
  reservations: ReservationServices;
};

/**
 * The session lifecycle (DESIGN "Session lifecycle"), the active-session lists of both sides,
 * and outside production a way to create any session. Returns what admin may call.
 */
export function mountSessions(app: Hono, { db, notifier, now, production }: SessionsDeps) {
  const sessions = createCounselingSessionsRepository(db);
  app.route('/api/client/counseling/sessions', userCounselingSessionRoutes({ sessions, now }));
  app.route(
    '/api/client/counselor/sessions',
    counselorCounselingSessionRoutes({ sessions, counselors: createCounselorsRepository(db), now }),
  );
  if (!production) app.route('/api/dev', devSessionRoutes({ db, notifier }));
  return {};
}

export type SessionLifecycle = ReturnType<typeof mountSessions>;

export { createCounselingSessionsRepository } from './repository';
export { counselingSessions } from './tables';
