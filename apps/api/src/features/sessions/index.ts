import type { Hono } from 'hono';
import type { StartupTasks } from '../../lib/startup';
import { type CounselorServices, createCounselorsRepository } from '../counselors';
import type { FeatureDeps } from '../feature-deps';
import type { OrderServices } from '../orders';
import type { ReservationServices } from '../reservations';
import { createClientNotes } from './client-notes';
import { createDemoReservation } from './demo-reservation';
import { createLifecycle } from './lifecycle';
import { createAddTime } from './lifecycle-add-time';
import { roomLifecycleRoutes } from './lifecycle-routes';
import { createCounselingSessionsRepository } from './repository';
import { createRoomHub } from './room-hub';
import { createRoomStates } from './room-state';
import { counselorCounselingSessionRoutes, userCounselingSessionRoutes } from './routes';
import { clientNoteRoutes } from './routes-client-notes';
import { counselorRequestRoutes } from './routes-counselor-requests';
import { counselorReservationRoutes } from './routes-counselor-reservations';
import { devSessionRoutes } from './routes-dev';
import { mountSessionReads } from './routes-reads';
import { reservationListRoutes } from './routes-reservations';

export type SessionsDeps = FeatureDeps & {
  orders: OrderServices;
  reservations: ReservationServices;
  /** Announces the counselor's COUNSELING status and its return on the public stream. */
  counselors?: Pick<CounselorServices, 'publishStatus'>;
  /** Outside production the demo reservation is bought here at start-up (server.ts runs it). */
  startup?: StartupTasks;
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
  app.route('/api/client/counselor/sessions', counselorRequestRoutes(db, now));
  app.route('/api/client/counselor/sessions', counselorCounselingSessionRoutes(routeDeps));
  app.route(
    '/api/client/counseling/sessions',
    roomLifecycleRoutes({
      db,
      counselors: routeDeps.counselors,
      lifecycle,
      states: createRoomStates(db, now),
      addTime: createAddTime({ db, orders: deps.orders }),
    }),
  );
  app.route('/api/client/me/counseling/reservations', reservationListRoutes({ db, now }));
  app.route('/api/client/counselor/reservations', counselorReservationRoutes(db));
  app.route(
    '/api/client/counselor/clients',
    clientNoteRoutes({ notes: createClientNotes(db), counselors: routeDeps.counselors, now }),
  );
  hub.mount(app);
  mountSessionReads(app, deps);
  if (!production) {
    deps.startup?.register('demo reservation', async () => {
      await createDemoReservation(deps)();
    });
  }
  if (!production)
    app.route(
      '/api/dev',
      devSessionRoutes({ db, notifier, scheduler: deps.scheduler, now, room: hub.publisher }),
    );
  return {
    cancelByOperator: lifecycle.cancelByOperator,
    /** Where the room streams report presence (the hub does); tests call it directly. */
    presenceChanged: lifecycle.presenceChanged,
  };
}

export type SessionLifecycle = ReturnType<typeof mountSessions>;

export { CLOCK_JOB, CLOCK_SWEEP_JOB, EFFECTS_JOB, NO_SHOW_JOB, WAIT_JOB } from './lifecycle';
export { createCounselingSessionsRepository } from './repository';
export { findSessionForReview, markSessionReviewed, type ReviewableSession } from './review-link';
export { counselingSessions } from './tables';
export { TRANSITIONS } from './transitions';
