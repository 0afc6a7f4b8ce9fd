import { defineConfig } from 'drizzle-kit';

// Each feature keeps its tables in features/<feature>/tables.ts, and lib/scheduler its job
// table; together they make one schema and one migration history. Generation only needs the
// schema; no database connection is opened.
// A glob matching nothing makes drizzle-kit print an error and still exit 0, so after moving
// tables check that `db:generate` reports "No schema changes".
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/features/*/tables.ts', './src/lib/scheduler/tables.ts'],
  out: './src/db/migrations',
});
