// Public entry of the auth feature for other features (the shell's header and back button).
// Route files import their page components directly.
export { HeaderAccount } from './HeaderAccount';
export { SubpageBackLink } from './SubpageBackLink';
