import { createAppIntl, createTranslator } from '@arcana/app-shell';
import { appMessages, type MessageId } from '../../app/intl';
import featureMessages from './messages.compiled.json';

// The application's texts load with its route, not with the first page (DESIGN "Budgets").
export type ApplicationMessageId = keyof typeof featureMessages | MessageId;

export const t = createTranslator<ApplicationMessageId>(
  createAppIntl(appMessages, featureMessages),
);
