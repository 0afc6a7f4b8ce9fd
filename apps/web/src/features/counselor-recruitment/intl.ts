import { createAppIntl, createTranslator } from '@arcana/app-shell';
import { appMessages, type MessageId } from '../../app/intl';
import featureMessages from './messages.compiled.json';

// The recruitment page's texts load with its route, not with the first page (DESIGN "Budgets").
export type RecruitMessageId = keyof typeof featureMessages | MessageId;

export const t = createTranslator<RecruitMessageId>(createAppIntl(appMessages, featureMessages));
