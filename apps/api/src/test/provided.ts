// What vitest's globalSetup hands to every test file through inject().
declare module 'vitest' {
  export interface ProvidedContext {
    /** Tarball of a migrated + seeded PGlite (dumpDataDir), when running on PGlite. */
    pgliteTemplate: string;
    /** Name of a migrated + seeded template database, when DATABASE_URL is set. */
    postgresTemplate: string;
  }
}

export {};
