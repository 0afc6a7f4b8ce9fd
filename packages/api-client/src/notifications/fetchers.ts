import {
  cursorPageSchema,
  type NotificationAudience,
  type NotificationItem,
  notificationSchema,
} from '@arcana/domain';
import * as v from 'valibot';
import { apiFetch } from '../http';
import { notificationPaths } from './paths';

export type NotificationSort = 'ASC' | 'DESC';

/** Cursor of the lists: ASC + lastId = newer than it, DESC + lastId = older than it (DESIGN). */
export type NotificationCursor = {
  limit?: number;
  sort?: NotificationSort;
  lastId?: number | null;
};

/** `silent` for the calls SPEC §8 only logs (missed fetch, connection status, unread count). */
export type NotificationCallOptions = { signal?: AbortSignal; silent?: boolean };

const unreadCountSchema = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
const notificationPageSchema = cursorPageSchema(notificationSchema);
const connectionStatusSchema = v.object({
  connected: v.boolean(),
  connections: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
});
export type ConnectionStatus = v.InferOutput<typeof connectionStatusSchema>;

function cursorQuery(cursor: NotificationCursor) {
  return { limit: cursor.limit, sort: cursor.sort, lastId: cursor.lastId };
}

/** The unread count (a bare number for both audiences). */
export function fetchUnreadCount(
  audience: NotificationAudience,
  options: NotificationCallOptions = {},
): Promise<number> {
  return apiFetch(notificationPaths(audience).unreadCount, {
    ...options,
    schema: unreadCountSchema,
  });
}

/** One cursor page of every notification (`limit` default 20, `sort` default DESC). */
export function fetchNotifications(
  audience: NotificationAudience,
  cursor: NotificationCursor = {},
  options: NotificationCallOptions = {},
) {
  return apiFetch(notificationPaths(audience).list, {
    ...options,
    query: cursorQuery(cursor),
    schema: notificationPageSchema,
  });
}

/** One cursor page of the unread notifications. */
export function fetchUnreads(
  audience: NotificationAudience,
  cursor: NotificationCursor = {},
  options: NotificationCallOptions = {},
) {
  return apiFetch(notificationPaths(audience).unreads, {
    ...options,
    query: cursorQuery(cursor),
    schema: notificationPageSchema,
  });
}

/** PATCH …/{id}/read → 204. Callers never send a TEST notification here (SPEC §4). */
export async function markRead(
  audience: NotificationAudience,
  id: number,
  options: NotificationCallOptions = {},
): Promise<void> {
  await apiFetch(notificationPaths(audience).read(id), { ...options, method: 'PATCH' });
}

/** PATCH …/all/read → 204; the server marks TEST notifications read too. */
export async function markAllRead(
  audience: NotificationAudience,
  options: NotificationCallOptions = {},
): Promise<void> {
  await apiFetch(notificationPaths(audience).readAll, { ...options, method: 'PATCH' });
}

/**
 * POST …/test?title=&message= → the created TEST notification. Silent: the caller shows
 * SPEC §8's own toast ('failed to send test notification') instead of the generic one.
 */
export function sendTestNotification(
  audience: NotificationAudience,
  message: { title: string; message: string },
  options: Omit<NotificationCallOptions, 'silent'> = {},
): Promise<NotificationItem> {
  return apiFetch(notificationPaths(audience).test, {
    ...options,
    method: 'POST',
    query: { title: message.title, message: message.message },
    silent: true,
    schema: notificationSchema,
  });
}

/** `{ connected, connections }` of the caller's streams; failures are only logged (SPEC §8). */
export function fetchConnectionStatus(
  audience: NotificationAudience,
  options: NotificationCallOptions = {},
): Promise<ConnectionStatus> {
  return apiFetch(notificationPaths(audience).connectionStatus, {
    silent: true,
    ...options,
    schema: connectionStatusSchema,
  });
}
