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
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables';
import { aiReadings } from '../ai/tables';
import { articles } from '../articles/tables';

// DESIGN "Sharing": a share is a snapshot of a reading under a random 128-bit url-safe id; the
// question and the owner's name are in it only when the owner allowed them. Comments and
// reactions target a share or an article, never both.

/** What a share shows, frozen when it was made. */
export type ShareSnapshot = {
  character: { id: number; slug: string; name: string; title: string };
  spread: string;
  theme: string;
  /** Present only when the owner ticked "show my question". */
  question: string | null;
  /** Present only when the owner allowed their display name. */
  ownerName: string | null;
  cards: { positionKey: string; cardId: number; reversed: boolean }[];
  answer: string;
  readAt: string;
};

export const shares = pgTable(
  'shares',
  {
    /** 22 characters of base64url: 128 random bits. */
    id: text('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readingId: integer('reading_id').references(() => aiReadings.id, { onDelete: 'set null' }),
    characterId: integer('character_id').notNull(),
    showQuestion: boolean('show_question').notNull(),
    showName: boolean('show_name').notNull(),
    snapshot: jsonb('snapshot').$type<ShareSnapshot>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('shares_created_idx').on(table.createdAt),
    index('shares_owner_idx').on(table.ownerId, table.createdAt),
    index('shares_character_idx').on(table.characterId, table.createdAt),
    check('shares_id_check', sql`${table.id} ~ '^[A-Za-z0-9_-]{22}$'`),
  ],
);

export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    shareId: text('share_id').references(() => shares.id, { onDelete: 'cascade' }),
    articleId: integer('article_id').references(() => articles.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('comments_share_idx').on(table.shareId, table.id),
    index('comments_article_idx').on(table.articleId, table.id),
    index('comments_user_idx').on(table.userId, table.id),
    check('comments_one_target_check', sql`num_nonnulls(${table.shareId}, ${table.articleId}) = 1`),
  ],
);

/** One reaction per person and target; choosing another kind replaces it. */
export const reactions = pgTable(
  'reactions',
  {
    id: serial('id').primaryKey(),
    shareId: text('share_id').references(() => shares.id, { onDelete: 'cascade' }),
    articleId: integer('article_id').references(() => articles.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A ReactionKind of domain. */
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('reactions_share_user_unique').on(table.shareId, table.userId),
    unique('reactions_article_user_unique').on(table.articleId, table.userId),
    index('reactions_user_idx').on(table.userId, table.id),
    check(
      'reactions_one_target_check',
      sql`num_nonnulls(${table.shareId}, ${table.articleId}) = 1`,
    ),
    check(
      'reactions_kind_check',
      sql`${table.kind} in ('LIKE', 'EMPATHY', 'CHEER', 'AMAZED', 'THANKS')`,
    ),
  ],
);
