import { and, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/database';
import { scheduledJobs } from './tables';

export type JobRow = typeof scheduledJobs.$inferSelect;

/** Which pending jobs shift() moves: one kind, one key, or every key starting with a prefix. */
export type JobFilter = { kind?: string; key?: string; keyPrefix?: string };

const iso = (date: Date) => date.toISOString();

/**
 * The scheduler's SQL. Every time comes in as a parameter (the app's clock), never the
 * database's now(), so a test that moves its clock moves the scheduler with it.
 */
export function createJobRepository(db: AppDb) {
  return {
    /** Inserts, or replaces the pending job of the same kind and key (a new revision). */
    async upsert(
      tx: AppDb,
      values: { kind: string; key: string; payload: unknown; dueAt: Date; at: Date },
    ): Promise<void> {
      await tx
        .insert(scheduledJobs)
        .values({
          kind: values.kind,
          key: values.key,
          payload: values.payload ?? {},
          dueAt: values.dueAt,
          createdAt: values.at,
          updatedAt: values.at,
        })
        .onConflictDoUpdate({
          target: [scheduledJobs.kind, scheduledJobs.key],
          set: {
            payload: sql`excluded.payload`,
            dueAt: sql`excluded.due_at`,
            attempts: 0,
            lastError: null,
            deadAt: null,
            revision: sql`${scheduledJobs.revision} + 1`,
            updatedAt: sql`excluded.updated_at`,
          },
        });
    },

    /**
     * The one row of a periodic kind: first due at once; a shorter interval than before pulls
     * the next run in, a longer one waits for the run already planned.
     */
    async armPeriodic(kind: string, key: string, intervalMs: number, at: Date): Promise<void> {
      const next = new Date(at.getTime() + intervalMs);
      await db
        .insert(scheduledJobs)
        .values({ kind, key, dueAt: at, intervalMs, createdAt: at, updatedAt: at })
        .onConflictDoUpdate({
          target: [scheduledJobs.kind, scheduledJobs.key],
          set: {
            intervalMs,
            dueAt: sql`least(${scheduledJobs.dueAt}, ${iso(next)}::timestamptz)`,
            deadAt: null,
          },
        });
    },

    async cancel(tx: AppDb, kind: string, key: string): Promise<boolean> {
      const rows = await tx
        .delete(scheduledJobs)
        .where(and(eq(scheduledJobs.kind, kind), eq(scheduledJobs.key, key)))
        .returning({ id: scheduledJobs.id });
      return rows.length > 0;
    },

    /**
     * Claims the earliest due job of the given kinds that nobody holds a live lease on.
     * FOR UPDATE SKIP LOCKED lets processes claiming at the same moment pass each other by
     * instead of taking the same row; the lease then keeps it theirs after the commit.
     */
    async claim(kinds: string[], workerId: string, at: Date, leaseMs: number) {
      if (kinds.length === 0) return undefined;
      const candidate = db
        .select({ id: scheduledJobs.id })
        .from(scheduledJobs)
        .where(
          and(
            inArray(scheduledJobs.kind, kinds),
            isNull(scheduledJobs.deadAt),
            lte(scheduledJobs.dueAt, at),
            or(isNull(scheduledJobs.lockedUntil), lt(scheduledJobs.lockedUntil, at)),
          ),
        )
        .orderBy(scheduledJobs.dueAt, scheduledJobs.id)
        .limit(1)
        .for('update', { skipLocked: true });
      const [row] = await db
        .update(scheduledJobs)
        .set({
          lockedBy: workerId,
          lockedUntil: new Date(at.getTime() + leaseMs),
          attempts: sql`${scheduledJobs.attempts} + 1`,
          updatedAt: at,
        })
        .where(inArray(scheduledJobs.id, candidate))
        .returning();
      return row;
    },

    /** Keeps a running job's lease alive; false when the lease was already lost. */
    async extendLease(id: number, workerId: string, until: Date): Promise<boolean> {
      const rows = await db
        .update(scheduledJobs)
        .set({ lockedUntil: until })
        .where(and(eq(scheduledJobs.id, id), eq(scheduledJobs.lockedBy, workerId)))
        .returning({ id: scheduledJobs.id });
      return rows.length > 0;
    },

    /** Deletes a finished one-off job, unless it was scheduled anew while it ran. */
    async deleteIfUnchanged(row: JobRow, workerId: string): Promise<boolean> {
      const rows = await db
        .delete(scheduledJobs)
        .where(held(row, workerId))
        .returning({ id: scheduledJobs.id });
      return rows.length > 0;
    },

    /** Sets when the held job runs next (a retry or a periodic re-arm) and releases it. */
    async release(
      row: JobRow,
      workerId: string,
      values: { dueAt: Date; attempts?: number; lastError?: string | null; at: Date },
    ): Promise<boolean> {
      const rows = await db
        .update(scheduledJobs)
        .set({
          dueAt: values.dueAt,
          ...(values.attempts === undefined ? {} : { attempts: values.attempts }),
          ...(values.lastError === undefined ? {} : { lastError: values.lastError }),
          lockedBy: null,
          lockedUntil: null,
          updatedAt: values.at,
        })
        .where(held(row, workerId))
        .returning({ id: scheduledJobs.id });
      return rows.length > 0;
    },

    async markDead(row: JobRow, workerId: string, lastError: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(scheduledJobs)
        .set({ deadAt: at, lastError, lockedBy: null, lockedUntil: null, updatedAt: at })
        .where(held(row, workerId))
        .returning({ id: scheduledJobs.id });
      return rows.length > 0;
    },

    /** Lets go of a job scheduled anew while it ran: the new revision keeps its own due time. */
    async unlock(id: number, workerId: string): Promise<void> {
      await db
        .update(scheduledJobs)
        .set({ lockedBy: null, lockedUntil: null })
        .where(and(eq(scheduledJobs.id, id), eq(scheduledJobs.lockedBy, workerId)));
    },

    /** Moves the due time of pending (not dead) jobs by `byMs`; negative brings them closer. */
    async shift(filter: JobFilter, byMs: number): Promise<number> {
      const rows = await db
        .update(scheduledJobs)
        .set({
          dueAt: sql`${scheduledJobs.dueAt} + (${byMs}::double precision * interval '1 millisecond')`,
        })
        .where(
          and(
            isNull(scheduledJobs.deadAt),
            filter.kind === undefined ? undefined : eq(scheduledJobs.kind, filter.kind),
            filter.key === undefined ? undefined : eq(scheduledJobs.key, filter.key),
            filter.keyPrefix === undefined
              ? undefined
              : sql`left(${scheduledJobs.key}, ${filter.keyPrefix.length}) = ${filter.keyPrefix}`,
          ),
        )
        .returning({ id: scheduledJobs.id });
      return rows.length;
    },
  };
}

// Still ours: same lease holder and the revision we claimed.
function held(row: JobRow, workerId: string) {
  return and(
    eq(scheduledJobs.id, row.id),
    eq(scheduledJobs.lockedBy, workerId),
    eq(scheduledJobs.revision, row.revision),
  );
}

export type JobRepository = ReturnType<typeof createJobRepository>;
