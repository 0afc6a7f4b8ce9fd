import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables';
import { uploads } from '../uploads/tables';

/**
 * A picture drawn by code (seeded portraits, product, gallery and certificate images): a motif
 * and three colours (background, main, accent). An uploaded image, when there is one, wins.
 */
export type DrawnArt = { motif: string; palette: [string, string, string] };

// DESIGN "Demo data": a counselor has its own id in its own table, one-to-one with a user.
// The public profile (name, introduction, keywords, portrait) lives here too; the rating is kept
// as a running total and count by the reviews feature, so search sorts without aggregating.
export const counselors = pgTable(
  'counselors',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    level: integer('level').notNull().default(0),
    status: text('status').notNull().default('OFF'),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The public name (활동명); unique among counselors; null until the profile is written. */
    name: text('name'),
    /** One or two sentences for lists and the top of the profile. */
    introduction: text('introduction').notNull().default(''),
    /** The long-form profile (career, style, specialities in prose); plain text with newlines. */
    details: text('details').notNull().default(''),
    keywords: text('keywords').array().notNull().default(sql`'{}'::text[]`),
    profileImageUploadId: uuid('profile_image_upload_id').references(() => uploads.id, {
      onDelete: 'set null',
    }),
    /** The portrait drawn by code when no profile image is uploaded. */
    portrait: jsonb('portrait').$type<DrawnArt>(),
    /** Years of counseling experience, shown on cards. */
    careerYears: integer('career_years').notNull().default(0),
    /**
     * What its enabled products offer, kept by the products feature whenever they change, so
     * search filters by type and sorts by price without joining: the types (CHAT, CALL, VIDEO
     * order) and the lowest price (null without products).
     */
    counselingTypes: text('counseling_types').array().notNull().default(sql`'{}'::text[]`),
    minPrice: integer('min_price'),
    reviewCount: integer('review_count').notNull().default(0),
    /** Sum of all review ratings; rating = ratingTotal / reviewCount, one decimal. */
    ratingTotal: integer('rating_total').notNull().default(0),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * DESIGN "Counselor status": what the counselor chose while COUNSELING (or had before it),
     * applied when the session ends; null outside a session.
     */
    statusAfterSession: text('status_after_session'),
    /**
     * 세금계산서용 이메일: changed only through a code sent to the new address (TAX_EMAIL);
     * answered to the counselor itself and to no one else.
     */
    taxEmail: text('tax_email'),
  },
  (table) => [
    uniqueIndex('counselors_name_unique').on(table.name),
    index('counselors_status_idx').on(table.status),
  ],
);

/** SPEC §3 "A list of counselor categories exists" (연애, 재회, 직장, …). */
export const counselorCategories = pgTable('counselor_categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  sortOrder: integer('sort_order').notNull(),
});

export const counselorCategoryLinks = pgTable(
  'counselor_category_links',
  {
    counselorId: integer('counselor_id')
      .notNull()
      .references(() => counselors.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => counselorCategories.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.counselorId, table.categoryId] }),
    index('counselor_category_links_category_idx').on(table.categoryId),
  ],
);

/** 자격증: shown on the public profile; the image is an upload or drawn by code. */
export const counselorCertificates = pgTable(
  'counselor_certificates',
  {
    id: serial('id').primaryKey(),
    counselorId: integer('counselor_id')
      .notNull()
      .references(() => counselors.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    issuer: text('issuer').notNull(),
    grade: text('grade').notNull().default(''),
    issuedOn: date('issued_on', { mode: 'string' }),
    imageUploadId: uuid('image_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    art: jsonb('art').$type<DrawnArt>(),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('counselor_certificates_counselor_idx').on(table.counselorId, table.position)],
);

/** 이미지 갤러리 of a counselor, in `position` order. */
export const counselorGalleryImages = pgTable(
  'counselor_gallery_images',
  {
    id: serial('id').primaryKey(),
    counselorId: integer('counselor_id')
      .notNull()
      .references(() => counselors.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    uploadId: uuid('upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    art: jsonb('art').$type<DrawnArt>(),
    caption: text('caption').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('counselor_gallery_counselor_idx').on(table.counselorId, table.position)],
);

/** A user's favourite counselors (/me/favorites). */
export const counselorFavorites = pgTable(
  'counselor_favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    counselorId: integer('counselor_id')
      .notNull()
      .references(() => counselors.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.counselorId] }),
    index('counselor_favorites_counselor_idx').on(table.counselorId),
  ],
);
