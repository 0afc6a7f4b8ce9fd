import type { Hono } from 'hono';
import type { FeatureDeps } from '../feature-deps';

/** Available times (public), slot holds and occupied cells; returns the services orders use. */
export function mountReservations(_app: Hono, _deps: FeatureDeps) {
  return {};
}

export type ReservationServices = ReturnType<typeof mountReservations>;
export { counselorDateExceptions, counselorWeeklyHours, reservationCells } from './tables';
