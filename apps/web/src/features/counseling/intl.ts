import { createAppIntl, createTranslator } from '@arcana/app-shell';
import { appMessages, type MessageId } from '../../app/intl';
import featureMessages from './messages.compiled.json';

// The counseling feature's texts load with its routes (and with the slot calendar where the
// payment page draws it), not with the first page (DESIGN "Budgets").
export type CounselingMessageId = keyof typeof featureMessages | MessageId;

export const t = createTranslator<CounselingMessageId>(createAppIntl(appMessages, featureMessages));
