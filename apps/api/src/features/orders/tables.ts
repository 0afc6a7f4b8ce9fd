import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables';
import { counselors } from '../counselors/tables';
import { products } from '../products/tables';

// DESIGN "Orders and payments": the api prices the order and stores orderId + amount before the
// checkout; only a confirmed payment makes it PAID. Money is integer KRW. `price` is what the
// product cost, `pointsUsed` the part paid with points, `amount` what the provider charges
// (price − pointsUsed; 0 = paid with points alone, provider 'points').
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** The provider's orderId: `^[A-Za-z0-9_-]{6,64}$`, random, never sequential. */
    orderId: text('order_id').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    counselorId: integer('counselor_id')
      .notNull()
      .references(() => counselors.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** SESSION (a product bought) or ADD_TIME (10 more minutes in a session, issue 10). */
    kind: text('kind').notNull().default('SESSION'),
    /** ADD_TIME: the session it extends (no foreign key: sessions sits above orders). */
    sessionId: integer('session_id'),
    productName: text('product_name').notNull(),
    counselingType: text('counseling_type').notNull(),
    durationMinutes: integer('duration_minutes'),
    startType: text('start_type').notNull(),
    /** RESERVATION: the chosen slot's start. */
    slotStart: timestamp('slot_start', { withTimezone: true }),
    price: integer('price').notNull(),
    pointsUsed: integer('points_used').notNull().default(0),
    amount: integer('amount').notNull(),
    /** sandbox, toss or points. */
    provider: text('provider').notNull(),
    /** CREATED → PAID → (PARTIALLY_)REFUNDED; CREATED → EXPIRED or FAILED. */
    status: text('status').notNull().default('CREATED'),
    /** Why it failed or expired, in Korean, as the buyer is told. */
    failureMessage: text('failure_message'),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }).notNull(),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    refundedPoints: integer('refunded_points').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    index('orders_user_idx').on(table.userId, table.createdAt),
    index('orders_user_paid_idx').on(table.userId, table.paidAt),
    check(
      'orders_amounts',
      sql`${table.amount} >= 0 and ${table.pointsUsed} >= 0 and ${table.price} = ${table.amount} + ${table.pointsUsed}`,
    ),
  ],
);

/** The provider's side of a paid order: one per order, its paymentKey unique. */
export const payments = pgTable('payments', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id')
    .notNull()
    .unique()
    .references(() => orders.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  paymentKey: text('payment_key').notNull().unique(),
  amount: integer('amount').notNull(),
  /** The provider's status: DONE, CANCELED, PARTIAL_CANCELED, ABORTED, EXPIRED. */
  status: text('status').notNull(),
  method: text('method'),
  approvedAt: timestamp('approved_at', { withTimezone: true }),
  /** The provider's last answer about it, as received. */
  raw: jsonb('raw'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A refund: what goes back through the provider's cancel (`amount`) and as points (`points`).
 * `idempotencyKey` is unique, so each cause refunds an order at most once and the provider's
 * cancel is called at most once per refund (it also carries the key as Idempotency-Key).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    points: integer('points').notNull().default(0),
    /** The cause, as the user is told (예: 상담사가 예약을 거절했어요). */
    reason: text('reason').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** REQUESTED (cancel under way or to retry), DONE, FAILED. */
    status: text('status').notNull().default('REQUESTED'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (table) => [index('refunds_order_idx').on(table.orderId)],
);

/** Every change of a user's points (users.point is the balance), with why. */
export const pointTransactions = pgTable(
  'point_transactions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    /** ORDER, REFUND, GRANT (an operator), … */
    kind: text('kind').notNull(),
    memo: text('memo').notNull().default(''),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('point_transactions_user_idx').on(table.userId, table.createdAt)],
);

/**
 * The user's own monthly spending limit (Asia/Seoul month). Lowering applies at once; a raise
 * waits in `pendingLimit` until `pendingFrom` (24 hours later). null limit = none set.
 */
export const spendingLimits = pgTable('spending_limits', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  monthlyLimit: integer('monthly_limit'),
  pendingLimit: integer('pending_limit'),
  pendingFrom: timestamp('pending_from', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The sandbox provider's own ledger (DESIGN "Orders and payments": the embedded stand-in of a
 * payment company). A row is born when the buyer approves on the sandbox checkout page
 * (IN_PROGRESS, as Toss's payment before its confirm) and then moves as Toss's would: DONE on
 * confirm, CANCELED on cancel or an operator's void, ABORTED on a declined card. Kept in the
 * database so a checkout survives an api restart and every api process sees it.
 */
export const sandboxPayments = pgTable('sandbox_payments', {
  paymentKey: text('payment_key').primaryKey(),
  orderId: text('order_id').notNull().unique(),
  orderName: text('order_name').notNull(),
  amount: integer('amount').notNull(),
  balanceAmount: integer('balance_amount').notNull(),
  /** IN_PROGRESS, DONE, CANCELED, PARTIAL_CANCELED, ABORTED, EXPIRED (Toss's vocabulary). */
  status: text('status').notNull(),
  /** The Idempotency-Key of the confirm that made it DONE: a repeat answers the same. */
  confirmKey: text('confirm_key'),
  /** `[{ idempotencyKey, cancelAmount, cancelReason, canceledAt }]`, oldest first. */
  cancels: jsonb('cancels')
    .$type<
      { idempotencyKey: string; cancelAmount: number; cancelReason: string; canceledAt: string }[]
    >()
    .notNull()
    .default([]),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
  approvedAt: timestamp('approved_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
