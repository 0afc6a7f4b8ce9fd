import { createAppIntl, createTranslator } from '@arcana/app-shell';
import { appMessages, type MessageId } from '../../app/intl';
import featureMessages from './messages.compiled.json';

// The AI feature's texts load with its routes, not with the first page (DESIGN "Budgets").
export type AiMessageId = keyof typeof featureMessages | MessageId;

export const t = createTranslator<AiMessageId>(createAppIntl(appMessages, featureMessages));
