import gateMessages from '../messages/counselor-gate.compiled.json';
import { createAppIntl, createTranslator, type ShellMessageId } from './intl';

// The counselor gate's texts, apart from the login form's (auth-messages.ts): a login page
// never shows the gate, so its first visit goes without them (DESIGN "Budgets").
export type CounselorGateMessageId = keyof typeof gateMessages | ShellMessageId;

export const t = createTranslator<CounselorGateMessageId>(createAppIntl(gateMessages));
