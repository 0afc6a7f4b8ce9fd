import { createAppIntl, createTranslator } from '@arcana/app-shell';
import { appMessages, type MessageId } from '../../../app/intl';
import featureMessages from './messages.compiled.json';

// The spending limit's texts, apart from the rest of /me's (issue 9 added them).
export type SpendingLimitMessageId = keyof typeof featureMessages | MessageId;

export const t = createTranslator<SpendingLimitMessageId>(
  createAppIntl(appMessages, featureMessages),
);
