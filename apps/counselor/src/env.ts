// The only reader of import.meta.env in this app (STYLE: one env.ts per app).

const DEFAULT_WEB_ORIGIN = 'http://127.0.0.1:5173';

export const env = {
  /** DESIGN "Addresses and cookies": cross-app links go to the web app's origin. */
  webOrigin: (import.meta.env.VITE_WEB_ORIGIN || DEFAULT_WEB_ORIGIN).replace(/\/$/, ''),
} as const;
