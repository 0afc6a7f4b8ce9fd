import pg from 'pg';
import type { Database } from '../db/database';
import { type Logger, silentLogger } from '../lib/logger';

// One LISTEN of one PostgreSQL channel for this process, shared by the buses built on it
// (notifications, counselor status). On PostgreSQL it holds a dedicated connection and
// reconnects after any loss, then asks for a resync (NOTIFYs sent meanwhile are gone); on
// PGlite, the database is one connection inside this process and hears every NOTIFY of it.

export type ChannelListenerOptions = {
  logger?: Logger;
  /** Delay before reconnect attempt n (0-based) of the PostgreSQL listener. */
  reconnectDelayMs?: (attempt: number) => number;
};

const defaultReconnectDelay = (attempt: number) => Math.min(250 * 2 ** attempt, 5_000);

/**
 * Listens on `channel` once started (by the first `ready`): `dispatch` gets every payload,
 * `resync` is called whenever the listener (re)connects.
 */
export function listenToChannel(
  database: Database,
  channel: string,
  dispatch: (payload: string | undefined) => void,
  resync: () => void,
  options: ChannelListenerOptions = {},
): ChannelListener {
  return database.driver === 'pglite'
    ? pgliteListener(database.client, channel, dispatch, resync)
    : postgresListener(
        database.client,
        channel,
        dispatch,
        resync,
        options.logger ?? silentLogger,
        options,
      );
}

/** Sends one NOTIFY on the channel (delivered when the caller's transaction commits). */
export async function notifyChannel(
  database: Database,
  channel: string,
  payload: string,
): Promise<void> {
  const params = [channel, payload];
  if (database.driver === 'pglite') {
    await database.client.query('select pg_notify($1, $2)', params);
  } else {
    await database.client.query('select pg_notify($1, $2)', params);
  }
}

export type ChannelListener = {
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
  channel: string,
  dispatch: (payload: string) => void,
  resyncAll: () => void,
): ChannelListener {
  let started: Promise<void> | undefined;
  let unlisten: (() => Promise<void>) | undefined;
  let listening = false;
  let closed = false;

  const start = () => {
    started ??= client.listen(channel, dispatch).then(
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
  channel: string,
  dispatch: (payload: string | undefined) => void,
  resyncAll: () => void,
  logger: Logger,
  options: ChannelListenerOptions,
): ChannelListener {
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
    logger.error(`${channel} listener lost${error ? `: ${error.message}` : ''}; reconnecting`);
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
      if (message.channel === channel) dispatch(message.payload);
    });
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      next.removeAllListeners('end');
      next.end().catch(() => {});
      if (!closed) {
        logger.error(`${channel} listener could not connect; retrying`, error);
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
