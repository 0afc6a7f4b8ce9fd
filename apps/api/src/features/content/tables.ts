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
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables';
import { uploads } from '../uploads/tables';

// Redirects the front ends ask for before drawing a path (SPEC §2: "the app asks for a route
// rule for the current path"). `path` is stored normalised: no query string, no trailing slash.
export const routeRules = pgTable('route_rules', {
  id: serial('id').primaryKey(),
  path: text('path').notNull().unique(),
  redirectTo: text('redirect_to').notNull(),
  permanent: boolean('permanent').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// Stored pages shown by the catch-all /{slug} screen (DESIGN: "Paths nobody defined").
export const pages = pgTable('pages', {
  slug: text('slug').primaryKey(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// 공지사항. A notice shows from `published_at` on (a later one is scheduled); pinned ones lead
// the list. The body is Markdown (DESIGN "Rich text").
export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    category: text('category').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    pinned: boolean('pinned').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('notices_published_idx').on(table.publishedAt, table.id),
    check(
      'notices_category',
      sql`${table.category} in ('NOTICE', 'UPDATE', 'MAINTENANCE', 'POLICY')`,
    ),
  ],
);

/** An event's call to action, as the operator wrote it. */
export type EventLinkValue = { label: string; href: string };

// 이벤트. The state (ongoing, upcoming, ended) is never stored: it follows from the period
// against now. The image is one of the operator's public uploads.
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    body: text('body').notNull(),
    imageUploadId: uuid('image_upload_id').references(() => uploads.id, {
      onDelete: 'set null',
    }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    link: jsonb('link').$type<EventLinkValue>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('events_period_idx').on(table.startsAt, table.endsAt),
    check('events_period', sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

// 자주 묻는 질문: categories in their order, questions in theirs (Markdown answers).
export const faqCategories = pgTable('faq_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  position: integer('position').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const faqs = pgTable(
  'faqs',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => faqCategories.id, { onDelete: 'restrict' }),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('faqs_category_idx').on(table.categoryId, table.position),
    uniqueIndex('faqs_question_unique').on(table.question),
  ],
);

// SPEC "/me/claims": inquiries (a user's, or a guest's with an e-mail for the answer) and
// reports about a session or a review. The target's label is kept as it read when reported,
// so the claim still says what it was about after the session or review is gone. One open
// (RECEIVED) report per user and target: the partial unique index settles two at once.
export const claims = pgTable(
  'claims',
  {
    id: serial('id').primaryKey(),
    /** INQUIRY or REPORT. */
    kind: text('kind').notNull(),
    /** The author; null for a guest's inquiry (then `email`). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    /** An inquiry's category; a report's reason. */
    category: text('category'),
    reason: text('reason'),
    title: text('title').notNull(),
    body: text('body').notNull(),
    targetType: text('target_type'),
    targetId: integer('target_id'),
    targetLabel: text('target_label'),
    /** RECEIVED until an operator answers (ANSWERED, once). */
    status: text('status').notNull().default('RECEIVED'),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** The operator who answered; kept null when that account is gone. */
    answeredBy: integer('answered_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('claims_user_idx').on(table.userId, table.id),
    index('claims_status_idx').on(table.status, table.id),
    uniqueIndex('claims_one_open_report')
      .on(table.userId, table.targetType, table.targetId)
      .where(sql`${table.kind} = 'REPORT' and ${table.status} = 'RECEIVED'`),
    check('claims_kind', sql`${table.kind} in ('INQUIRY', 'REPORT')`),
    check('claims_status', sql`${table.status} in ('RECEIVED', 'ANSWERED')`),
    check('claims_author', sql`${table.userId} is not null or ${table.email} is not null`),
    check(
      'claims_target',
      sql`(${table.kind} = 'REPORT') = (${table.targetType} is not null and ${table.targetId} is not null)`,
    ),
  ],
);
