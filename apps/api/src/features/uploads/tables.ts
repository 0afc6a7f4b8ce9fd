import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables';

// Uploaded images with the thumbnails of SPEC §3 (widths 150, 360, 780, 1600). DESIGN: an
// upload has an owner and a visibility (PUBLIC files are served to anyone, PRIVATE ones only
// to whom the purpose it is attached to allows); a feature storing its id attaches it (purpose,
// attached_at), and only uploads never attached are swept.
export const uploads = pgTable(
  'uploads',
  {
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
    visibility: text('visibility', { enum: ['PUBLIC', 'PRIVATE'] })
      .notNull()
      .default('PUBLIC'),
    /** The registered purpose (features/uploads/purposes.ts) it is attached to; null until then. */
    purpose: text('purpose'),
    attachedAt: timestamp('attached_at', { withTimezone: true }),
  },
  (table) => [
    index('uploads_unattached_idx').on(table.createdAt).where(sql`${table.attachedAt} is null`),
  ],
);
