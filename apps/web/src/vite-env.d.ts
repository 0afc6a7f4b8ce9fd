/// <reference types="vite/client" />

declare const __ARCANA_BUILD_ID__: string;

interface ImportMetaEnv {
  /** The counselor app's origin for cross-app links (default http://counselor.localhost:5174). */
  readonly VITE_COUNSELOR_ORIGIN?: string;
  /** The footer's business information (env.ts `business`); unset shows a (예시) placeholder. */
  readonly VITE_BUSINESS_NAME?: string;
  readonly VITE_BUSINESS_REPRESENTATIVE?: string;
  readonly VITE_BUSINESS_REGISTRATION_NUMBER?: string;
  readonly VITE_BUSINESS_MAIL_ORDER_NUMBER?: string;
  readonly VITE_BUSINESS_ADDRESS?: string;
  readonly VITE_BUSINESS_EMAIL?: string;
  readonly VITE_BUSINESS_PHONE?: string;
  readonly VITE_BUSINESS_HOURS?: string;
}
