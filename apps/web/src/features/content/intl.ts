import { createAppIntl, createTranslator } from '@arcana/app-shell';
import { appMessages, type MessageId } from '../../app/intl';
import featureMessages from './messages.compiled.json';

// Notices, events and stored pages: their texts load with their routes (DESIGN "Budgets").
export type ContentMessageId = keyof typeof featureMessages | MessageId;

export const t = createTranslator<ContentMessageId>(createAppIntl(appMessages, featureMessages));
