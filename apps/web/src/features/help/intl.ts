import { createAppIntl, createTranslator } from '@arcana/app-shell';
import { appMessages, type MessageId } from '../../app/intl';
import featureMessages from './messages.compiled.json';

// The help centre's texts (FAQ, introduction, contact form) load with its routes.
export type HelpMessageId = keyof typeof featureMessages | MessageId;

export const t = createTranslator<HelpMessageId>(createAppIntl(appMessages, featureMessages));
