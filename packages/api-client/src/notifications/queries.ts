import { NOTIFICATION_PAGE_SIZE, type NotificationAudience } from '@arcana/domain';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { fetchNotifications, fetchUnreadCount } from './fetchers';

/** A page's cursor: the id of its last (oldest, DESC order) item, or undefined for the first. */
type ListCursor = number | undefined;

export const notificationQueries = {
  all: (audience: NotificationAudience) => ['notifications', audience] as const,
  unreadCount: (audience: NotificationAudience) =>
    queryOptions({
      queryKey: [...notificationQueries.all(audience), 'unread-count'] as const,
      // SPEC §8: an unread-count failure resets the count to 0 instead of showing an error.
      queryFn: ({ signal }) => fetchUnreadCount(audience, { signal, silent: true }).catch(() => 0),
    }),
  list: (audience: NotificationAudience) =>
    infiniteQueryOptions({
      queryKey: [...notificationQueries.all(audience), 'list'] as const,
      queryFn: ({ pageParam, signal }) =>
        fetchNotifications(
          audience,
          { limit: NOTIFICATION_PAGE_SIZE, sort: 'DESC', lastId: pageParam ?? null },
          { signal },
        ),
      initialPageParam: undefined as ListCursor,
      getNextPageParam: (page): ListCursor =>
        page.last || page.content.length === 0 ? undefined : page.content.at(-1)?.id,
    }),
};
