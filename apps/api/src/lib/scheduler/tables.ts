import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// The one job table of lib/scheduler (DESIGN "Api layout by feature"): every timer and periodic
// job of every feature is a row here. `key` is unique per kind, so scheduling the same thing
// twice replaces it instead of running it twice; a periodic job is one row re-armed after each
// run. A claimed row carries a lease (locked_by, locked_until); a process that dies mid-job
// simply lets the lease run out and another process takes the job.
export const scheduledJobs = pgTable(
  'scheduled_jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    payload: jsonb('payload').notNull().default(sql`'{}'::jsonb`),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** Set on periodic jobs: the row is re-armed this long after each run. */
    intervalMs: integer('interval_ms'),
    /** Claims so far, counted when claimed, so a run that crashed the process counts too. */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** Gave up after its last attempt; kept for a person to read, never claimed again. */
    deadAt: timestamp('dead_at', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Bumped by every schedule(): a run of an older revision must not delete a newer one. */
    revision: integer('revision').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('scheduled_jobs_kind_key_idx').on(table.kind, table.key),
    index('scheduled_jobs_due_idx').on(table.dueAt).where(sql`${table.deadAt} is null`),
  ],
);
