import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import type { TarotArcana, TarotSuit, TarotThemeLines } from './deck/types';

// The product's decks as the public api reads them. The written content lives in deck/*.ts;
// the seed copies it here (upserting by slug and code), so a content edit reaches the database
// on the next start.
export const tarotDecks = pgTable('tarot_decks', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  nameKo: text('name_ko').notNull(),
  description: text('description').notNull(),
  cardCount: integer('card_count').notNull(),
});

export const tarotSuits = pgTable(
  'tarot_suits',
  {
    id: serial('id').primaryKey(),
    deckId: integer('deck_id')
      .notNull()
      .references(() => tarotDecks.id, { onDelete: 'cascade' }),
    suit: text('suit').$type<TarotSuit>().notNull(),
    nameKo: text('name_ko').notNull(),
    nameEn: text('name_en').notNull(),
    elementKo: text('element_ko').notNull(),
    elementEn: text('element_en').notNull(),
    themes: jsonb('themes').$type<string[]>().notNull(),
    description: text('description').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (table) => [
    unique('tarot_suits_deck_suit_unique').on(table.deckId, table.suit),
    check('tarot_suits_suit_check', sql`${table.suit} in ('WANDS', 'CUPS', 'SWORDS', 'PENTACLES')`),
  ],
);

export const tarotCards = pgTable(
  'tarot_cards',
  {
    id: serial('id').primaryKey(),
    deckId: integer('deck_id')
      .notNull()
      .references(() => tarotDecks.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    arcana: text('arcana').$type<TarotArcana>().notNull(),
    suitId: integer('suit_id').references(() => tarotSuits.id, { onDelete: 'restrict' }),
    number: integer('number').notNull(),
    nameKo: text('name_ko').notNull(),
    nameEn: text('name_en').notNull(),
    keywordsUpright: jsonb('keywords_upright').$type<string[]>().notNull(),
    keywordsReversed: jsonb('keywords_reversed').$type<string[]>().notNull(),
    upright: text('upright').notNull(),
    reversed: text('reversed').notNull(),
    uprightThemes: jsonb('upright_themes').$type<TarotThemeLines>().notNull(),
    reversedThemes: jsonb('reversed_themes').$type<TarotThemeLines>().notNull(),
    imagery: text('imagery').notNull(),
    /** The card's place in a fresh deck, 0–77. */
    sortOrder: integer('sort_order').notNull(),
  },
  (table) => [
    unique('tarot_cards_deck_code_unique').on(table.deckId, table.code),
    check('tarot_cards_arcana_check', sql`${table.arcana} in ('MAJOR', 'MINOR')`),
  ],
);
