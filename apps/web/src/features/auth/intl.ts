import { createAppIntl, createTranslator } from '@arcana/app-shell';
import { appMessages } from '../../app/intl';
import loginMessages from './login.compiled.json';
import type { LoginMessageId } from './login-intl';
import featureMessages from './messages.compiled.json';

// The auth feature's texts load with its routes, not with the first page (DESIGN "Budgets").
export type AuthMessageId = keyof typeof featureMessages | LoginMessageId;

export const t = createTranslator<AuthMessageId>(
  createAppIntl(appMessages, loginMessages, featureMessages),
);
