import { createAppIntl, createTranslator } from '@arcana/app-shell';
import { appMessages, type MessageId } from '../../app/intl';
import loginMessages from './login.compiled.json';

// The login page's texts on their own: /login is a first page too (DESIGN "Budgets"), so it
// does not download the texts of the join, find-id and reset flows.
export type LoginMessageId = keyof typeof loginMessages | MessageId;

export const t = createTranslator<LoginMessageId>(createAppIntl(appMessages, loginMessages));
