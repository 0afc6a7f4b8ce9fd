import { t } from '../intl/notification-messages';

/** Two digits at most, so the badge keeps its size. */
export function unreadBadgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/** The bell's accessible name: '알림 N개 읽지 않음', or just '알림' when all are read. */
export function unreadBellLabel(count: number): string {
  return count > 0 ? t('shell.notifications.bellUnread', { count }) : t('shell.notifications.bell');
}
