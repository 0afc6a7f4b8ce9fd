import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables';

// Uploaded images with the thumbnails of SPEC §3 (widths 150, 360, 780, 1600).
export const uploads = pgTable('uploads', {
  id: uuid('id').primaryKey().defaultRandom(),
  ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
  contentType: text('content_type').notNull(),
  originName: text('origin_name').notNull(),
  fileUri: text('file_uri').notNull(),
  thumbUri150: text('thumb_uri_150').notNull(),
  thumbUri360: text('thumb_uri_360').notNull(),
  thumbUri780: text('thumb_uri_780').notNull(),
  thumbUri1600: text('thumb_uri_1600').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  byteSize: integer('byte_size').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
