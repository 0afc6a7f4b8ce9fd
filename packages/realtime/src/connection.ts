// One notification stream: the EventSource, its timers and the missed fetch (SPEC §4, §9;
// DESIGN "Notifications", "Connection states", "Tokens"; TOOLCHAIN traps 14).
import { fetchNotifications } from '@arcana/api-client';
import {
  type ConnectionState,
  HEARTBEAT,
  MISSED_NOTIFICATION_LIMIT,
  type NotificationAudience,
  type NotificationItem,
} from '@arcana/domain';
import {
  type AuthEvents,
  apiClientAuthEvents,
  browserNetwork,
  browserTimers,
  browserVisibility,
  type SignalSource,
  type TimerHandle,
  type Timers,
} from './environment';
import { createMachineDriver } from './machine-driver';

/** The part of EventSource the connection uses (tests pass a fake). */
export type EventSourceLike = {
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
};
export type EventSourceFactory = (url: string) => EventSourceLike;

export type NotificationSource = 'live' | 'missed';

export type ConnectionEvent =
  | { type: 'state'; state: ConnectionState; retries: number }
  | { type: 'notification'; notification: NotificationItem; source: NotificationSource }
  /** Logged out or stopped for good: stores drop what they hold. */
  | { type: 'cleared' };

/** What a stream of any kind of item emits (the notification stream's items are notifications). */
export type StreamEvent<TItem> =
  | { type: 'state'; state: ConnectionState; retries: number }
  | { type: 'item'; item: TItem; source: NotificationSource }
  | { type: 'cleared' };

export type ConnectionSnapshot = {
  state: ConnectionState;
  retries: number;
  lastEventId: number | null;
};

export type NotificationConnection = {
  /** Begin streaming; listens to network, visibility and auth events until stop. */
  start(): void;
  /** Close, forget the last event id and tell listeners to clear (logout, role lost). */
  stop(): void;
  /** The manual retry of the SPEC §8 failure toast. */
  retry(): void;
  getSnapshot(): ConnectionSnapshot;
  subscribe(listener: (event: ConnectionEvent) => void): () => void;
};

/** The connection of any SSE stream of the shape of DESIGN "Realtime", items of one kind. */
export type StreamConnection<TItem> = Omit<NotificationConnection, 'subscribe'> & {
  subscribe(listener: (event: StreamEvent<TItem>) => void): () => void;
};

export type StreamOptions<TItem> = Omit<ConnectionOptions, 'audience' | 'fetchMissed'> & {
  /** The SSE event name that carries items (`notification`, `status`). */
  itemEvent: string;
  /** The item in an event's data, or null for a malformed one (it is skipped). */
  parseItem: (data: string) => TItem | null;
  /** Items newer than the last event id, fetched after every gap; without it nothing is. */
  fetchMissed?: ((lastId: number) => Promise<readonly TItem[]>) | null;
  /** The event id a fetched item stands for, so the stream resumes after it. */
  itemId?: (item: TItem) => number;
};

/** The same connection with its events turned into another shape. */
export function mapStreamEvents<TFrom, TTo, TConnection extends { subscribe: unknown }>(
  connection: TConnection & { subscribe(listener: (event: TFrom) => void): () => void },
  map: (event: TFrom) => TTo,
): Omit<TConnection, 'subscribe'> & { subscribe(listener: (event: TTo) => void): () => void } {
  return {
    ...connection,
    subscribe: (listener: (event: TTo) => void) =>
      connection.subscribe((event) => listener(map(event))),
  };
}

export type ConnectionOptions = {
  audience: NotificationAudience;
  /** Stream address without lastEventId, e.g. notificationStreamPath(audience). */
  url: string;
  eventSourceFactory?: EventSourceFactory;
  /** Notifications newer than lastId; defaults to GET …?limit=20&sort=ASC&lastId=. */
  fetchMissed?: (lastId: number) => Promise<readonly NotificationItem[]>;
  timers?: Timers;
  now?: () => number;
  /** Resume point handed over by a previous leader tab (tab-leader.ts). */
  lastEventId?: number | null;
  /** Jitter source of the backoff. */
  random?: () => number;
  network?: SignalSource;
  visibility?: SignalSource;
  authEvents?: AuthEvents;
};

const EVENT_TYPES = {
  connection: 'connection',
  notification: 'notification',
  heartbeat: 'heartbeat',
};

/** Streams that need no login answer to no auth events: logging out does not stop them. */
export const NO_AUTH_EVENTS: AuthEvents = {
  onTokensRefreshed: () => () => {},
  onLoggedOut: () => () => {},
};

export function defaultEventSourceFactory(url: string): EventSourceLike {
  return new EventSource(url, { withCredentials: true });
}

/** DESIGN: the missed fetch is `…?limit=20&sort=ASC&lastId=<last seen id>`; failures only log. */
export function defaultFetchMissed(audience: NotificationAudience) {
  return async (lastId: number): Promise<NotificationItem[]> => {
    const page = await fetchNotifications(
      audience,
      { limit: MISSED_NOTIFICATION_LIMIT, sort: 'ASC', lastId },
      { silent: true },
    );
    return page.content;
  };
}

export function streamUrl(url: string, lastEventId: number | null): string {
  if (lastEventId === null) return url;
  return `${url}${url.includes('?') ? '&' : '?'}lastEventId=${lastEventId}`;
}

function parseEventId(raw: string | undefined): number | null {
  if (raw === undefined || raw === '') return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id >= 0 ? id : null;
}

/**
 * The shape check of domain's notificationSchema, by hand: realtime does not depend on
 * valibot, and the api is the only writer of these events.
 */
function isNotificationItem(value: unknown): value is NotificationItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.id === 'number' &&
    Number.isSafeInteger(item.id) &&
    typeof item.type === 'string' &&
    item.type !== '' &&
    typeof item.title === 'string' &&
    typeof item.content === 'string' &&
    typeof item.createdAt === 'string' &&
    typeof item.read === 'boolean' &&
    (item.link === undefined || item.link === null || typeof item.link === 'string')
  );
}

function parseNotification(data: string): NotificationItem | null {
  try {
    const parsed: unknown = JSON.parse(data);
    if (isNotificationItem(parsed)) return { ...parsed, link: parsed.link ?? null };
  } catch {
    // fall through to the warning
  }
  console.warn('Ignored a malformed notification event', data);
  return null;
}

export function createNotificationConnection(options: ConnectionOptions): NotificationConnection {
  const stream = createStreamConnection<NotificationItem>({
    ...options,
    itemEvent: EVENT_TYPES.notification,
    parseItem: parseNotification,
    fetchMissed: options.fetchMissed ?? defaultFetchMissed(options.audience),
    itemId: (notification) => notification.id,
  });
  return mapStreamEvents(
    stream,
    (event): ConnectionEvent =>
      event.type === 'item'
        ? { type: 'notification', notification: event.item, source: event.source }
        : event,
  );
}

/**
 * One SSE stream with the connection machine of SPEC §4 (backoff, heartbeat check, reopen
 * delay, offline and visibility recovery) and its last event id; its items are of one kind.
 */
export function createStreamConnection<TItem>(
  options: StreamOptions<TItem>,
): StreamConnection<TItem> {
  const timers = options.timers ?? browserTimers;
  const now = options.now ?? (() => Date.now());
  const random = options.random ?? Math.random;
  const createSource = options.eventSourceFactory ?? defaultEventSourceFactory;
  const fetchMissed = options.fetchMissed ?? null;
  const network = options.network ?? browserNetwork();
  const visibility = options.visibility ?? browserVisibility();
  const authEvents = options.authEvents ?? apiClientAuthEvents;

  const listeners = new Set<(event: StreamEvent<TItem>) => void>();
  const driver = createMachineDriver({
    timers,
    random,
    network,
    visibility,
    authEvents,
    open: openSource,
    close: closeSource,
    changed(previous, next) {
      if (previous.status !== next.status || previous.retries !== next.retries) {
        emit({ type: 'state', state: next.status, retries: next.retries });
      }
    },
    loggedOut: () => stop(),
  });
  const dispatch = driver.dispatch;
  let source: EventSourceLike | null = null;
  let lastEventId: number | null = options.lastEventId ?? null;
  let lastActivityAt = 0;
  let closedAt: number | null = null;
  let pendingOpen: TimerHandle | null = null;
  let staleCheck: TimerHandle | null = null;

  function emit(event: StreamEvent<TItem>) {
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        console.error(error);
      }
    }
  }

  function rememberId(raw: string | undefined) {
    const id = parseEventId(raw);
    if (id !== null && (lastEventId === null || id > lastEventId)) lastEventId = id;
  }

  function closeSource() {
    if (pendingOpen !== null) timers.clearTimeout(pendingOpen);
    pendingOpen = null;
    if (staleCheck !== null) timers.clearInterval(staleCheck);
    staleCheck = null;
    if (source) {
      const closing = source;
      source = null;
      closing.onopen = null;
      closing.onerror = null;
      closing.close();
      closedAt = now();
    }
  }

  function checkHeartbeat() {
    // >= so a stream silent for exactly 60 s is caught at the 60 s check, not 30 s later.
    if (driver.state().status === 'connected' && now() - lastActivityAt >= HEARTBEAT.staleMs) {
      dispatch({ type: 'STALE' });
    }
  }

  function recoverMissed(sinceId: number) {
    if (!fetchMissed) return;
    fetchMissed(sinceId).then(
      (items) => {
        if (driver.state().status === 'idle') return;
        for (const item of items) {
          if (options.itemId) rememberId(String(options.itemId(item)));
          emit({ type: 'item', item, source: 'missed' });
        }
      },
      (error: unknown) => console.warn('Missed-notification fetch failed', error),
    );
  }

  function createSourceNow() {
    pendingOpen = null;
    const opened = createSource(streamUrl(options.url, lastEventId));
    source = opened;
    const isCurrent = () => source === opened;
    const touch = () => {
      if (!isCurrent()) return false;
      lastActivityAt = now();
      return true;
    };
    opened.onopen = () => {
      if (!isCurrent()) return;
      lastActivityAt = now();
      const gapFrom = lastEventId;
      dispatch({ type: 'OPEN' });
      staleCheck = timers.setInterval(checkHeartbeat, HEARTBEAT.checkEveryMs);
      // After any gap (a reconnect, a reopen) fetch what the gap may have swallowed.
      if (gapFrom !== null) recoverMissed(gapFrom);
    };
    opened.onerror = () => {
      if (isCurrent()) dispatch({ type: 'CLOSE' });
    };
    opened.addEventListener(EVENT_TYPES.connection, (event) => {
      if (touch()) rememberId(event.lastEventId);
    });
    opened.addEventListener(EVENT_TYPES.heartbeat, () => {
      touch();
    });
    opened.addEventListener(options.itemEvent, (event) => {
      if (!touch()) return;
      rememberId(event.lastEventId);
      const item = options.parseItem(event.data);
      if (item !== null) emit({ type: 'item', item, source: 'live' });
    });
  }

  /** A new EventSource never opens within HEARTBEAT.reopenAfterCloseMs of closing the last. */
  function openSource() {
    closeSource();
    const sinceClose = closedAt === null ? Number.POSITIVE_INFINITY : now() - closedAt;
    if (sinceClose >= HEARTBEAT.reopenAfterCloseMs) {
      createSourceNow();
      return;
    }
    pendingOpen = timers.setTimeout(createSourceNow, HEARTBEAT.reopenAfterCloseMs - sinceClose);
  }

  function stop() {
    driver.stop();
    lastEventId = null;
    closedAt = null;
    emit({ type: 'cleared' });
  }

  return {
    start: driver.start,
    stop,
    retry() {
      dispatch({ type: 'RETRY' });
    },
    getSnapshot: () => {
      const machine = driver.state();
      return { state: machine.status, retries: machine.retries, lastEventId };
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
