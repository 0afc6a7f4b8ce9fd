import { createAppIntl, createTranslator } from '@arcana/app-shell';
import { appMessages, type MessageId } from '../../app/intl';
import featureMessages from './messages.compiled.json';

// The chat feature's texts load with its routes, not with the first page (DESIGN "Budgets").
export type ChatMessageId = keyof typeof featureMessages | MessageId;

export const t = createTranslator<ChatMessageId>(createAppIntl(appMessages, featureMessages));
