import type { AppDb } from '../../db/database';
import type { Env } from '../../env';
import type { Clock } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import type { Scheduler } from '../../lib/scheduler';
import type { PaymentProvider } from '../../providers/payments/payment-provider';
import type { ReservationServices } from '../reservations';
import type { OrderRow } from './repository';
import type { SpendingLimits } from './spending-limits';

/** A paid order as the sessions feature receives it (status PAID, paidAt set). */
export type PaidOrder = OrderRow;

/**
 * What the sessions feature (above orders) plugs in, DESIGN "Api layout by feature": orders
 * calls onPaid inside the transaction that records a confirmed payment, so the session exists
 * exactly when the payment does (throwing rolls the payment back and the charge is cancelled);
 * onVoided after the provider voided a paid order's payment (refunded already). Both must be
 * safe to call twice for one order, and both branch on `order.kind`:
 * - SESSION: onPaid creates the session and answers it; onVoided cancels it
 *   (CANCELLED_BY_PAYMENT).
 * - ADD_TIME (`order.sessionId` = the session it extends, durationMinutes 10): onPaid adds the
 *   minutes and answers that same session; an AppError 409 from it fails the order with that
 *   code and message and cancels the charge. onVoided must NOT cancel the session: only the
 *   added minutes' money is gone (and is refunded already).
 */
export type OrderHooks = {
  onPaid(tx: AppDb, paidOrder: PaidOrder): Promise<{ sessionId: number }>;
  // `order` is always passed by orders (optional only so older callers in tests still fit).
  onVoided(orderRowId: number, order?: VoidedOrder): Promise<void>;
};

/** The order whose payment the provider voided, as it stands after its refund. */
export type VoidedOrder = OrderRow;

/** The slot-hold services of reservations that orders uses. */
export type SlotHolds = Pick<ReservationServices, 'holdSlot' | 'claimHold' | 'releaseOrder'>;

export type OrdersContext = {
  db: AppDb;
  env: Env;
  now: Clock;
  logger: Logger;
  scheduler: Scheduler;
  provider: PaymentProvider;
  reservations: SlotHolds;
  limits: SpendingLimits;
  /** Filled by useSessions once the sessions feature is mounted. */
  hooks: { current: OrderHooks | undefined };
};

/** Scheduler job kinds of orders. */
export const JOBS = {
  /** At holdExpiresAt: an unpaid order ends EXPIRED and its cells are freed. */
  holdExpiry: 'orders.hold-expiry',
  /** A refund whose provider cancel failed (or never ran) is tried again. */
  refund: 'orders.refund',
  /** After a confirm that did not end in PAID: a charge the provider made is cancelled. */
  orphanCheck: 'orders.orphan-check',
} as const;
