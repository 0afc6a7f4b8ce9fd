import type { Hono } from 'hono';
import type { FeatureDeps } from '../feature-deps';
import type { ReservationServices } from '../reservations';

/** Orders, payments, refunds, points and spending limits; returns the services others use. */
export function mountOrders(
  _app: Hono,
  _deps: FeatureDeps & { reservations: ReservationServices },
) {
  return {};
}

export type OrderServices = ReturnType<typeof mountOrders>;
export {
  orders,
  payments,
  pointTransactions,
  refunds,
  sandboxPayments,
  spendingLimits,
} from './tables';
