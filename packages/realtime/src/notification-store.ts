// What one tab knows about its audience's notifications: items deduped by id, the unread count
// and the newest arrival (SPEC §4 "Notification read state", §8 unread-count failure → 0).
import {
  fetchUnreadCount as apiFetchUnreadCount,
  markAllRead as apiMarkAllRead,
  markRead as apiMarkRead,
} from '@arcana/api-client';
import type { NotificationAudience, NotificationItem } from '@arcana/domain';
import type { NotificationSource } from './connection';

export type NotificationArrival = {
  notification: NotificationItem;
  source: NotificationSource;
  /** Increases per arrival so two arrivals of equal content are still told apart. */
  sequence: number;
};

export type NotificationStoreSnapshot = {
  /** Newest first. */
  items: readonly NotificationItem[];
  unreadCount: number;
  latest: NotificationArrival | null;
};

export type NotificationStoreApi = {
  fetchUnreadCount(audience: NotificationAudience): Promise<number>;
  markRead(audience: NotificationAudience, id: number): Promise<void>;
  markAllRead(audience: NotificationAudience): Promise<void>;
};

export type NotificationStore = {
  /** Takes one notification; false (and nothing changes) when its id was seen already. */
  receive(notification: NotificationItem, source?: NotificationSource): boolean;
  /** Asks the server for the count; a failure resets it to 0. */
  loadUnreadCount(): Promise<number>;
  /**
   * Marks one read; TEST notifications are only marked locally, never sent to the server.
   * Pass `type` for an item this store has not seen (a list page row).
   */
  markRead(id: number, type?: string): Promise<void>;
  markAllRead(): Promise<void>;
  /** Logout or role loss: drop everything. */
  clear(): void;
  getSnapshot(): NotificationStoreSnapshot;
  subscribe(listener: () => void): () => void;
  /** Told about every id that became read, so its browser notification can close. */
  onRead(listener: (id: number) => void): () => void;
};

export const TEST_NOTIFICATION_TYPE = 'TEST';

const defaultApi: NotificationStoreApi = {
  fetchUnreadCount: (audience) => apiFetchUnreadCount(audience, { silent: true }),
  markRead: (audience, id) => apiMarkRead(audience, id),
  markAllRead: (audience) => apiMarkAllRead(audience),
};

const EMPTY: NotificationStoreSnapshot = Object.freeze({ items: [], unreadCount: 0, latest: null });

/** Keeps memory flat in a tab left open for days; the list screens page from the server. */
const MAX_ITEMS = 200;

export function createNotificationStore(options: {
  audience: NotificationAudience;
  api?: NotificationStoreApi;
}): NotificationStore {
  const api = options.api ?? defaultApi;
  const seen = new Set<number>();
  const listeners = new Set<() => void>();
  const readListeners = new Set<(id: number) => void>();
  let snapshot: NotificationStoreSnapshot = EMPTY;
  let sequence = 0;
  // A clear() while a count request is in flight must win over its late answer.
  let generation = 0;

  function set(next: Partial<NotificationStoreSnapshot>) {
    snapshot = { ...snapshot, ...next };
    for (const listener of listeners) listener();
  }

  function announceRead(id: number) {
    for (const listener of readListeners) listener(id);
  }

  return {
    receive(notification, source = 'live') {
      if (seen.has(notification.id)) return false;
      seen.add(notification.id);
      sequence += 1;
      const items = [notification, ...snapshot.items]
        .sort((a, b) => b.id - a.id)
        .slice(0, MAX_ITEMS);
      set({
        items,
        unreadCount: snapshot.unreadCount + (notification.read ? 0 : 1),
        latest: { notification, source, sequence },
      });
      return true;
    },
    async loadUnreadCount() {
      const started = generation;
      let count: number;
      try {
        count = await api.fetchUnreadCount(options.audience);
      } catch (error) {
        console.warn('Unread count failed; showing 0', error);
        count = 0;
      }
      if (started === generation) set({ unreadCount: count });
      return count;
    },
    async markRead(id, type) {
      const item = snapshot.items.find((candidate) => candidate.id === id);
      const wasUnread = item ? !item.read : true;
      if ((type ?? item?.type) !== TEST_NOTIFICATION_TYPE) await api.markRead(options.audience, id);
      set({
        items: snapshot.items.map((candidate) =>
          candidate.id === id ? { ...candidate, read: true } : candidate,
        ),
        unreadCount: wasUnread ? Math.max(0, snapshot.unreadCount - 1) : snapshot.unreadCount,
      });
      announceRead(id);
    },
    async markAllRead() {
      await api.markAllRead(options.audience);
      const unread = snapshot.items.filter((item) => !item.read);
      set({
        items: snapshot.items.map((item) => (item.read ? item : { ...item, read: true })),
        unreadCount: 0,
      });
      for (const item of unread) announceRead(item.id);
    },
    clear() {
      generation += 1;
      seen.clear();
      sequence = 0;
      set(EMPTY);
    },
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    onRead(listener) {
      readListeners.add(listener);
      return () => {
        readListeners.delete(listener);
      };
    },
  };
}
