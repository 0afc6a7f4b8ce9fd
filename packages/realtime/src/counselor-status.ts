// The public stream of counselor status changes (DESIGN "Counselor status"): no login, one
// connection per browser shared by its tabs like the notification streams (tab-leader.ts), the
// connection machine of SPEC §4 underneath. Pages that show statuses subscribe; the stream runs
// while anyone listens and closes a little after the last one leaves.
import { COUNSELOR_STATUS_STREAM_PATH } from '@arcana/api-client';
import { type CounselorStatusEvent, isCounselorStatus } from '@arcana/domain';
import {
  createStreamConnection,
  type EventSourceFactory,
  NO_AUTH_EVENTS,
  type StreamEvent,
} from './connection';
import { browserTimers, type SignalSource, type TimerHandle, type Timers } from './environment';
import {
  type BroadcastChannelLike,
  createSharedStream,
  type LockManagerLike,
  type SharedStream,
} from './tab-leader';

export const COUNSELOR_STATUS_RELAY = 'arcana-counselor-status';
/** Moving between two pages that both show statuses keeps the one connection. */
export const COUNSELOR_STATUS_LINGER_MS = 5_000;

export type CounselorStatusStream = SharedStream<CounselorStatusEvent>;

export type CounselorStatusStreamOptions = {
  url?: string;
  eventSourceFactory?: EventSourceFactory;
  locks?: LockManagerLike | null;
  createChannel?: ((name: string) => BroadcastChannelLike) | null;
  timers?: Timers;
  network?: SignalSource;
  visibility?: SignalSource;
  random?: () => number;
  now?: () => number;
};

/**
 * The shape check of domain's counselorStatusEventSchema, by hand (realtime does not depend on
 * valibot, and the api is the only writer of these events).
 */
export function parseCounselorStatusEvent(data: string): CounselorStatusEvent | null {
  try {
    const parsed: unknown = JSON.parse(data);
    if (typeof parsed === 'object' && parsed !== null) {
      const event = parsed as Record<string, unknown>;
      if (
        typeof event.counselorId === 'number' &&
        Number.isSafeInteger(event.counselorId) &&
        event.counselorId > 0 &&
        isCounselorStatus(event.status) &&
        typeof event.at === 'string'
      ) {
        return { counselorId: event.counselorId, status: event.status, at: event.at };
      }
    }
  } catch {
    // fall through to the warning
  }
  console.warn('Ignored a malformed counselor status event', data);
  return null;
}

export function createCounselorStatusStream(
  options: CounselorStatusStreamOptions = {},
): CounselorStatusStream {
  const { url = COUNSELOR_STATUS_STREAM_PATH, locks, createChannel, ...connection } = options;
  return createSharedStream<CounselorStatusEvent>({
    name: COUNSELOR_STATUS_RELAY,
    createConnection: (lastEventId) =>
      createStreamConnection<CounselorStatusEvent>({
        ...connection,
        url,
        itemEvent: 'status',
        parseItem: parseCounselorStatusEvent,
        lastEventId,
        authEvents: NO_AUTH_EVENTS,
      }),
    authEvents: NO_AUTH_EVENTS,
    ...(locks === undefined ? {} : { locks }),
    ...(createChannel === undefined ? {} : { createChannel }),
  });
}

export type CounselorStatusListener = {
  /** A counselor's new status. */
  onStatus: (event: CounselorStatusEvent) => void;
  /** The stream came back after a gap: statuses may have changed unseen, read them again. */
  onResync?: () => void;
};

/**
 * Listens to the one status stream of this tab, starting it for the first listener and
 * stopping it `COUNSELOR_STATUS_LINGER_MS` after the last one left. Returns the unsubscribe.
 */
export function createCounselorStatusHub(
  create: () => CounselorStatusStream = () => createCounselorStatusStream(),
  timers: Timers = browserTimers,
) {
  const listeners = new Set<CounselorStatusListener>();
  let stream: CounselorStatusStream | null = null;
  let unsubscribeStream: (() => void) | null = null;
  let stopTimer: TimerHandle | null = null;
  let connectedBefore = false;

  function dispatch(event: StreamEvent<CounselorStatusEvent>) {
    if (event.type === 'item') {
      for (const listener of listeners) listener.onStatus(event.item);
      return;
    }
    if (event.type === 'state' && event.state === 'connected') {
      if (connectedBefore) for (const listener of listeners) listener.onResync?.();
      connectedBefore = true;
    }
  }

  function stop() {
    stopTimer = null;
    unsubscribeStream?.();
    unsubscribeStream = null;
    stream?.stop();
    stream = null;
    connectedBefore = false;
  }

  return {
    subscribe(listener: CounselorStatusListener): () => void {
      listeners.add(listener);
      if (stopTimer !== null) {
        timers.clearTimeout(stopTimer);
        stopTimer = null;
      }
      if (!stream) {
        stream = create();
        unsubscribeStream = stream.subscribe(dispatch);
        stream.start();
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && stream && stopTimer === null) {
          stopTimer = timers.setTimeout(stop, COUNSELOR_STATUS_LINGER_MS);
        }
      };
    },
    /** Whether a stream is open or lingering (tests). */
    running: () => stream !== null,
  };
}

export type CounselorStatusHub = ReturnType<typeof createCounselorStatusHub>;
