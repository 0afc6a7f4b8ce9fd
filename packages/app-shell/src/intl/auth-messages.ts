import authMessages from '../messages/auth.compiled.json';
import { createAppIntl, createTranslator, type ShellMessageId } from './intl';

// The login form's and the counselor gate's texts: they load with the pages that show them,
// not with the first page (DESIGN "Budgets").
export type AuthMessageId = keyof typeof authMessages | ShellMessageId;

export const t = createTranslator<AuthMessageId>(createAppIntl(authMessages));
