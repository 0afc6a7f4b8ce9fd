import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables';

// The AI side (DESIGN "AI", "Readings are drawn on the server"): the characters, their preset
// readings, every reading with its hidden order, chats, the daily request count, reviews and
// favourites. Characters are written in characters.ts; the seed copies them here by slug.

export const aiCharacters = pgTable('ai_characters', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  title: text('title').notNull(),
  /** A TarotTheme: the kind of question the character is best at. */
  speciality: text('speciality').notNull(),
  tone: text('tone').notNull(),
  greeting: text('greeting').notNull(),
  introduction: text('introduction').notNull(),
  /** Background, main and accent colour of the portrait drawn by code. */
  palette: jsonb('palette').$type<[string, string, string]>().notNull(),
  sortOrder: integer('sort_order').notNull(),
});

/** One-tap readings (오늘의 운세, 예/아니오, …): a fixed spread and theme with one character. */
export const aiSimpleTarots = pgTable('ai_simple_tarots', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  characterId: integer('character_id')
    .notNull()
    .references(() => aiCharacters.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  description: text('description').notNull(),
  /** A TarotSpreadId. */
  spread: text('spread').notNull(),
  /** A TarotTheme. */
  theme: text('theme').notNull(),
  /** The question the reading answers, in the person's words (예: 오늘 하루는 어떨까요?). */
  question: text('question').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

/** A card as it lies in a reading: the position of the spread, the card, its orientation. */
export type AiReadingCard = {
  /** The spread position's key (PAST, PRESENT, …). */
  positionKey: string;
  /** The position in the hidden order the person picked (0-based). */
  pickedPosition: number;
  cardId: number;
  reversed: boolean;
};

export const AI_READING_STATUSES = ['DRAWN', 'PICKED', 'ANSWERING', 'COMPLETED', 'FAILED'] as const;
export type AiReadingStatus = (typeof AI_READING_STATUSES)[number];

/**
 * One reading. `deckOrder` is the server's shuffle (card ids, position by position) and
 * `deckReversed` each position's orientation; neither ever leaves the server. A guest's
 * reading carries the anonymous id of its cookie until someone logs in and keeps it.
 */
export const aiReadings = pgTable(
  'ai_readings',
  {
    id: serial('id').primaryKey(),
    characterId: integer('character_id')
      .notNull()
      .references(() => aiCharacters.id, { onDelete: 'restrict' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    anonId: text('anon_id'),
    simpleTarotId: integer('simple_tarot_id').references(() => aiSimpleTarots.id, {
      onDelete: 'set null',
    }),
    spread: text('spread').notNull(),
    theme: text('theme').notNull(),
    /** The person's own words; '' when they wrote none. */
    question: text('question').notNull().default(''),
    deckOrder: jsonb('deck_order').$type<number[]>().notNull(),
    deckReversed: jsonb('deck_reversed').$type<boolean[]>().notNull(),
    /** Null until the picks arrive. */
    cards: jsonb('cards').$type<AiReadingCard[]>(),
    status: text('status').$type<AiReadingStatus>().notNull().default('DRAWN'),
    /** The whole reading once written (also a cut-off one, with `status` FAILED). */
    answer: text('answer'),
    /** Which provider wrote it: 'offline' or 'openai-compatible'. */
    provider: text('provider'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    pickedAt: timestamp('picked_at', { withTimezone: true }),
    answerStartedAt: timestamp('answer_started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    index('ai_readings_user_idx').on(table.userId, table.id),
    index('ai_readings_anon_idx').on(table.anonId),
    index('ai_readings_character_idx').on(table.characterId, table.id),
    check(
      'ai_readings_status_check',
      sql`${table.status} in ('DRAWN', 'PICKED', 'ANSWERING', 'COMPLETED', 'FAILED')`,
    ),
  ],
);

/** Requests (a reading or a chat answer) per subject and Asia/Seoul day (DESIGN "AI"). */
export const aiDailyUsage = pgTable(
  'ai_daily_usage',
  {
    /** `user:<id>` or `anon:<anonymous id>`. */
    subject: text('subject').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.subject, table.day] })],
);

/** A user's conversation with a character is the list of its messages (one per pair). */
export const aiChatMessages = pgTable(
  'ai_chat_messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    characterId: integer('character_id')
      .notNull()
      .references(() => aiCharacters.id, { onDelete: 'cascade' }),
    role: text('role').$type<'USER' | 'ASSISTANT'>().notNull(),
    content: text('content').notNull(),
    /** What an answer stated that later turns may ask about (the offline chat's memory). */
    facts: jsonb('facts').$type<Record<string, string>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ai_chat_messages_pair_idx').on(table.userId, table.characterId, table.id),
    check('ai_chat_messages_role_check', sql`${table.role} in ('USER', 'ASSISTANT')`),
  ],
);

/** One review per user and character, editable. */
export const aiCharacterReviews = pgTable(
  'ai_character_reviews',
  {
    id: serial('id').primaryKey(),
    characterId: integer('character_id')
      .notNull()
      .references(() => aiCharacters.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('ai_character_reviews_pair_unique').on(table.characterId, table.userId),
    index('ai_character_reviews_character_idx').on(table.characterId, table.id),
    check('ai_character_reviews_rating_check', sql`${table.rating} between 1 and 5`),
  ],
);

export const aiCharacterFavorites = pgTable(
  'ai_character_favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    characterId: integer('character_id')
      .notNull()
      .references(() => aiCharacters.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.characterId] })],
);
