import notificationMessages from '../messages/notifications.compiled.json';
import { createAppIntl, createTranslator, type ShellMessageId } from './intl';

// Notification and active-session texts: they load with the realtime layer, the bell, the list
// and the notification toast, none of which a guest's first visit downloads.
export type NotificationMessageId = keyof typeof notificationMessages | ShellMessageId;

export const t = createTranslator<NotificationMessageId>(createAppIntl(notificationMessages));
