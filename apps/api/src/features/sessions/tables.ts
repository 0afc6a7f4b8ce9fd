import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables';
import { aiReadings } from '../ai/tables';
import { counselors } from '../counselors/tables';
import { orders } from '../orders/tables';
import { products } from '../products/tables';
import { uploads } from '../uploads/tables';

// SPEC §3 Session. The product's name and main image are copied at payment, so a product renamed
// or disabled later leaves past sessions as they were sold. Seeded history has no order.
export const counselingSessions = pgTable(
  'counseling_sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    counselorId: integer('counselor_id')
      .notNull()
      .references(() => counselors.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }),
    durationSeconds: integer('duration_seconds'),
    counselingType: text('counseling_type').notNull(),
    startType: text('start_type').notNull(),
    productName: text('product_name').notNull(),
    productMainImage: text('product_main_image'),
    hasReview: boolean('has_review').notNull().default(false),
    /** The paid order that created it (DESIGN: only a confirmed payment creates a session). */
    orderId: integer('order_id')
      .unique()
      .references(() => orders.id, { onDelete: 'set null' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** PENDING: when the counselor's wait runs out (2 minutes, or the reservation's rule). */
    respondBy: timestamp('respond_by', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** When it reached a closed status (cancelled, completed, no-show). */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    // ---- the room (issue 10) ----
    /** When each party first entered (PATCH …/enter); null = never. */
    userEnteredAt: timestamp('user_entered_at', { withTimezone: true }),
    counselorEnteredAt: timestamp('counselor_entered_at', { withTimezone: true }),
    /** Entered and not exited since (PATCH …/exit clears it, …/enter sets it again). */
    userInRoom: boolean('user_in_room').notNull().default(false),
    counselorInRoom: boolean('counselor_in_room').notNull().default(false),
    /**
     * The last moment a room stream of that side was live: refreshed every few seconds by the
     * process holding it, set when it closes. A side is connected while this is under 15 s old.
     */
    userSeenAt: timestamp('user_seen_at', { withTimezone: true }),
    counselorSeenAt: timestamp('counselor_seen_at', { withTimezone: true }),
    /** When the status became IN_PROGRESS (the billed clock's first start). */
    startedAt: timestamp('started_at', { withTimezone: true }),
    /** Billed seconds accrued before `clockRunningSince` (the clock's paused total). */
    billedSeconds: integer('billed_seconds').notNull().default(0),
    /** Since when the billed clock runs; null = not running (not started, paused or over). */
    clockRunningSince: timestamp('clock_running_since', { withTimezone: true }),
    /** Why the clock is paused (CLOCK_PAUSE_REASONS) while IN_PROGRESS and not running. */
    clockPausedReason: text('clock_paused_reason'),
    /** IN_PROGRESS: since when the counselor is out of the room (the 5-minute rule). */
    counselorAwaySince: timestamp('counselor_away_since', { withTimezone: true }),
    /** How a closed session ended (SESSION_END_REASONS); null while open or for cancellations. */
    endReason: text('end_reason'),
    /** The last message id each side has read (read marks). */
    userReadId: integer('user_read_id').notNull().default(0),
    counselorReadId: integer('counselor_read_id').notNull().default(0),
    /** The AI reading the user chose to show the counselor, with consent, and when. */
    sharedReadingId: integer('shared_reading_id').references(() => aiReadings.id, {
      onDelete: 'set null',
    }),
    sharedReadingAt: timestamp('shared_reading_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('counseling_sessions_user_idx').on(table.userId, table.status),
    index('counseling_sessions_counselor_idx').on(table.counselorId, table.status),
    // The counselor's 상담 내역 (SPEC §9 paging, newest change first).
    index('counseling_sessions_counselor_updated_idx').on(table.counselorId, table.updatedAt),
  ],
);

/**
 * The chat of a session (SPEC §7 messages), kept after the session so both can read the
 * transcript. `content` is stored exactly as sent; an image message holds a PRIVATE upload
 * that only the two parties may fetch. `clientId` makes a resent message land once.
 */
export const sessionMessages = pgTable(
  'session_messages',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => counselingSessions.id, { onDelete: 'cascade' }),
    senderType: text('sender_type').notNull(),
    content: text('content').notNull().default(''),
    uploadId: uuid('upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    clientId: text('client_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('session_messages_session_idx').on(table.sessionId, table.id),
    uniqueIndex('session_messages_client_idx').on(
      table.sessionId,
      table.senderType,
      table.clientId,
    ),
  ],
);

/**
 * WebRTC signaling between the two sides (offer, answer, ICE candidates, hang-up): a row per
 * signal so every api process can deliver it (NOTIFY carries only its id; an SDP can pass
 * NOTIFY's 8,000 bytes) and a side whose stream dropped gets what it missed. Swept after a day.
 */
export const sessionSignals = pgTable(
  'session_signals',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => counselingSessions.id, { onDelete: 'cascade' }),
    /** Who sent it; it is for the other side. */
    senderType: text('sender_type').notNull(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('session_signals_session_idx').on(table.sessionId, table.id)],
);
