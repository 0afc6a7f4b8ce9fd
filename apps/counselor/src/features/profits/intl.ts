import { createAppIntl, createTranslator } from '@arcana/app-shell';
import { appMessages, type MessageId } from '../../app/intl';
import featureMessages from './messages.compiled.json';

// The profits screen's texts load with their routes, not with the first page (DESIGN "Budgets").
export type ProfitsMessageId = keyof typeof featureMessages | MessageId;

export const t = createTranslator<ProfitsMessageId>(createAppIntl(appMessages, featureMessages));
