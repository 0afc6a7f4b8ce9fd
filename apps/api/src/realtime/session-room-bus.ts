import { SENDER_TYPES, type SenderType } from '@arcana/domain';
import type { Database } from '../db/database';
import { silentLogger } from '../lib/logger';
import { type ChannelListenerOptions, listenToChannel, notifyChannel } from './channel-listener';
import { DEFAULT_READY_WAIT_MS } from './notification-bus';

// The session rooms' fan-out across api processes: a room's two parties may hold their streams
// on different processes. A payload names the session and what happened, never the content: a
// message or signal is read from its table by id (an SDP can pass NOTIFY's 8,000 bytes), the
// state is read again from the session row. Only typing lives on the bus alone (ephemeral).

export const SESSION_ROOM_CHANNEL = 'arcana_session_room';

export type RoomBusMessage =
  | { s: number; k: 'message'; id: number }
  | { s: number; k: 'signal'; id: number; side: SenderType }
  | { s: number; k: 'state' }
  | { s: number; k: 'typing'; side: SenderType; typing: boolean };

export type RoomBusListener = {
  event(message: RoomBusMessage): void;
  /** The listener (re)connected: what was announced meanwhile is lost; read it from the tables. */
  resync(): void;
};

export type SessionRoomBus = {
  publish(message: RoomBusMessage): Promise<void>;
  /** Everything announced for one session, for one stream of this process; returns unsubscribe. */
  subscribe(sessionId: number, listener: RoomBusListener): () => void;
  /** Starts listening (once); resolves when listening or after `waitMs` at the latest. */
  ready(waitMs?: number): Promise<void>;
  readonly listening: boolean;
  close(): Promise<void>;
};

export function createSessionRoomBus(
  database: Database,
  options: ChannelListenerOptions = {},
): SessionRoomBus {
  const logger = options.logger ?? silentLogger;
  const subscribers = new Map<number, Set<RoomBusListener>>();

  const dispatch = (payload: string | undefined) => {
    const message = parseRoomBusMessage(payload);
    if (!message) {
      logger.error(`ignored a malformed ${SESSION_ROOM_CHANNEL} payload`);
      return;
    }
    for (const listener of subscribers.get(message.s) ?? []) listener.event(message);
  };
  const resyncAll = () => {
    for (const listeners of subscribers.values()) {
      for (const listener of listeners) listener.resync();
    }
  };
  const channel = listenToChannel(database, SESSION_ROOM_CHANNEL, dispatch, resyncAll, options);

  return {
    publish: (message) => notifyChannel(database, SESSION_ROOM_CHANNEL, JSON.stringify(message)),
    subscribe(sessionId, listener) {
      let listeners = subscribers.get(sessionId);
      if (!listeners) {
        listeners = new Set();
        subscribers.set(sessionId, listeners);
      }
      listeners.add(listener);
      const own = listeners;
      return () => {
        own.delete(listener);
        if (own.size === 0 && subscribers.get(sessionId) === own) subscribers.delete(sessionId);
      };
    },
    ready: (waitMs = DEFAULT_READY_WAIT_MS) => channel.ready(waitMs),
    get listening() {
      return channel.listening;
    },
    close: () => channel.close(),
  };
}

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
const isSide = (value: unknown): value is SenderType => SENDER_TYPES.includes(value as SenderType);

/** A well-formed payload, or null for anything else (never trusted further than its shape). */
export function parseRoomBusMessage(payload: string | undefined): RoomBusMessage | null {
  let value: Record<string, unknown>;
  try {
    value = JSON.parse(payload ?? '');
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || !isId(value.s)) return null;
  const s = value.s;
  switch (value.k) {
    case 'message':
      return isId(value.id) ? { s, k: 'message', id: value.id } : null;
    case 'signal':
      return isId(value.id) && isSide(value.side)
        ? { s, k: 'signal', id: value.id, side: value.side }
        : null;
    case 'state':
      return { s, k: 'state' };
    case 'typing':
      return isSide(value.side) && typeof value.typing === 'boolean'
        ? { s, k: 'typing', side: value.side, typing: value.typing }
        : null;
    default:
      return null;
  }
}
