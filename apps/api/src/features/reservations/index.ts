import type { Hono } from 'hono';
import type { FeatureDeps } from '../feature-deps';
import { createAvailableTimesService } from './counselor-service';
import { publicReservationRoutes } from './routes';
import { counselorAvailableTimesRoutes } from './routes-counselor';
import { createReservationServices, type ReservationServices } from './service';

/**
 * Available times (public, and the counselor's own) and slot holds (DESIGN "Available times and slots", "Slot holds").
 * Returns the services orders and sessions call: holdSlot, claimHold, releaseOrder,
 * occupiedBetween, freeStarts.
 */
export function mountReservations(app: Hono, { db, now }: FeatureDeps): ReservationServices {
  const services = createReservationServices({ db, now });
  app.route('/api/public/counselors', publicReservationRoutes(services));
  app.route(
    '/api/client/counselor',
    counselorAvailableTimesRoutes(createAvailableTimesService({ db, now })),
  );
  const { holdSlot, claimHold, releaseOrder, occupiedBetween, freeStarts } = services;
  return { holdSlot, claimHold, releaseOrder, occupiedBetween, freeStarts };
}

export type { ReservationServices } from './service';
export { type HoldRequest, type OccupiedInterval, SLOT_TAKEN } from './service';
export { counselorDateExceptions, counselorWeeklyHours, reservationCells } from './tables';
