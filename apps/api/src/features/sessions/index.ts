import type { Hono } from 'hono';
import { createCounselorsRepository } from '../counselors';
import type { FeatureDeps } from '../feature-deps';
import type { OrderServices } from '../orders';
import type { ReservationServices } from '../reservations';
import { createLifecycle } from './lifecycle';
import { createCounselingSessionsRepository } from './repository';
import { createRoomHub } from './room-hub';
import { counselorCounselingSessionRoutes, userCounselingSessionRoutes } from './routes';
import { devSessionRoutes } from './routes-dev';
import { mountSessionReads } from './routes-reads';
import { reservationListRoutes } from './routes-reservations';

export type SessionsDeps = FeatureDeps & {
  orders: OrderServices;
  reservations: ReservationServices;
};

/**
 * The session lifecycle (DESIGN "Session lifecycle", transitions.ts), the active-session lists
 * of both sides, counselor-monthly, the user's reservations, and outside production a way to
 * create any session. Fills orders' onPaid/onVoided hooks; returns what admin may call.
 */
export function mountSessions(app: Hono, deps: SessionsDeps) {
  const { db, notifier, now, production } = deps;
  const hub = createRoomHub(deps);
  const lifecycle = createLifecycle({ ...deps, room: hub.publisher });
  // biome-ignore lint/correctness/useHookAtTopLevel: orders' callback setter, not a React hook
  deps.orders.useSessions(lifecycle.hooks);
  // biome-ignore lint/correctness/useHookAtTopLevel: the hub's late binding, not a React hook
  hub.useLifecycle(lifecycle);
  const routeDeps = {
    sessions: createCounselingSessionsRepository(db),
    counselors: createCounselorsRepository(db),
    reservations: deps.reservations,
    lifecycle,
    now,
  };
  app.route('/api/client/counseling/sessions', userCounselingSessionRoutes(routeDeps));
  app.route('/api/client/counselor/sessions', counselorCounselingSessionRoutes(routeDeps));
  app.route('/api/client/me/counseling/reservations', reservationListRoutes({ db, now }));
  hub.mount(app);
  mountSessionReads(app, deps);
  if (!production)
    app.route('/api/dev', devSessionRoutes({ db, notifier, scheduler: deps.scheduler }));
  return { cancelByOperator: lifecycle.cancelByOperator };
}

export type SessionLifecycle = ReturnType<typeof mountSessions>;

export { EFFECTS_JOB, WAIT_JOB } from './lifecycle';
export { createCounselingSessionsRepository } from './repository';
export { findSessionForReview, markSessionReviewed, type ReviewableSession } from './review-link';
export { counselingSessions } from './tables';
export { TRANSITIONS } from './transitions';
