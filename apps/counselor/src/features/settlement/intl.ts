import { createAppIntl, createTranslator } from '@arcana/app-shell';
import { appMessages, type MessageId } from '../../app/intl';
import featureMessages from './messages.compiled.json';

// The settlement screens' texts (tax e-mail, bank account) load with their routes.
export type SettlementMessageId = keyof typeof featureMessages | MessageId;

export const t = createTranslator<SettlementMessageId>(createAppIntl(appMessages, featureMessages));
