import { createAppIntl, createTranslator } from '@arcana/app-shell';
import { appMessages, type MessageId } from '../../app/intl';
import featureMessages from './messages.compiled.json';

// The reviews screens' texts load with their routes, not with the first page (DESIGN "Budgets").
export type ReviewsMessageId = keyof typeof featureMessages | MessageId;

export const t = createTranslator<ReviewsMessageId>(createAppIntl(appMessages, featureMessages));
