import { notificationQueries } from '@arcana/api-client';
import type { NotificationAudience, NotificationItem } from '@arcana/domain';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';

// Cache edits of the notification list screens, on the factory keys only (STYLE: mutations
// update the cache with setQueryData). Arrivals from the stream refetch the list (realtime's
// provider invalidates the ['notifications', audience] prefix).

type ListPage = { content: NotificationItem[]; empty: boolean; last: boolean; totalPages: number };
type ListData = InfiniteData<ListPage, number | undefined>;

function mapItems(data: ListData | undefined, edit: (item: NotificationItem) => NotificationItem) {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({ ...page, content: page.content.map(edit) })),
  };
}

/** Marks one listed notification read and lowers the unread count once (never below 0). */
export function markReadInCache(
  queryClient: QueryClient,
  audience: NotificationAudience,
  id: number,
): void {
  let changed = false;
  queryClient.setQueryData<ListData>(notificationQueries.list(audience).queryKey, (data) =>
    mapItems(data, (item) => {
      if (item.id !== id || item.read) return item;
      changed = true;
      return { ...item, read: true };
    }),
  );
  if (!changed) return;
  queryClient.setQueryData<number>(notificationQueries.unreadCount(audience).queryKey, (count) =>
    count === undefined ? count : Math.max(0, count - 1),
  );
}

/** After 모두 읽음: every listed notification read (TEST included, as the server does), count 0. */
export function markAllReadInCache(queryClient: QueryClient, audience: NotificationAudience): void {
  queryClient.setQueryData<ListData>(notificationQueries.list(audience).queryKey, (data) =>
    mapItems(data, (item) => (item.read ? item : { ...item, read: true })),
  );
  queryClient.setQueryData<number>(notificationQueries.unreadCount(audience).queryKey, 0);
}
