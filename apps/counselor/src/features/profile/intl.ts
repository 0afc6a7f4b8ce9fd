import { createAppIntl, createTranslator } from '@arcana/app-shell';
import { appMessages, type MessageId } from '../../app/intl';
import featureMessages from './messages.compiled.json';

// The profile screens' texts load with their routes, not with the first page (DESIGN "Budgets").
export type ProfileMessageId = keyof typeof featureMessages | MessageId;

export const t = createTranslator<ProfileMessageId>(createAppIntl(appMessages, featureMessages));
