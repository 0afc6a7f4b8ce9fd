import { NOTIFICATION_AUDIENCES, type NotificationAudience } from '@arcana/domain';
import type { Database } from '../db/database';
import { silentLogger } from '../lib/logger';
import { type ChannelListenerOptions, listenToChannel, notifyChannel } from './channel-listener';

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

export type NotificationBusOptions = ChannelListenerOptions;

export const DEFAULT_READY_WAIT_MS = 3_000;

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

  const listener = listenToChannel(database, NOTIFICATION_CHANNEL, dispatch, resyncAll, options);

  return {
    publish: (message) => notifyChannel(database, NOTIFICATION_CHANNEL, JSON.stringify(message)),
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
