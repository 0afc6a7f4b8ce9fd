// Public entry of the auth feature for other features (the shell's header).
export { HeaderAccount } from './HeaderAccount';
