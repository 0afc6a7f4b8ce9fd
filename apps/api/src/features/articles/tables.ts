import { index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { aiCharacters } from '../ai/tables';

// Articles belong to AI characters and are written in their voices (DESIGN "Rich text": stored
// as Markdown, rendered without raw HTML). Their images are drawn by code and stored as SVG.

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    characterId: integer('character_id')
      .notNull()
      .references(() => aiCharacters.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** Markdown; images are referenced as `![alt](media:<position>)`. */
    body: text('body').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    viewCount: integer('view_count').notNull().default(0),
  },
  (table) => [index('articles_character_idx').on(table.characterId, table.publishedAt)],
);

export const articleMedia = pgTable(
  'article_media',
  {
    id: serial('id').primaryKey(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    /** 0 is the cover. */
    position: integer('position').notNull(),
    alt: text('alt').notNull(),
    caption: text('caption').notNull(),
    /** The image itself, drawn by code at seed time. */
    svg: text('svg').notNull(),
  },
  (table) => [unique('article_media_position_unique').on(table.articleId, table.position)],
);
