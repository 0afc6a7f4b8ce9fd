import { createAppIntl, createTranslator } from '@arcana/app-shell';
import { appMessages, type MessageId } from '../../app/intl';
import featureMessages from './messages.compiled.json';

// Claims (/me/claims and the report dialog): texts load with the pages that use them.
export type ClaimsMessageId = keyof typeof featureMessages | MessageId;

export const t = createTranslator<ClaimsMessageId>(createAppIntl(appMessages, featureMessages));
