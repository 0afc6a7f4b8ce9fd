/// <reference types="vite/client" />

declare const __ARCANA_BUILD_ID__: string;

interface ImportMetaEnv {
  /** The counselor app's origin for cross-app links (default http://counselor.localhost:5174). */
  readonly VITE_COUNSELOR_ORIGIN?: string;
}
