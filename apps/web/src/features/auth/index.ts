// What other features and the app's frame may use of the auth feature; everything else in this
// folder is private. The frame (header, root route) imports this file, so it stays small: the
// mobile verification parts other features' pages use have their own entry, verification.ts,
// and load with those pages instead of with the first page (DESIGN "Budgets").

export { HeaderAccount } from './HeaderAccount';
export { SubpageBackLink } from './SubpageBackLink';
