import {
  COUNSELOR_ABSENCE_LIMIT_MS,
  ENTRY_OPENS_BEFORE_MS,
  NO_SHOW_AFTER_MS,
  PRESENCE_GRACE_MS,
  type SenderType,
  type SessionStatus,
} from '@arcana/domain';
import {
  type AnyColumn,
  and,
  asc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { AppDb } from '../../db/database';
import { counselors } from '../counselors';
import { orders } from '../orders';
import { counselingSessions } from './tables';
import type { Guard } from './transitions';

export type SessionRow = typeof counselingSessions.$inferSelect;

const HOUR_MS = 3_600_000;
const s = counselingSessions;
const iso = (date: Date) => sql`${date.toISOString()}::timestamptz`;
const before = (now: Date, ms: number) => new Date(now.getTime() - ms);
const enteredAt = (side: SenderType) => (side === 'USER' ? s.userEnteredAt : s.counselorEnteredAt);
const otherSide = (side: SenderType): SenderType => (side === 'USER' ? 'COUNSELOR' : 'USER');

/** A guard of the table as SQL, at `now`; SELF/OTHER read the acting side. */
function guardSql(guard: Guard | undefined, now: Date, side: SenderType = 'USER'): SQL | undefined {
  switch (guard) {
    case undefined:
      return undefined;
    case 'BEFORE_RESPONSE_DEADLINE':
      return or(isNull(s.respondBy), gt(s.respondBy, now));
    case 'RESPONSE_DEADLINE_PASSED':
      return and(isNotNull(s.respondBy), lte(s.respondBy, now));
    case 'CANCEL_DEADLINE':
      // Up to (and at) 1 hour before the start.
      return or(
        eq(s.status, 'PENDING'),
        and(eq(s.status, 'SCHEDULED'), gte(s.startTime, new Date(now.getTime() + HOUR_MS))),
      );
    case 'ENTRY_OPEN':
      // An IMMEDIATE session starts when accepted; one without a start (dev) is open at once.
      return or(isNull(s.startTime), lte(s.startTime, before(now, -ENTRY_OPENS_BEFORE_MS)));
    case 'OTHER_ENTERED':
      return isNotNull(enteredAt(otherSide(side)));
    case 'PAID_TIME_USED':
      return and(
        isNotNull(s.durationSeconds),
        sql`${s.billedSeconds} + coalesce(floor(extract(epoch from (${iso(now)} - ${s.clockRunningSince}))), 0) >= ${s.durationSeconds}`,
      );
    case 'COUNSELOR_AWAY_LIMIT':
      return lte(s.counselorAwaySince, before(now, COUNSELOR_ABSENCE_LIMIT_MS));
    case 'NO_SHOW_USER':
      return and(
        lte(s.startTime, before(now, NO_SHOW_AFTER_MS)),
        isNull(s.userEnteredAt),
        isNotNull(s.counselorEnteredAt),
      );
    case 'NO_SHOW_COUNSELOR':
      return and(
        lte(s.startTime, before(now, NO_SHOW_AFTER_MS)),
        isNull(s.counselorEnteredAt),
        isNotNull(s.userEnteredAt),
      );
    case 'NO_SHOW_BOTH':
      return and(
        lte(s.startTime, before(now, NO_SHOW_AFTER_MS)),
        isNull(s.userEnteredAt),
        isNull(s.counselorEnteredAt),
      );
    case 'TIMED':
      return isNotNull(s.durationSeconds);
    default:
      return guard satisfies never;
  }
}

/** Columns a transition may write besides the status. */
export type TransitionSet = Partial<
  Omit<SessionRow, 'id' | 'userId' | 'counselorId' | 'status' | 'orderId' | 'createdAt'>
>;

export type TransitionUpdate = {
  id: number;
  from: readonly SessionStatus[];
  /** null: the status stays. */
  to: SessionStatus | null;
  guard?: Guard | undefined;
  side?: SenderType | undefined;
  /** Only the session's own user or counselor may move it (else nothing matches). */
  userId?: number;
  counselorId?: number;
  now: Date;
  set?: TransitionSet;
};

export function createLifecycleRepository(db: AppDb) {
  return {
    async find(id: number): Promise<SessionRow | undefined> {
      const [row] = await db.select().from(s).where(eq(s.id, id)).limit(1);
      return row;
    },

    /** The row, locked until the transaction ends: transitions and the clock take turns. */
    async lock(id: number): Promise<SessionRow | undefined> {
      const [row] = await db.select().from(s).where(eq(s.id, id)).for('update');
      return row;
    },

    /** Writes columns of a locked row (the clock, presence, the shared reading). */
    async write(id: number, set: TransitionSet, now: Date): Promise<SessionRow | undefined> {
      const [row] = await db
        .update(s)
        .set({ ...set, updatedAt: now })
        .where(eq(s.id, id))
        .returning();
      return row;
    },

    /**
     * IN_PROGRESS sessions where a side is out of the room or its lease ran out (a holder that
     * crashed never says so): the sweep reconciles their clocks. Ids only, oldest first.
     */
    async staleInProgress(now: Date, limit: number): Promise<number[]> {
      const staleBefore = before(now, PRESENCE_GRACE_MS);
      const gone = (inRoom: AnyColumn, seenAt: AnyColumn) =>
        or(eq(inRoom, false), isNull(seenAt), lte(seenAt, staleBefore));
      const rows = await db
        .select({ id: s.id })
        .from(s)
        .where(
          and(
            eq(s.status, 'IN_PROGRESS'),
            or(gone(s.userInRoom, s.userSeenAt), gone(s.counselorInRoom, s.counselorSeenAt)),
          ),
        )
        .orderBy(asc(s.id))
        .limit(limit);
      return rows.map(({ id }) => id);
    },

    /**
     * The counselor's row locked, so two of its sessions ending at once decide one after the
     * other whether another one still keeps it COUNSELING.
     */
    async lockCounselor(counselorId: number): Promise<void> {
      await db
        .select({ id: counselors.id })
        .from(counselors)
        .where(eq(counselors.id, counselorId))
        .for('update');
    },

    /** Another IN_PROGRESS session of the counselor keeps its status COUNSELING. */
    async otherInProgress(counselorId: number, exceptId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: s.id })
        .from(s)
        .where(and(eq(s.counselorId, counselorId), eq(s.status, 'IN_PROGRESS'), ne(s.id, exceptId)))
        .limit(1);
      return row !== undefined;
    },

    /** The order that bought the session (its price and minutes price the added time). */
    async originalOrder(orderRowId: number) {
      const [row] = await db
        .select({
          id: orders.id,
          price: orders.price,
          durationMinutes: orders.durationMinutes,
          productId: orders.productId,
        })
        .from(orders)
        .where(eq(orders.id, orderRowId));
      return row;
    },

    /** Paid ADD_TIME orders of a session, oldest payment first. */
    async paidAddTimeOrders(sessionId: number) {
      return db
        .select({ id: orders.id, price: orders.price, paidAt: orders.paidAt })
        .from(orders)
        .where(
          and(
            eq(orders.kind, 'ADD_TIME'),
            eq(orders.sessionId, sessionId),
            isNotNull(orders.paidAt),
          ),
        )
        .orderBy(asc(orders.paidAt), asc(orders.id));
    },

    async findByOrder(orderRowId: number): Promise<SessionRow | undefined> {
      const [row] = await db.select().from(s).where(eq(s.orderId, orderRowId)).limit(1);
      return row;
    },

    /** The session of a paid order; a second call for the same order finds the first. */
    async insertForOrder(
      values: typeof counselingSessions.$inferInsert,
    ): Promise<{ row: SessionRow; inserted: boolean }> {
      const [inserted] = await db
        .insert(s)
        .values(values)
        .onConflictDoNothing({ target: s.orderId })
        .returning();
      if (inserted) return { row: inserted, inserted: true };
      const [existing] = await db
        .select()
        .from(s)
        .where(eq(s.orderId, values.orderId ?? -1))
        .limit(1);
      if (!existing) throw new Error(`session of order ${values.orderId} vanished`);
      return { row: existing, inserted: false };
    },

    /**
     * Dev only: the session's times N minutes earlier (null stays null): the start, the wait,
     * acceptance, entries, the clock's start and the counselor's absence, so a running clock
     * has run N minutes longer. A live presence lease stays (a connected side must not look
     * gone); a stale one moves too, so it stays as old relative to the rest.
     */
    async shift(id: number, minutes: number, now: Date): Promise<SessionRow | undefined> {
      const by = sql`(${minutes} * interval '1 minute')`;
      const back = (column: AnyColumn) => sql<Date | null>`${column} - ${by}`;
      const staleBefore = iso(before(now, PRESENCE_GRACE_MS));
      const lease = (column: AnyColumn) =>
        sql<Date | null>`case when ${column} <= ${staleBefore} then ${column} - ${by} else ${column} end`;
      const [row] = await db
        .update(s)
        .set({
          startTime: back(s.startTime),
          respondBy: back(s.respondBy),
          acceptedAt: back(s.acceptedAt),
          userEnteredAt: back(s.userEnteredAt),
          counselorEnteredAt: back(s.counselorEnteredAt),
          startedAt: back(s.startedAt),
          clockRunningSince: back(s.clockRunningSince),
          counselorAwaySince: back(s.counselorAwaySince),
          userSeenAt: lease(s.userSeenAt),
          counselorSeenAt: lease(s.counselorSeenAt),
        })
        .where(eq(s.id, id))
        .returning();
      return row;
    },

    /**
     * The one statement a transition is: it moves the row only from the row's statuses and
     * under its guard, so of two racing events exactly one gets the row back.
     */
    async transition(update: TransitionUpdate): Promise<SessionRow | undefined> {
      const [row] = await db
        .update(s)
        .set({
          ...(update.to === null ? {} : { status: update.to }),
          updatedAt: update.now,
          ...update.set,
        })
        .where(
          and(
            eq(s.id, update.id),
            inArray(s.status, [...update.from]),
            guardSql(update.guard, update.now, update.side),
            update.userId === undefined ? undefined : eq(s.userId, update.userId),
            update.counselorId === undefined ? undefined : eq(s.counselorId, update.counselorId),
          ),
        )
        .returning();
      return row;
    },
  };
}

export type LifecycleRepository = ReturnType<typeof createLifecycleRepository>;
