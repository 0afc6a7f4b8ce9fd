// The room stream (DESIGN "API conventions": a session room has its own stream): one
// event stream to /api/client/sse/counseling/sessions/{id}?senderType=…, driven by the same
// connection machine as the notification stream (backoff, offline and visibility recovery,
// reopen after a token refresh), resuming with ?lastEventId= (the newest message id) and
// &lastSignalId= (the newest signal id). Messages are handed on once per id; signals once each,
// in id order, also when the stream replays them after a reconnect.
import { roomStreamUrl } from '@arcana/api-client';
import {
  HEARTBEAT,
  type RoomSignal,
  type RoomState,
  type RoomTyping,
  roomSignalSchema,
  roomStateSchema,
  roomTypingSchema,
  type SenderType,
  type SessionMessage,
  sessionMessageSchema,
} from '@arcana/domain';
import {
  type AuthEvents,
  apiClientAuthEvents,
  browserNetwork,
  browserTimers,
  browserVisibility,
  createMachineDriver,
  type EventSourceFactory,
  type EventSourceLike,
  type MachineState,
  type SignalSource,
  type TimerHandle,
  type Timers,
} from '@arcana/realtime';
import * as v from 'valibot';
import type { RoomStreamState } from '../room-connection';
import { fetchEventSource } from './fetch-event-source';

export type RoomStreamEvent =
  | { type: 'status'; state: RoomStreamState }
  /** `ready` (first on every open) and `state`: the room as it is now. */
  | { type: 'room'; room: RoomState }
  | { type: 'message'; message: SessionMessage }
  | { type: 'typing'; typing: RoomTyping };

export type RoomStreamOptions = {
  sessionId: number;
  senderType: SenderType;
  /** Resume point: the newest message id the page already holds (history loaded first). */
  lastEventId?: number | null;
  eventSourceFactory?: EventSourceFactory;
  timers?: Timers;
  random?: () => number;
  network?: SignalSource;
  visibility?: SignalSource;
  authEvents?: AuthEvents;
  now?: () => number;
};

export type RoomStream = {
  start(): void;
  stop(): void;
  /** The manual retry after `failed`. */
  retry(): void;
  state(): RoomStreamState;
  subscribe(listener: (event: RoomStreamEvent) => void): () => void;
  /** The other side's signals, each once and in order; see onSignal below for the buffer. */
  onSignal(listener: (signal: RoomSignal) => void): () => void;
  resumePoint(): { lastEventId: number | null; lastSignalId: number | null };
};

/** Signals held while no call panel listens (switching views): enough for one negotiation. */
const SIGNAL_BUFFER_LIMIT = 200;

/** The room stream needs the bearer token, which only fetch can send (fetch-event-source.ts). */
export function defaultRoomEventSource(url: string): EventSourceLike {
  return fetchEventSource(url);
}

function streamStateOf(machine: MachineState): RoomStreamState {
  switch (machine.status) {
    case 'connected':
      return 'open';
    case 'reconnecting':
      return 'reconnecting';
    case 'failed':
      return 'failed';
    case 'idle':
    case 'connecting':
      // A reconnect attempt in flight still reads as reconnecting to the person in the room.
      return machine.retries > 0 ? 'reconnecting' : 'connecting';
    default:
      return machine.status satisfies never;
  }
}

function parseData<TSchema extends v.GenericSchema>(
  schema: TSchema,
  data: string,
): v.InferOutput<TSchema> | null {
  try {
    const parsed = v.safeParse(schema, JSON.parse(data));
    if (parsed.success) return parsed.output;
  } catch {
    // falls through to the warning
  }
  console.warn('Ignored a malformed room event', data);
  return null;
}

export function createRoomStream(options: RoomStreamOptions): RoomStream {
  const timers = options.timers ?? browserTimers;
  const random = options.random ?? Math.random;
  const createSource = options.eventSourceFactory ?? defaultRoomEventSource;
  const network = options.network ?? browserNetwork();
  const visibility = options.visibility ?? browserVisibility();
  const authEvents = options.authEvents ?? apiClientAuthEvents;
  const now = options.now ?? (() => Date.now());

  const listeners = new Set<(event: RoomStreamEvent) => void>();
  const signalListeners = new Set<(signal: RoomSignal) => void>();
  const seenMessageIds = new Set<number>();
  let heldSignals: RoomSignal[] = [];
  const driver = createMachineDriver({
    timers,
    random,
    network,
    visibility,
    authEvents,
    open: openSource,
    close: closeSource,
    changed(previous, next) {
      const before = streamStateOf(previous);
      const after = streamStateOf(next);
      if (before !== after) emit({ type: 'status', state: after });
    },
    loggedOut: () => driver.stop(),
  });
  const dispatch = driver.dispatch;
  let source: EventSourceLike | null = null;
  let lastEventId: number | null = options.lastEventId ?? null;
  let lastSignalId: number | null = null;
  let staleCheck: TimerHandle | null = null;
  let lastActivityAt = 0;

  function emit(event: RoomStreamEvent) {
    for (const listener of [...listeners]) {
      try {
        listener(event);
      } catch (error) {
        console.error(error);
      }
    }
  }

  function closeSource() {
    if (staleCheck !== null) timers.clearInterval(staleCheck);
    staleCheck = null;
    if (!source) return;
    const closing = source;
    source = null;
    closing.onopen = null;
    closing.onerror = null;
    closing.close();
  }

  function acceptMessage(message: SessionMessage) {
    if (lastEventId === null || message.id > lastEventId) lastEventId = message.id;
    if (seenMessageIds.has(message.id)) return;
    seenMessageIds.add(message.id);
    emit({ type: 'message', message });
  }

  function acceptSignal(signal: RoomSignal) {
    // Ids only grow, so anything at or below the last one is a replay already handed on.
    if (lastSignalId !== null && signal.id <= lastSignalId) return;
    lastSignalId = signal.id;
    if (signalListeners.size === 0) {
      heldSignals = [...heldSignals, signal].slice(-SIGNAL_BUFFER_LIMIT);
      return;
    }
    for (const listener of [...signalListeners]) {
      try {
        listener(signal);
      } catch (error) {
        console.error(error);
      }
    }
  }

  function openSource() {
    closeSource();
    const opened = createSource(
      roomStreamUrl(options.sessionId, options.senderType, { lastEventId, lastSignalId }),
    );
    source = opened;
    const isCurrent = () => source === opened;
    const opening = () => {
      if (driver.state().status !== 'connecting') return;
      lastActivityAt = now();
      dispatch({ type: 'OPEN' });
      // The stream sends a heartbeat every 25 s: a minute of silence is a dead connection.
      staleCheck = timers.setInterval(checkHeartbeat, HEARTBEAT.checkEveryMs);
    };
    opened.onopen = () => {
      if (isCurrent()) opening();
    };
    opened.onerror = () => {
      if (isCurrent()) dispatch({ type: 'CLOSE' });
    };
    const on = (type: string, handle: (data: string, id: string) => void) =>
      opened.addEventListener(type, (event) => {
        if (!isCurrent()) return;
        lastActivityAt = now();
        handle(event.data, event.lastEventId);
      });
    on('heartbeat', () => {});
    const onRoom = (data: string) => {
      const room = parseData(roomStateSchema, data);
      if (room) emit({ type: 'room', room });
    };
    on('ready', (data, id) => {
      // Some EventSources report open only with the first event; ready is that event.
      opening();
      // ready's id is the message the stream continues after: resume from there next time.
      const continuesAfter = Number(id);
      if (id !== '' && Number.isSafeInteger(continuesAfter) && continuesAfter >= 0) {
        if (lastEventId === null || continuesAfter > lastEventId) lastEventId = continuesAfter;
      }
      onRoom(data);
    });
    on('state', onRoom);
    on('message', (data) => {
      const message = parseData(sessionMessageSchema, data);
      if (message) acceptMessage(message);
    });
    on('typing', (data) => {
      const typing = parseData(roomTypingSchema, data);
      if (typing) emit({ type: 'typing', typing });
    });
    on('signal', (data) => {
      const signal = parseData(roomSignalSchema, data);
      if (signal && signal.senderType !== options.senderType) acceptSignal(signal);
    });
  }

  function checkHeartbeat() {
    if (driver.state().status === 'connected' && now() - lastActivityAt >= HEARTBEAT.staleMs) {
      dispatch({ type: 'STALE' });
    }
  }

  return {
    start: driver.start,
    stop: driver.stop,
    retry: () => dispatch({ type: 'RETRY' }),
    state: () => streamStateOf(driver.state()),
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    onSignal(listener) {
      signalListeners.add(listener);
      // The first listener gets what arrived while nobody listened, in order, once.
      const held = heldSignals;
      heldSignals = [];
      for (const signal of held) listener(signal);
      return () => {
        signalListeners.delete(listener);
      };
    },
    resumePoint: () => ({ lastEventId, lastSignalId }),
  };
}
