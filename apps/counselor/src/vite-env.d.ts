/// <reference types="vite/client" />

declare const __ARCANA_BUILD_ID__: string;

interface ImportMetaEnv {
  /** The web app's origin for cross-app links (default http://127.0.0.1:5173). */
  readonly VITE_WEB_ORIGIN?: string;
}
