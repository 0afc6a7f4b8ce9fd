// The only reader of import.meta.env in this app (STYLE: one env.ts per app).

const DEFAULT_COUNSELOR_ORIGIN = 'http://counselor.localhost:5174';

export const env = {
  /** DESIGN "Addresses and cookies": cross-app links go to the counselor app's origin. */
  counselorOrigin: (import.meta.env.VITE_COUNSELOR_ORIGIN || DEFAULT_COUNSELOR_ORIGIN).replace(
    /\/$/,
    '',
  ),
} as const;
