import type { RoomState, RoomTyping, SenderType } from '@arcana/domain';
import type { Logger } from '../../lib/logger';
import type { ShutdownRegistry } from '../../lib/shutdown';
import type { RoomBusMessage, SessionRoomBus } from '../../realtime/session-room-bus';
import { createSseStream, type SseStream } from '../../realtime/sse-stream';
import { SSE_HEADERS } from '../notifications';
import type { Presence } from './presence';
import { otherSide, toMessageDto, toSignalDto } from './room-dto';
import type { RoomRepository } from './room-repository';
import type { RoomStates } from './room-state';

// The room stream (GET /api/client/sse/counseling/sessions/{id}?senderType=): `ready` first,
// then `message`, `state`, `typing` and `signal` events. The streams of one session in this
// process share one bus subscription; a `state` announcement is read once per side.

export const ROOM_HEARTBEAT_MS = 25_000;
/** Rows read per query while replaying; a longer gap takes several reads. */
export const ROOM_REPLAY_BATCH = 100;
/** A resumed stream gets the other side's signals of this long ago at most (stale offers die). */
export const SIGNAL_REPLAY_MS = 2 * 60_000;

/** A resume point (`Last-Event-ID`, `?lastEventId=`, `?lastSignalId=`); anything else: none. */
export function parseResumeId(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,10}$/.test(value.trim())) return null;
  return Number(value.trim());
}

type Handle = {
  side: SenderType;
  message(): void;
  signal(): void;
  send(event: string, data: unknown): void;
  resync(): void;
};

type Room = { handles: Set<Handle>; unsubscribe: () => void; stateSeq: number; sentSeq: number[] };

export type RoomStreamDeps = {
  rooms: RoomRepository;
  states: RoomStates;
  bus: SessionRoomBus;
  presence: Presence;
  shutdown: ShutdownRegistry;
  logger: Logger;
  now: () => Date;
  heartbeatMs?: number;
};

export type OpenRequest = {
  sessionId: number;
  side: SenderType;
  /** Last-Event-ID or ?lastEventId=: replay messages after it. */
  resumeFrom: number | null;
  /** ?lastSignalId=: replay the other side's signals after it (of the last 2 minutes). */
  lastSignalId: number | null;
  abort: AbortSignal;
};

export function createRoomStreams(deps: RoomStreamDeps) {
  const { rooms, states, bus, presence, shutdown, logger } = deps;
  const heartbeatMs = deps.heartbeatMs ?? ROOM_HEARTBEAT_MS;
  const byRoom = new Map<number, Room>();

  // One read per side for every stream of the session; an older read finishing late is dropped.
  const refreshState = async (sessionId: number) => {
    const room = byRoom.get(sessionId);
    if (!room) return;
    room.stateSeq += 1;
    const seq = room.stateSeq;
    const sides = new Set([...room.handles].map((handle) => handle.side));
    for (const side of sides) {
      try {
        const state = await states.of(sessionId, side);
        const index = side === 'USER' ? 0 : 1;
        if ((room.sentSeq[index] ?? 0) > seq) continue;
        room.sentSeq[index] = seq;
        for (const handle of room.handles) if (handle.side === side) handle.send('state', state);
      } catch (error) {
        logger.error(`room state of session ${sessionId} could not be read`, error);
      }
    }
  };

  const dispatch = (sessionId: number, message: RoomBusMessage) => {
    const room = byRoom.get(sessionId);
    if (!room) return;
    switch (message.k) {
      case 'message':
        for (const handle of room.handles) handle.message();
        return;
      case 'signal':
        for (const handle of room.handles) if (handle.side !== message.side) handle.signal();
        return;
      case 'typing': {
        const typing: RoomTyping = { senderType: message.side, typing: message.typing };
        for (const handle of room.handles) {
          if (handle.side !== message.side) handle.send('typing', typing);
        }
        return;
      }
      case 'state':
        void refreshState(sessionId);
        return;
    }
  };

  const join = (sessionId: number, handle: Handle) => {
    let room = byRoom.get(sessionId);
    if (!room) {
      const created: Room = { handles: new Set(), unsubscribe: () => {}, stateSeq: 0, sentSeq: [] };
      created.unsubscribe = bus.subscribe(sessionId, {
        event: (message) => dispatch(sessionId, message),
        resync() {
          for (const each of created.handles) each.resync();
          void refreshState(sessionId);
        },
      });
      byRoom.set(sessionId, created);
      room = created;
    }
    room.handles.add(handle);
    const joined = room;
    return () => {
      joined.handles.delete(handle);
      if (joined.handles.size === 0 && byRoom.get(sessionId) === joined) {
        joined.unsubscribe();
        byRoom.delete(sessionId);
      }
    };
  };

  async function open({ sessionId, side, resumeFrom, lastSignalId, abort }: OpenRequest) {
    await bus.ready();
    const other = otherSide(side);
    const cleanups: Array<() => void> = [];
    let releasePresence: (() => Promise<void>) | undefined;
    const stream: SseStream = createSseStream(() => {
      for (const cleanup of cleanups.splice(0)) cleanup();
      const release = releasePresence;
      releasePresence = undefined;
      void release?.();
    });

    let started = false;
    let lastMessageId = 0;
    let lastSignal = 0;
    const pumps = {
      message: createPump(async () => {
        for (;;) {
          const rows = await rooms.messagesAfter(sessionId, lastMessageId, ROOM_REPLAY_BATCH);
          for (const row of rows) {
            if (row.id <= lastMessageId) continue;
            if (
              !stream.send({
                event: 'message',
                id: row.id,
                data: JSON.stringify(toMessageDto(row)),
              })
            )
              return;
            lastMessageId = row.id;
          }
          if (rows.length < ROOM_REPLAY_BATCH) return;
        }
      }),
      signal: createPump(async () => {
        const since = new Date(deps.now().getTime() - SIGNAL_REPLAY_MS);
        for (;;) {
          const rows = await rooms.signalsAfter(
            sessionId,
            other,
            lastSignal,
            since,
            ROOM_REPLAY_BATCH,
          );
          for (const row of rows) {
            if (!stream.send({ event: 'signal', data: JSON.stringify(toSignalDto(row)) })) return;
            lastSignal = row.id;
          }
          if (rows.length < ROOM_REPLAY_BATCH) return;
        }
      }),
    };

    function createPump(read: () => Promise<void>) {
      let running = false;
      let again = false;
      const run = async (): Promise<void> => {
        if (!started || stream.closed) {
          again = true;
          return;
        }
        if (running) {
          again = true;
          return;
        }
        running = true;
        try {
          do {
            again = false;
            await read();
          } while (again && !stream.closed);
        } catch (error) {
          logger.error(`room stream of session ${sessionId} (${side}) failed; closing it`, error);
          stream.close();
        } finally {
          running = false;
        }
      };
      return { run, pending: () => again };
    }

    const handle: Handle = {
      side,
      message: () => void pumps.message.run(),
      signal: () => void pumps.signal.run(),
      send(event, data) {
        if (started) stream.send({ event, data: JSON.stringify(data) });
      },
      resync() {
        void pumps.message.run();
        void pumps.signal.run();
      },
    };
    // Joined before the starting points are read, so nothing committed in between is missed.
    cleanups.push(join(sessionId, handle));
    cleanups.push(shutdown.register(() => stream.close()));
    const onAbort = () => stream.close();
    abort.addEventListener('abort', onAbort);
    cleanups.push(() => abort.removeEventListener('abort', onAbort));

    let ready: RoomState;
    try {
      releasePresence = await presence.open(sessionId, side);
      [lastMessageId, lastSignal, ready] = await Promise.all([
        resumeFrom ?? rooms.newestMessageId(sessionId),
        lastSignalId ?? rooms.newestSignalId(sessionId, other),
        states.of(sessionId, side),
      ]);
    } catch (error) {
      stream.close();
      throw error;
    }
    if (abort.aborted) stream.close();
    // `ready` carries the message id the stream continues from, so a drop during a replay
    // resumes from there and loses nothing.
    stream.send({ event: 'ready', id: lastMessageId, data: JSON.stringify(ready) });
    started = true;
    void pumps.message.run();
    void pumps.signal.run();

    // A comment-free heartbeat event (the notification streams' shape): proxies see traffic and
    // clients can tell a silent stream from a dead one.
    const heartbeat = setInterval(() => {
      stream.send({ event: 'heartbeat', data: JSON.stringify({ time: Date.now() }) });
    }, heartbeatMs);
    heartbeat.unref();
    cleanups.push(() => clearInterval(heartbeat));
    if (stream.closed) for (const cleanup of cleanups.splice(0)) cleanup();

    return new Response(stream.body, { status: 200, headers: SSE_HEADERS });
  }

  return {
    open,
    /** Open streams of this process for a session (both sides). */
    count: (sessionId: number) => byRoom.get(sessionId)?.handles.size ?? 0,
  };
}

export type RoomStreams = ReturnType<typeof createRoomStreams>;
