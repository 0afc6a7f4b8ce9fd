import { createAppIntl, createTranslator } from '@arcana/app-shell';
import { appMessages, type MessageId } from '../../app/intl';
import featureMessages from './messages.compiled.json';

// The social feature's texts load with the routes and components that draw them (DESIGN "Budgets").
export type SocialMessageId = keyof typeof featureMessages | MessageId;

export const t = createTranslator<SocialMessageId>(createAppIntl(appMessages, featureMessages));
