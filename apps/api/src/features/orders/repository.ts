import { and, eq, gt, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/database';
import { users } from '../accounts';
import { reservationCells } from '../reservations';
import { orders, payments, pointTransactions, refunds, spendingLimits } from './tables';

export type OrderRow = typeof orders.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
export type SpendingLimitRow = typeof spendingLimits.$inferSelect;

/** Orders whose money counts as spent once paid (refunds are taken off). */
const PAID_STATUSES = ['PAID', 'REFUNDED', 'PARTIALLY_REFUNDED'];

/** The only ORM code of orders: orders, payments, refunds, points and spending limits. */
export function createOrdersRepository(db: AppDb) {
  return {
    async insert(values: typeof orders.$inferInsert): Promise<OrderRow> {
      const [row] = await db.insert(orders).values(values).returning();
      if (!row) throw new Error('order insert returned nothing');
      return row;
    },
    async findByOrderId(orderId: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.orderId, orderId));
      return row;
    },
    async findById(id: number): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id));
      return row;
    },
    /** Inside a transaction: the order, locked until it commits. */
    async lock(id: number): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
      return row;
    },
    /** Changes an order only while it still has `status`; undefined when it had moved on. */
    async updateIf(
      id: number,
      status: string,
      changes: Partial<typeof orders.$inferInsert>,
    ): Promise<OrderRow | undefined> {
      const [row] = await db
        .update(orders)
        .set(changes)
        .where(and(eq(orders.id, id), eq(orders.status, status)))
        .returning();
      return row;
    },
    async update(id: number, changes: Partial<typeof orders.$inferInsert>): Promise<void> {
      await db.update(orders).set(changes).where(eq(orders.id, id));
    },
    /** The buyer's unpaid orders of one slot (a new order of it replaces them). */
    async unpaidOfSlot(userId: number, counselorId: number, slotStart: Date): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.userId, userId),
            eq(orders.counselorId, counselorId),
            eq(orders.slotStart, slotStart),
            eq(orders.status, 'CREATED'),
          ),
        );
    },
    /** The buyer's unpaid ADD_TIME orders of one session (a new one replaces them). */
    async unpaidAddTimeOfSession(userId: number, sessionId: number): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.userId, userId),
            eq(orders.kind, 'ADD_TIME'),
            eq(orders.sessionId, sessionId),
            eq(orders.status, 'CREATED'),
          ),
        );
    },
    /** Whether the order still holds a live cell (its hold has not run out or been taken). */
    async holdAlive(orderRowId: number, at: Date): Promise<boolean> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(reservationCells)
        .where(
          and(eq(reservationCells.orderId, orderRowId), gt(reservationCells.holdExpiresAt, at)),
        );
      return (row?.n ?? 0) > 0;
    },

    // ---- payments ----
    async insertPayment(values: typeof payments.$inferInsert): Promise<PaymentRow> {
      const [row] = await db.insert(payments).values(values).returning();
      if (!row) throw new Error('payment insert returned nothing');
      return row;
    },
    async paymentOfOrder(orderRowId: number): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.orderId, orderRowId));
      return row;
    },
    async paymentByKey(paymentKey: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.paymentKey, paymentKey));
      return row;
    },
    async updatePayment(id: number, changes: Partial<typeof payments.$inferInsert>): Promise<void> {
      await db.update(payments).set(changes).where(eq(payments.id, id));
    },

    // ---- refunds ----
    /** Inserts the refund of this key unless it exists; `created` says which happened. */
    async insertRefundOnce(
      values: typeof refunds.$inferInsert,
    ): Promise<{ refund: RefundRow; created: boolean }> {
      const [inserted] = await db
        .insert(refunds)
        .values(values)
        .onConflictDoNothing({ target: refunds.idempotencyKey })
        .returning();
      if (inserted) return { refund: inserted, created: true };
      const existing = await this.refundByKey(values.idempotencyKey);
      if (!existing) throw new Error(`refund ${values.idempotencyKey} vanished`);
      return { refund: existing, created: false };
    },
    async refundByKey(idempotencyKey: string): Promise<RefundRow | undefined> {
      const [row] = await db
        .select()
        .from(refunds)
        .where(eq(refunds.idempotencyKey, idempotencyKey));
      return row;
    },
    async refundById(id: number): Promise<RefundRow | undefined> {
      const [row] = await db.select().from(refunds).where(eq(refunds.id, id));
      return row;
    },
    async refundsOfOrder(orderRowId: number): Promise<RefundRow[]> {
      return db.select().from(refunds).where(eq(refunds.orderId, orderRowId)).orderBy(refunds.id);
    },
    async markRefund(id: number, status: 'DONE' | 'FAILED', at: Date): Promise<void> {
      await db
        .update(refunds)
        .set({ status, doneAt: at })
        .where(and(eq(refunds.id, id), eq(refunds.status, 'REQUESTED')));
    },

    // ---- points ----
    /**
     * Adds `delta` (negative: spends) to the user's balance in one statement that refuses to go
     * below 0, and writes the ledger line; null when the balance was too small or no such user.
     */
    async addPoints(entry: {
      userId: number;
      delta: number;
      kind: string;
      memo: string;
      orderId?: number | null;
      at: Date;
    }): Promise<number | null> {
      const [row] = await db
        .update(users)
        .set({ point: sql`${users.point} + ${entry.delta}` })
        .where(and(eq(users.id, entry.userId), gte(sql`${users.point} + ${entry.delta}`, 0)))
        .returning({ point: users.point });
      if (!row) return null;
      await db.insert(pointTransactions).values({
        userId: entry.userId,
        delta: entry.delta,
        balanceAfter: row.point,
        kind: entry.kind,
        memo: entry.memo,
        orderId: entry.orderId ?? null,
        createdAt: entry.at,
      });
      return row.point;
    },
    async pointBalance(userId: number): Promise<number | null> {
      const [row] = await db.select({ point: users.point }).from(users).where(eq(users.id, userId));
      return row?.point ?? null;
    },
    async userByUsername(username: string): Promise<{ id: number } | undefined> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.username, username));
      return row;
    },
    async hasPointEntry(userId: number, kind: string): Promise<boolean> {
      const [row] = await db
        .select({ id: pointTransactions.id })
        .from(pointTransactions)
        .where(and(eq(pointTransactions.userId, userId), eq(pointTransactions.kind, kind)))
        .limit(1);
      return row !== undefined;
    },

    // ---- spending ----
    /** Paid in [from, to) minus what came back as money (refunds of points are not spending). */
    async spentBetween(userId: number, from: Date, to: Date): Promise<number> {
      const [row] = await db
        .select({
          total: sql<number>`coalesce(sum(${orders.amount} - ${orders.refundedAmount}), 0)::int`,
        })
        .from(orders)
        .where(
          and(
            eq(orders.userId, userId),
            inArray(orders.status, PAID_STATUSES),
            isNotNull(orders.paidAt),
            gte(orders.paidAt, from),
            lt(orders.paidAt, to),
          ),
        );
      return row?.total ?? 0;
    },
    /** Unpaid orders still inside their hold: money that may be charged any moment. */
    async pendingAmount(userId: number, at: Date): Promise<number> {
      const [row] = await db
        .select({ total: sql<number>`coalesce(sum(${orders.amount}), 0)::int` })
        .from(orders)
        .where(
          and(
            eq(orders.userId, userId),
            eq(orders.status, 'CREATED'),
            gt(orders.holdExpiresAt, at),
          ),
        );
      return row?.total ?? 0;
    },
    async spendingLimit(userId: number, lock = false): Promise<SpendingLimitRow | undefined> {
      const query = db.select().from(spendingLimits).where(eq(spendingLimits.userId, userId));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },
    async saveSpendingLimit(values: typeof spendingLimits.$inferInsert): Promise<void> {
      await db
        .insert(spendingLimits)
        .values(values)
        .onConflictDoUpdate({
          target: spendingLimits.userId,
          set: {
            monthlyLimit: values.monthlyLimit ?? null,
            pendingLimit: values.pendingLimit ?? null,
            pendingFrom: values.pendingFrom ?? null,
            updatedAt: values.updatedAt ?? new Date(),
          },
        });
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
