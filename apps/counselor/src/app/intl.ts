import { createAppIntl, createTranslator, type ShellMessageId } from '@arcana/app-shell';
import messages from '../messages/ko.compiled.json';

/** The shell's catalog plus this app's own, both precompiled (`pnpm messages`). */
export const intl = createAppIntl(messages);

export type MessageId = keyof typeof messages | ShellMessageId;

export const t = createTranslator<MessageId>(intl);
