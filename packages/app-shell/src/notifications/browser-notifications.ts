// System notifications (Notification API) drawn for realtime notifications. Only with permission;
// SPEC §9: they close by themselves after 5 s unless they carry an action (a link to follow).
import { BROWSER_NOTIFICATION_CLOSE_MS } from '@arcana/domain';

const open = new Map<string, Notification>();

export function browserNotificationsAllowed(): boolean {
  return typeof Notification !== 'undefined' && Notification.permission === 'granted';
}

export type BrowserNotificationInput = {
  id: number;
  title: string;
  body: string;
  /** Present when the notification leads somewhere: then it stays until clicked or closed. */
  onAction?: () => void;
};

export function showBrowserNotification({ id, title, body, onAction }: BrowserNotificationInput) {
  if (!browserNotificationsAllowed()) return;
  const tag = `arcana-notification-${id}`;
  let notification: Notification;
  try {
    notification = new Notification(title, { body, tag, requireInteraction: Boolean(onAction) });
  } catch {
    // Android Chrome only allows notifications from a service worker; the in-page one is enough.
    return;
  }
  open.set(tag, notification);
  notification.onclose = () => open.delete(tag);
  notification.onclick = () => {
    window.focus();
    onAction?.();
    notification.close();
  };
  if (!onAction) setTimeout(() => notification.close(), BROWSER_NOTIFICATION_CLOSE_MS);
}

/** SPEC §4: reading a notification closes its system notification. */
export function closeBrowserNotification(id: number): void {
  open.get(`arcana-notification-${id}`)?.close();
}

/** SPEC §2: on session pages every system notification is closed. */
export function closeAllBrowserNotifications(): void {
  for (const notification of open.values()) notification.close();
  open.clear();
}
