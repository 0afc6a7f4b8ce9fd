import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables';
import { counselors } from '../counselors/tables';
import { counselingSessions } from '../sessions/tables';

// DESIGN "Reviews": rating 1–5, text 10–1,000, one per session, only by its user; the counselor
// may reply once (up to 500). Writing comes with the session room; this issue reads and seeds.
export const counselingReviews = pgTable(
  'counseling_reviews',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .unique()
      .references(() => counselingSessions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    counselorId: integer('counselor_id')
      .notNull()
      .references(() => counselors.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    content: text('content').notNull(),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('counseling_reviews_counselor_idx').on(table.counselorId, table.id),
    index('counseling_reviews_user_idx').on(table.userId, table.id),
    check('counseling_reviews_rating', sql`${table.rating} between 1 and 5`),
  ],
);
