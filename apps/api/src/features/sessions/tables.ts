import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables';
import { counselors } from '../counselors/tables';

// SPEC §3 Session. Product and its image are kept by name until the products issue gives them
// a table of their own.
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('counseling_sessions_user_idx').on(table.userId, table.status),
    index('counseling_sessions_counselor_idx').on(table.counselorId, table.status),
  ],
);
