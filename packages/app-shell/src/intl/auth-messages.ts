import authMessages from '../messages/auth.compiled.json';
import { createAppIntl, createTranslator, type ShellMessageId } from './intl';

// The login form's texts: they load with the pages that show it, not with the first page
// (DESIGN "Budgets"). The counselor gate has its own (counselor-gate-messages.ts).
export type AuthMessageId = keyof typeof authMessages | ShellMessageId;

export const t = createTranslator<AuthMessageId>(createAppIntl(authMessages));
