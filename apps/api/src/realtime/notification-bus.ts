import { NOTIFICATION_AUDIENCES, type NotificationAudience } from '@arcana/domain';
import pg from 'pg';
import type { Database } from '../db/database';
import { type Logger, silentLogger } from '../lib/logger';

// Fan-out across api processes (DESIGN "Notifications"): every process LISTENs on one channel;
// a new row is announced with NOTIFY. The payload is only the row's address, never the row:
// NOTIFY payloads must stay under 8000 bytes, and the table stays the one source of truth.

export const NOTIFICATION_CHANNEL = 'arcana_notifications';

export type BusMessage = { id: number; audience: NotificationAudience; userId: number };

export type BusListener = {
  /** A row for this recipient was committed somewhere (maybe in another process). */
  notification(message: BusMessage): void;
  /**
   * The listener (re)connected: NOTIFYs sent while it was away are lost, so every subscriber
   * must read what it still owes from the table.
   */
  resync(): void;
};

export type NotificationBus = {
  publish(message: BusMessage): Promise<void>;
  /** Listens for one recipient in this process; returns the unsubscribe function. */
  subscribe(audience: NotificationAudience, userId: number, listener: BusListener): () => void;
  /**
   * Starts listening (once) and resolves when it listens, or after `waitMs` at the latest: a
   * stream that starts before the listener is up is resynced when it comes up.
   */
  ready(waitMs?: number): Promise<void>;
  readonly listening: boolean;
  close(): Promise<void>;
};

export type NotificationBusOptions = {
  logger?: Logger;
  /** Delay before reconnect attempt n (0-based) of the PostgreSQL listener. */
  reconnectDelayMs?: (attempt: number) => number;
};

const DEFAULT_READY_WAIT_MS = 3_000;
const defaultReconnectDelay = (attempt: number) => Math.min(250 * 2 ** attempt, 5_000);

export function createNotificationBus(
  database: Database,
  options: NotificationBusOptions = {},
): NotificationBus {
  const logger = options.logger ?? silentLogger;
  const subscribers = new Map<string, Set<BusListener>>();

  const dispatch = (payload: string | undefined) => {
    const message = parseMessage(payload);
    if (!message) {
      logger.error(`ignored a malformed ${NOTIFICATION_CHANNEL} payload`);
      return;
    }
    for (const listener of subscribers.get(keyOf(message.audience, message.userId)) ?? []) {
      listener.notification(message);
    }
  };
  const resyncAll = () => {
    for (const listeners of subscribers.values()) {
      for (const listener of listeners) listener.resync();
    }
  };

  const listener =
    database.driver === 'pglite'
      ? pgliteListener(database.client, dispatch, resyncAll)
      : postgresListener(database.client, dispatch, resyncAll, logger, options);

  return {
    async publish(message) {
      const params = [NOTIFICATION_CHANNEL, JSON.stringify(message)];
      if (database.driver === 'pglite') {
        await database.client.query('select pg_notify($1, $2)', params);
      } else {
        await database.client.query('select pg_notify($1, $2)', params);
      }
    },
    subscribe(audience, userId, busListener) {
      const key = keyOf(audience, userId);
      let listeners = subscribers.get(key);
      if (!listeners) {
        listeners = new Set();
        subscribers.set(key, listeners);
      }
      listeners.add(busListener);
      return () => {
        listeners.delete(busListener);
        if (listeners.size === 0 && subscribers.get(key) === listeners) subscribers.delete(key);
      };
    },
    ready: (waitMs = DEFAULT_READY_WAIT_MS) => listener.ready(waitMs),
    get listening() {
      return listener.listening;
    },
    close: () => listener.close(),
  };
}

function keyOf(audience: NotificationAudience, userId: number): string {
  return `${audience}:${userId}`;
}

function parseMessage(payload: string | undefined): BusMessage | null {
  try {
    const value = JSON.parse(payload ?? '') as Partial<BusMessage>;
    if (
      Number.isSafeInteger(value.id) &&
      Number.isSafeInteger(value.userId) &&
      NOTIFICATION_AUDIENCES.includes(value.audience as NotificationAudience)
    ) {
      return value as BusMessage;
    }
  } catch {
    // falls through to null
  }
  return null;
}

type Listener = {
  ready(waitMs: number): Promise<void>;
  readonly listening: boolean;
  close(): Promise<void>;
};

/** Resolves when one of `waiters` is called (the listener came up) or after waitMs. */
function waitFor(waiters: Set<() => void>, waitMs: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      waiters.delete(done);
      resolve();
    };
    const timer = setTimeout(done, waitMs);
    timer.unref();
    waiters.add(done);
  });
}

// PGlite is one connection inside this process: LISTEN there hears every NOTIFY of the process.
function pgliteListener(
  client: Extract<Database, { driver: 'pglite' }>['client'],
  dispatch: (payload: string) => void,
  resyncAll: () => void,
): Listener {
  let started: Promise<void> | undefined;
  let unlisten: (() => Promise<void>) | undefined;
  let listening = false;
  let closed = false;

  const start = () => {
    started ??= client.listen(NOTIFICATION_CHANNEL, dispatch).then(
      (stop) => {
        unlisten = stop;
        listening = !closed;
        if (closed) return void stop().catch(() => {});
        resyncAll();
      },
      () => {
        // A closed database: streams will fail on their own reads.
      },
    );
    return started;
  };

  return {
    async ready(waitMs) {
      await Promise.race([start(), waitFor(new Set(), waitMs)]);
    },
    get listening() {
      return listening;
    },
    async close() {
      closed = true;
      listening = false;
      if (unlisten && !client.closed) await unlisten().catch(() => {});
    },
  };
}

// node-postgres: a dedicated connection outside the pool (a pooled one would be handed to
// queries and lose its LISTEN). It reconnects after any loss and then asks every subscriber to
// replay from the table, because the NOTIFYs sent meanwhile are gone.
function postgresListener(
  pool: pg.Pool,
  dispatch: (payload: string | undefined) => void,
  resyncAll: () => void,
  logger: Logger,
  options: NotificationBusOptions,
): Listener {
  const reconnectDelay = options.reconnectDelayMs ?? defaultReconnectDelay;
  const waiters = new Set<() => void>();
  let client: pg.Client | undefined;
  let started = false;
  let closed = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;

  const lost = (lostClient: pg.Client, error?: Error) => {
    if (lostClient !== client) return;
    client = undefined;
    logger.error(`notification listener lost${error ? `: ${error.message}` : ''}; reconnecting`);
    lostClient.end().catch(() => {});
    schedule();
  };

  const schedule = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, reconnectDelay(attempt));
    timer.unref();
    attempt += 1;
  };

  const connect = async () => {
    const next = new pg.Client(pool.options);
    next.on('notification', (message) => {
      if (message.channel === NOTIFICATION_CHANNEL) dispatch(message.payload);
    });
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${NOTIFICATION_CHANNEL}`);
    } catch (error) {
      next.removeAllListeners('end');
      next.end().catch(() => {});
      if (!closed) {
        logger.error('notification listener could not connect; retrying', error);
        schedule();
      }
      return;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    attempt = 0;
    for (const wake of [...waiters]) wake();
    resyncAll();
  };

  return {
    async ready(waitMs) {
      if (!started) {
        started = true;
        void connect();
      }
      if (client || closed) return;
      await waitFor(waiters, waitMs);
    },
    get listening() {
      return client !== undefined;
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      for (const wake of [...waiters]) wake();
      const current = client;
      client = undefined;
      if (current) {
        current.removeAllListeners('end');
        await current.end().catch(() => {});
      }
    },
  };
}
