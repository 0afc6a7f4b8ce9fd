import type { SessionStatus } from '@arcana/domain';
import { and, eq, gt, gte, inArray, isNotNull, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/database';
import { counselingSessions } from './tables';
import type { Guard } from './transitions';

export type SessionRow = typeof counselingSessions.$inferSelect;

const HOUR_MS = 3_600_000;

/** A guard of the table as SQL, at `now`. */
function guardSql(guard: Guard | undefined, now: Date): SQL | undefined {
  const s = counselingSessions;
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
    default:
      return guard satisfies never;
  }
}

export type TransitionUpdate = {
  id: number;
  from: readonly SessionStatus[];
  to: SessionStatus;
  guard?: Guard | undefined;
  /** Only the session's own user or counselor may move it (else nothing matches). */
  userId?: number;
  counselorId?: number;
  now: Date;
  set?: Partial<Pick<SessionRow, 'startTime' | 'acceptedAt' | 'endedAt' | 'respondBy'>>;
};

export function createLifecycleRepository(db: AppDb) {
  const s = counselingSessions;
  return {
    async find(id: number): Promise<SessionRow | undefined> {
      const [row] = await db.select().from(s).where(eq(s.id, id)).limit(1);
      return row;
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

    /** Dev only: the start and the wait N minutes earlier (null stays null). */
    async shift(id: number, minutes: number): Promise<SessionRow | undefined> {
      const by = sql`(${minutes} * interval '1 minute')`;
      const [row] = await db
        .update(s)
        .set({ startTime: sql`${s.startTime} - ${by}`, respondBy: sql`${s.respondBy} - ${by}` })
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
        .set({ status: update.to, updatedAt: update.now, ...update.set })
        .where(
          and(
            eq(s.id, update.id),
            inArray(s.status, [...update.from]),
            guardSql(update.guard, update.now),
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
