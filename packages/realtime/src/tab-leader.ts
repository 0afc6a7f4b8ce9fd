// One stream per audience per browser (issue 4; TOOLCHAIN trap 15): the tab holding the Web
// Lock runs the connection and relays its state and events over a BroadcastChannel; the others
// listen. When the leader's tab closes its lock frees and a waiting tab takes over, resuming
// from the last event id it heard. Without Web Locks or BroadcastChannel each tab connects itself.
import type { ConnectionState, NotificationAudience, NotificationItem } from '@arcana/domain';
import {
  type ConnectionEvent,
  type ConnectionSnapshot,
  mapStreamEvents,
  type NotificationConnection,
  type NotificationSource,
  type StreamConnection,
  type StreamEvent,
} from './connection';
import { type AuthEvents, apiClientAuthEvents } from './environment';

export type LockManagerLike = {
  request(
    name: string,
    options: { signal?: AbortSignal },
    callback: (lock: unknown) => Promise<void>,
  ): Promise<unknown>;
};

export type BroadcastChannelLike = {
  postMessage(message: unknown): void;
  onmessage: ((event: { data: unknown }) => void) | null;
  close(): void;
};

export type RelayMessage<TItem = NotificationItem> =
  | { type: 'hello' }
  | { type: 'retry' }
  | { type: 'state'; state: ConnectionState; retries: number; lastEventId: number | null }
  | { type: 'item'; item: TItem; source: NotificationSource };

export type TabRole = 'leader' | 'follower' | 'standalone' | 'stopped';

export type SharedConnection = NotificationConnection & { role(): TabRole };
export type SharedStream<TItem> = StreamConnection<TItem> & { role(): TabRole };

/** Any stream shared by the tabs of one browser: the notification streams, the status stream. */
export type SharedStreamOptions<TItem> = {
  /** The Web Lock's and the BroadcastChannel's name. */
  name: string;
  /** Builds the real connection when this tab leads, resuming from `lastEventId`. */
  createConnection: (lastEventId: number | null) => StreamConnection<TItem>;
  /** The event id an item stands for (kept as the resume point); none: only the leader's. */
  itemId?: (item: TItem) => number;
  locks?: LockManagerLike | null;
  createChannel?: ((name: string) => BroadcastChannelLike) | null;
  /** Followers hold no connection, so a login-only stream stops itself on logout. */
  authEvents?: AuthEvents;
};

export type SharedConnectionOptions = {
  audience: NotificationAudience;
  /** Builds the real connection when this tab leads, resuming from `lastEventId`. */
  createConnection: (lastEventId: number | null) => NotificationConnection;
  /** Defaults to navigator.locks; null forces the fallback. */
  locks?: LockManagerLike | null;
  /** Defaults to `new BroadcastChannel(name)`; null forces the fallback. */
  createChannel?: ((name: string) => BroadcastChannelLike) | null;
  /** Followers hold no connection, so the shared one stops itself on logout. */
  authEvents?: AuthEvents;
};

export function relayName(audience: NotificationAudience): string {
  return `arcana-notifications-${audience.toLowerCase()}`;
}

function browserLocks(): LockManagerLike | null {
  if (typeof navigator === 'undefined') return null;
  return (navigator as { locks?: LockManagerLike }).locks ?? null;
}

function browserChannel(): ((name: string) => BroadcastChannelLike) | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  return (name) => new BroadcastChannel(name) as unknown as BroadcastChannelLike;
}

function isRelayMessage<TItem>(value: unknown): value is RelayMessage<TItem> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { type?: unknown }).type === 'string'
  );
}

export function createSharedConnection(options: SharedConnectionOptions): SharedConnection {
  const shared = createSharedStream<NotificationItem>({
    name: relayName(options.audience),
    createConnection: (lastEventId) =>
      mapStreamEvents(
        options.createConnection(lastEventId),
        (event: ConnectionEvent): StreamEvent<NotificationItem> =>
          event.type === 'notification'
            ? { type: 'item', item: event.notification, source: event.source }
            : event,
      ),
    itemId: (notification) => notification.id,
    ...(options.locks === undefined ? {} : { locks: options.locks }),
    ...(options.createChannel === undefined ? {} : { createChannel: options.createChannel }),
    ...(options.authEvents === undefined ? {} : { authEvents: options.authEvents }),
  });
  return mapStreamEvents(
    shared,
    (event: StreamEvent<NotificationItem>): ConnectionEvent =>
      event.type === 'item'
        ? { type: 'notification', notification: event.item, source: event.source }
        : event,
  );
}

export function createSharedStream<TItem>(
  options: SharedStreamOptions<TItem>,
): SharedStream<TItem> {
  const locks = options.locks === undefined ? browserLocks() : options.locks;
  const createChannel =
    options.createChannel === undefined ? browserChannel() : options.createChannel;
  const name = options.name;
  const listeners = new Set<(event: StreamEvent<TItem>) => void>();

  let role: TabRole = 'stopped';
  let snapshot: ConnectionSnapshot = { state: 'idle', retries: 0, lastEventId: null };
  let connection: StreamConnection<TItem> | null = null;
  let unsubscribeConnection: (() => void) | null = null;
  let channel: BroadcastChannelLike | null = null;
  let abortLock: AbortController | null = null;
  let releaseLock: (() => void) | null = null;
  let unsubscribeLogout: (() => void) | null = null;

  function emit(event: StreamEvent<TItem>) {
    if (event.type === 'state') {
      snapshot = { ...snapshot, state: event.state, retries: event.retries };
    }
    if (event.type === 'item' && options.itemId) {
      const id = options.itemId(event.item);
      if (snapshot.lastEventId === null || id > snapshot.lastEventId) {
        snapshot = { ...snapshot, lastEventId: id };
      }
    }
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        console.error(error);
      }
    }
  }

  function post(message: RelayMessage<TItem>) {
    channel?.postMessage(message);
  }

  function postState() {
    if (!connection) return;
    const current = connection.getSnapshot();
    post({ type: 'state', ...current });
  }

  function runConnection(created: StreamConnection<TItem>) {
    connection = created;
    unsubscribeConnection = created.subscribe((event) => {
      if (event.type === 'cleared') {
        stop();
        return;
      }
      if (event.type === 'state') {
        snapshot = { ...snapshot, lastEventId: created.getSnapshot().lastEventId };
        emit(event);
        if (role === 'leader') postState();
        return;
      }
      emit(event);
      if (event.type === 'item' && role === 'leader') {
        post({ type: 'item', item: event.item, source: event.source });
      }
    });
    created.start();
  }

  function onMessage(message: unknown) {
    if (!isRelayMessage<TItem>(message)) return;
    switch (message.type) {
      case 'hello':
        if (role === 'leader') postState();
        return;
      case 'retry':
        if (role === 'leader') connection?.retry();
        return;
      case 'state':
        if (role !== 'follower') return;
        snapshot = { ...snapshot, lastEventId: message.lastEventId ?? snapshot.lastEventId };
        if (message.state !== snapshot.state || message.retries !== snapshot.retries) {
          emit({ type: 'state', state: message.state, retries: message.retries });
        }
        return;
      case 'item':
        if (role === 'follower') emit({ type: 'item', item: message.item, source: message.source });
        return;
      default:
        message satisfies never;
    }
  }

  function lead() {
    role = 'leader';
    runConnection(options.createConnection(snapshot.lastEventId));
    return new Promise<void>((resolve) => {
      releaseLock = resolve;
    });
  }

  function start() {
    if (role !== 'stopped') return;
    unsubscribeLogout = (options.authEvents ?? apiClientAuthEvents).onLoggedOut(() => stop());
    if (!locks || !createChannel) {
      role = 'standalone';
      runConnection(options.createConnection(null));
      return;
    }
    role = 'follower';
    channel = createChannel(name);
    channel.onmessage = (event) => onMessage(event.data);
    emit({ type: 'state', state: 'connecting', retries: 0 });
    post({ type: 'hello' });
    const abort = new AbortController();
    abortLock = abort;
    locks.request(name, { signal: abort.signal }, lead).catch((error: unknown) => {
      if (!abort.signal.aborted) console.warn('Notification tab lock failed', error);
    });
  }

  function stop() {
    if (role === 'stopped') return;
    role = 'stopped';
    unsubscribeLogout?.();
    unsubscribeLogout = null;
    abortLock?.abort();
    abortLock = null;
    unsubscribeConnection?.();
    unsubscribeConnection = null;
    connection?.stop();
    connection = null;
    releaseLock?.();
    releaseLock = null;
    if (channel) {
      channel.onmessage = null;
      channel.close();
      channel = null;
    }
    const wasIdle = snapshot.state === 'idle';
    snapshot = { state: 'idle', retries: 0, lastEventId: null };
    if (!wasIdle) emit({ type: 'state', state: 'idle', retries: 0 });
    emit({ type: 'cleared' });
  }

  return {
    start,
    stop,
    retry() {
      if (connection) connection.retry();
      else post({ type: 'retry' });
    },
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    role: () => role,
  };
}
