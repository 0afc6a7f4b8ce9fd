import { boolean, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

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
