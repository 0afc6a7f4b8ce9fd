import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { counselors, type DrawnArt } from '../counselors/tables';
import { uploads } from '../uploads/tables';

// DESIGN "Products": name 2–40, CHAT/CALL/VIDEO, 10–180 minutes in steps of 5 or none (무제한),
// price 1,000–1,000,000 in steps of 100, up to 5 images (the first is the main one). Disabling
// stops new orders only: orders and sessions keep their own copy of what was bought.
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    counselorId: integer('counselor_id')
      .notNull()
      .references(() => counselors.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    counselingType: text('counseling_type').notNull(),
    /** null = 무제한 (a flat price, no clock). */
    durationMinutes: integer('duration_minutes'),
    price: integer('price').notNull(),
    description: text('description').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    /** Paid orders so far; the orders feature counts them up ("popular products"). */
    soldCount: integer('sold_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('products_counselor_idx').on(table.counselorId, table.enabled),
    check('products_counseling_type', sql`${table.counselingType} in ('CHAT', 'CALL', 'VIDEO')`),
    check(
      'products_price',
      sql`${table.price} between 1000 and 1000000 and ${table.price} % 100 = 0`,
    ),
    check(
      'products_duration',
      sql`${table.durationMinutes} is null or (${table.durationMinutes} between 10 and 180 and ${table.durationMinutes} % 5 = 0)`,
    ),
  ],
);

/** A product's images in order; position 0 is the main image. An upload, or drawn by code. */
export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    uploadId: uuid('upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    art: jsonb('art').$type<DrawnArt>(),
  },
  (table) => [unique('product_images_position').on(table.productId, table.position)],
);
