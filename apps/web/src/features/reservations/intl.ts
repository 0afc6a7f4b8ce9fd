import { createAppIntl, createTranslator } from '@arcana/app-shell';
import { appMessages, type MessageId } from '../../app/intl';
import featureMessages from './messages.compiled.json';

// 예약 내역's texts load with its route, not with the first page (DESIGN "Budgets").
export type ReservationMessageId = keyof typeof featureMessages | MessageId;

export const t = createTranslator<ReservationMessageId>(
  createAppIntl(appMessages, featureMessages),
);
