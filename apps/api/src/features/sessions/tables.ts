import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables';
import { counselors } from '../counselors/tables';
import { orders } from '../orders/tables';
import { products } from '../products/tables';

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('counseling_sessions_user_idx').on(table.userId, table.status),
    index('counseling_sessions_counselor_idx').on(table.counselorId, table.status),
  ],
);
