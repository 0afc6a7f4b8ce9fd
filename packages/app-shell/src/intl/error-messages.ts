import errorMessages from '../messages/errors.compiled.json';
import { createAppIntl, createTranslator, type ShellMessageId } from './intl';

// What only the whole error pages say (the status for crawlers, the stack's summary): they load
// with those pages, not with the first page (DESIGN "Budgets").
export type ErrorMessageId = keyof typeof errorMessages | ShellMessageId;

export const t = createTranslator<ErrorMessageId>(createAppIntl(errorMessages));
