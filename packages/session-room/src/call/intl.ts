import { createAppIntl, createTranslator } from '@arcana/app-shell';
import callMessages from './call.compiled.json';

// The call's and device check's texts: their own catalog (call.ko.json, `pnpm messages`), loaded
// with the call code only.
export type CallMessageId = keyof typeof callMessages;

export const t = createTranslator<CallMessageId>(createAppIntl(callMessages));
