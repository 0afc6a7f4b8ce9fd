// The notification feed of one tab: a (shared) connection feeding a store. The React bindings
// and any other host subscribe here; nothing in this file touches the DOM.
import { notificationStreamPath } from '@arcana/api-client';
import type { ConnectionState, NotificationAudience } from '@arcana/domain';
import { createNotificationConnection, type NotificationConnection } from './connection';
import {
  createNotificationStore,
  type NotificationArrival,
  type NotificationStore,
  type NotificationStoreSnapshot,
} from './notification-store';
import { createSharedConnection } from './tab-leader';

export type NotificationFeedSnapshot = NotificationStoreSnapshot & {
  state: ConnectionState;
  retries: number;
};

export type NotificationFeed = {
  start(): void;
  /** Close the stream and clear everything (logout, role lost, unmount). */
  stop(): void;
  retry(): void;
  markRead(id: number, type?: string): Promise<void>;
  markAllRead(): Promise<void>;
  getSnapshot(): NotificationFeedSnapshot;
  subscribe(listener: () => void): () => void;
  /** Every new (not duplicate) notification, live or recovered after a gap. */
  onArrival(listener: (arrival: NotificationArrival) => void): () => void;
  /** Ids that became read (close their browser notifications). */
  onRead(listener: (id: number) => void): () => void;
};

export function createNotificationFeed(options: {
  audience: NotificationAudience;
  connection?: NotificationConnection;
  store?: NotificationStore;
}): NotificationFeed {
  const connection =
    options.connection ??
    createSharedConnection({
      audience: options.audience,
      createConnection: (lastEventId) =>
        createNotificationConnection({
          audience: options.audience,
          url: notificationStreamPath(options.audience),
          lastEventId,
        }),
    });
  const store = options.store ?? createNotificationStore({ audience: options.audience });
  const listeners = new Set<() => void>();
  const arrivalListeners = new Set<(arrival: NotificationArrival) => void>();
  let snapshot: NotificationFeedSnapshot = { ...store.getSnapshot(), ...stateOf() };
  let unsubscribers: (() => void)[] = [];

  function stateOf() {
    const { state, retries } = connection.getSnapshot();
    return { state, retries };
  }

  function publish() {
    snapshot = { ...store.getSnapshot(), ...stateOf() };
    for (const listener of listeners) listener();
  }

  function listen() {
    unsubscribers = [
      store.subscribe(publish),
      connection.subscribe((event) => {
        switch (event.type) {
          case 'state':
            publish();
            // Every (re)connect re-reads the count: events of the gap may have changed it.
            if (event.state === 'connected') void store.loadUnreadCount();
            return;
          case 'notification': {
            if (!store.receive(event.notification, event.source)) return;
            const { latest } = store.getSnapshot();
            if (latest) for (const listener of arrivalListeners) listener(latest);
            return;
          }
          case 'cleared':
            store.clear();
            return;
          default:
            event satisfies never;
        }
      }),
    ];
  }

  return {
    start() {
      if (unsubscribers.length === 0) listen();
      connection.start();
    },
    stop() {
      connection.stop();
      store.clear();
      for (const unsubscribe of unsubscribers) unsubscribe();
      unsubscribers = [];
      publish();
    },
    retry: () => connection.retry(),
    markRead: (id, type) => store.markRead(id, type),
    markAllRead: () => store.markAllRead(),
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    onArrival(listener) {
      arrivalListeners.add(listener);
      return () => {
        arrivalListeners.delete(listener);
      };
    },
    onRead: (listener) => store.onRead(listener),
  };
}
