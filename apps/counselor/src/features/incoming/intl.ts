import { createAppIntl, createTranslator } from '@arcana/app-shell';
import { appMessages, type MessageId } from '../../app/intl';
import featureMessages from './messages.compiled.json';

// The incoming-requests panel's texts load with the counselor pages, not with the login page.
export type IncomingMessageId = keyof typeof featureMessages | MessageId;

export const t = createTranslator<IncomingMessageId>(createAppIntl(appMessages, featureMessages));
