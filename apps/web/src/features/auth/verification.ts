// The auth feature's mobile verification, for other features' pages (e.g. /me/mobile). Kept out
// of index.ts, which the first page's frame imports.

export { MobileVerification, type VerifiedMobile } from './MobileVerification';
export { typeMobile } from './mobile-input';
