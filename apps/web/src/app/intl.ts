import { createAppIntl, createTranslator, type ShellMessageId } from '@arcana/app-shell';
import appMessages from '../messages/app.compiled.json';

/**
 * The shell's core catalog plus the app's own: what the frame (header, navigation, back links)
 * and the route files (titles) need before any page loads. A feature's page texts live in its
 * own catalog, read through the feature's `intl.ts`, and load with its routes.
 */
export const intl = createAppIntl(appMessages);

export { appMessages };

export type MessageId = keyof typeof appMessages | ShellMessageId;

export const t = createTranslator<MessageId>(intl);
