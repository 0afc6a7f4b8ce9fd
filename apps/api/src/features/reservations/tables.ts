import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { counselors } from '../counselors/tables';

// DESIGN "Available times and slots": weekly hours plus dated exceptions, Asia/Seoul wall times
// (`HH:mm`, `24:00` as an end). Slots are 30-minute cells; one row per occupied cell, unique per
// counselor, is what makes double booking impossible (never read-then-write).

export const counselorWeeklyHours = pgTable(
  'counselor_weekly_hours',
  {
    id: serial('id').primaryKey(),
    counselorId: integer('counselor_id')
      .notNull()
      .references(() => counselors.id, { onDelete: 'cascade' }),
    /** ISO weekday, 1 = Monday … 7 = Sunday. */
    weekday: smallint('weekday').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
  },
  (table) => [
    index('counselor_weekly_hours_counselor_idx').on(table.counselorId),
    check('counselor_weekly_hours_weekday', sql`${table.weekday} between 1 and 7`),
  ],
);

export const counselorDateExceptions = pgTable(
  'counselor_date_exceptions',
  {
    id: serial('id').primaryKey(),
    counselorId: integer('counselor_id')
      .notNull()
      .references(() => counselors.id, { onDelete: 'cascade' }),
    /** The Seoul calendar date. */
    date: date('date', { mode: 'string' }).notNull(),
    /** CLOSED (no hours that day) or EXTRA (these hours besides the weekly ones). */
    kind: text('kind').notNull(),
    startTime: text('start_time'),
    endTime: text('end_time'),
  },
  (table) => [
    index('counselor_date_exceptions_counselor_idx').on(table.counselorId, table.date),
    check('counselor_date_exceptions_kind', sql`${table.kind} in ('CLOSED', 'EXTRA')`),
  ],
);

/**
 * One row per occupied 30-minute cell. While an order is being paid the cell is held
 * (`holdExpiresAt` set, DESIGN "Slot holds", 15 minutes); once paid it belongs to the session
 * and `holdExpiresAt` is null. `orderId` and `sessionId` carry no foreign key: orders and
 * sessions sit above this feature and own those rows.
 */
export const reservationCells = pgTable(
  'reservation_cells',
  {
    counselorId: integer('counselor_id')
      .notNull()
      .references(() => counselors.id, { onDelete: 'cascade' }),
    cellStart: timestamp('cell_start', { withTimezone: true }).notNull(),
    orderId: integer('order_id').notNull(),
    sessionId: integer('session_id'),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.counselorId, table.cellStart] }),
    index('reservation_cells_order_idx').on(table.orderId),
  ],
);
