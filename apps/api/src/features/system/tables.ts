import { pgTable, text } from 'drizzle-orm/pg-core';

// Small key/value facts about this database (for example which seed version it holds).
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
