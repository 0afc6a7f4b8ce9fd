// Module-scoped on purpose: apps declare the global themselves (vite-env.d.ts), and a second
// global declaration here would clash with theirs.
/** Defined by the build-id plugin of `@arcana/app-shell/vite`: unique per build. */
declare const __ARCANA_BUILD_ID__: string | undefined;

/** This bundle's build id; 'dev' where the define is absent (tests). */
export const CURRENT_BUILD_ID: string =
  typeof __ARCANA_BUILD_ID__ === 'string' ? __ARCANA_BUILD_ID__ : 'dev';
