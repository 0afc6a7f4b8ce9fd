import { createAppIntl, createTranslator } from '@arcana/app-shell';
import { appMessages, type MessageId } from '../../app/intl';
import featureMessages from './messages.compiled.json';

// The payment pages' texts load with their routes, not with the first page (DESIGN "Budgets").
export type PaymentMessageId = keyof typeof featureMessages | MessageId;

export const t = createTranslator<PaymentMessageId>(createAppIntl(appMessages, featureMessages));
