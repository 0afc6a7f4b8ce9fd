import type { NotificationItem } from '@arcana/domain';
import type { NotificationRow } from './repository';

/** SPEC §3 Notification as the client sees it: `read` instead of the read timestamp. */
export function toNotificationDto(row: NotificationRow): NotificationItem {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
    link: row.link,
  };
}
