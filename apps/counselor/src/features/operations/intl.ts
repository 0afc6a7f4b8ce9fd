import { createAppIntl, createTranslator } from '@arcana/app-shell';
import { appMessages, type MessageId } from '../../app/intl';
import featureMessages from './messages.compiled.json';

// The operation screens' shared texts (pager, status chips) load with their routes, not with the first page (DESIGN "Budgets").
export type OperationsMessageId = keyof typeof featureMessages | MessageId;

export const t = createTranslator<OperationsMessageId>(createAppIntl(appMessages, featureMessages));
