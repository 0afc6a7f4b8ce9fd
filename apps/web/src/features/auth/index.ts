// What other features may use of the auth feature; everything else in this folder is private.

export { HeaderAccount } from './HeaderAccount';
export { MobileVerification, type VerifiedMobile } from './MobileVerification';
export { typeMobile } from './mobile-input';
export { SubpageBackLink } from './SubpageBackLink';
