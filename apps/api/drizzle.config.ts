import { defineConfig } from 'drizzle-kit';

// Generation only needs the schema; no database connection is opened.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
