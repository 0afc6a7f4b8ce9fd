import type { NotificationAudience } from '@arcana/domain';

// SPEC §7 "User notifications" / "Counselor notifications": the two audiences name their
// calls differently (unread-count vs unreads/count, {id} vs {notificationId}), so each gets a table.
type NotificationPaths = {
  stream: string;
  connectionStatus: string;
  test: string;
  unreadCount: string;
  unreads: string;
  list: string;
  read: (id: number) => string;
  readAll: string;
};

const PATHS: Record<NotificationAudience, NotificationPaths> = {
  USER: {
    stream: '/api/sse/user/notifications',
    connectionStatus: '/api/client/sse/user/notifications/connection-status',
    test: '/api/client/sse/user/notifications/test',
    unreadCount: '/api/client/me/notifications/unread-count',
    unreads: '/api/client/me/notifications/unreads',
    list: '/api/client/me/notifications',
    read: (id) => `/api/client/me/notifications/${encodeURIComponent(String(id))}/read`,
    readAll: '/api/client/me/notifications/all/read',
  },
  COUNSELOR: {
    stream: '/api/sse/counselor/notifications',
    connectionStatus: '/api/client/sse/counselor/notifications/connection-status',
    test: '/api/client/sse/counselor/notifications/test',
    unreadCount: '/api/client/counselor/notifications/unreads/count',
    unreads: '/api/client/counselor/notifications/unreads',
    list: '/api/client/counselor/notifications',
    read: (id) => `/api/client/counselor/notifications/${encodeURIComponent(String(id))}/read`,
    readAll: '/api/client/counselor/notifications/all/read',
  },
};

export function notificationPaths(audience: NotificationAudience): NotificationPaths {
  return PATHS[audience];
}

/** The SSE stream path of an audience (the EventSource sends the accessToken cookie). */
export function notificationStreamPath(audience: NotificationAudience): string {
  return PATHS[audience].stream;
}
