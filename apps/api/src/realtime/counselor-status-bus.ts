import { type CounselorStatusEvent, isCounselorStatus } from '@arcana/domain';
import type { Database } from '../db/database';
import { silentLogger } from '../lib/logger';
import { type ChannelListenerOptions, listenToChannel, notifyChannel } from './channel-listener';
import { DEFAULT_READY_WAIT_MS } from './notification-bus';

// DESIGN "Counselor status": status changes are public events. Every api process LISTENs on
// its own channel, so a change made in any process reaches the public streams of all of them.
// The payload is the whole event (a few dozen bytes, far under NOTIFY's 8000): the counselors
// row stays the source of truth, and a listener that was away reads what changed from it.

export const COUNSELOR_STATUS_CHANNEL = 'arcana_counselor_status';

export type CounselorStatusListener = {
  status(event: CounselorStatusEvent): void;
  /** The listener (re)connected: changes announced meanwhile were lost; read them again. */
  resync(): void;
};

export type CounselorStatusBus = {
  publish(event: CounselorStatusEvent): Promise<void>;
  /** Every status change, for one stream of this process; returns the unsubscribe function. */
  subscribe(listener: CounselorStatusListener): () => void;
  /** Starts listening (once); resolves when listening or after `waitMs` at the latest. */
  ready(waitMs?: number): Promise<void>;
  readonly listening: boolean;
  readonly subscribers: number;
  close(): Promise<void>;
};

export function createCounselorStatusBus(
  database: Database,
  options: ChannelListenerOptions = {},
): CounselorStatusBus {
  const logger = options.logger ?? silentLogger;
  const listeners = new Set<CounselorStatusListener>();

  const dispatch = (payload: string | undefined) => {
    const event = parseEvent(payload);
    if (!event) {
      logger.error(`ignored a malformed ${COUNSELOR_STATUS_CHANNEL} payload`);
      return;
    }
    for (const listener of listeners) listener.status(event);
  };
  const resyncAll = () => {
    for (const listener of listeners) listener.resync();
  };
  const channel = listenToChannel(database, COUNSELOR_STATUS_CHANNEL, dispatch, resyncAll, options);

  return {
    publish: (event) => notifyChannel(database, COUNSELOR_STATUS_CHANNEL, JSON.stringify(event)),
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    ready: (waitMs = DEFAULT_READY_WAIT_MS) => channel.ready(waitMs),
    get listening() {
      return channel.listening;
    },
    get subscribers() {
      return listeners.size;
    },
    close: () => channel.close(),
  };
}

function parseEvent(payload: string | undefined): CounselorStatusEvent | null {
  try {
    const value = JSON.parse(payload ?? '') as Partial<CounselorStatusEvent>;
    if (
      Number.isSafeInteger(value.counselorId) &&
      (value.counselorId ?? 0) > 0 &&
      isCounselorStatus(value.status) &&
      typeof value.at === 'string'
    ) {
      return { counselorId: value.counselorId as number, status: value.status, at: value.at };
    }
  } catch {
    // falls through to null
  }
  return null;
}
