// One room stream per session and side in this tab, shared by the room's views: switching from
// the chat to the call view remounts the page, and the stream (with what it collected) should
// outlive that instead of reconnecting. The last view to leave closes it after a short linger.
import { roomQueries } from '@arcana/api-client';
import type { SenderType, SessionMessage } from '@arcana/domain';
import type { QueryClient } from '@tanstack/react-query';
import { createRoomStream, type RoomStream } from '../stream/room-stream';

const LINGER_MS = 3_000;

export type RoomEntry = {
  stream: RoomStream;
  /** Messages the stream (or our sends) brought, deduped by id. */
  messages: readonly SessionMessage[];
  addMessage(message: SessionMessage): void;
  onMessages(listener: () => void): () => void;
};

type Held = RoomEntry & { refs: number; linger: ReturnType<typeof setTimeout> | null };

const entries = new Map<string, Held>();

function keyOf(sessionId: number, side: SenderType) {
  return `${sessionId}:${side}`;
}

function createEntry(
  sessionId: number,
  side: SenderType,
  resumeFrom: number | null,
  queryClient: QueryClient,
): Held {
  const stream = createRoomStream({ sessionId, senderType: side, lastEventId: resumeFrom });
  const listeners = new Set<() => void>();
  const entry: Held = {
    stream,
    messages: [],
    refs: 0,
    linger: null,
    addMessage(message) {
      if (entry.messages.some((item) => item.id === message.id)) return;
      entry.messages = [...entry.messages, message];
      for (const listener of [...listeners]) listener();
    },
    onMessages(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
  stream.subscribe((event) => {
    if (event.type === 'room') {
      queryClient.setQueryData(roomQueries.state(sessionId).queryKey, event.room);
    } else if (event.type === 'message') {
      entry.addMessage(event.message);
    }
  });
  stream.start();
  return entry;
}

/** The shared entry, started on first use; call the returned release when the view goes. */
export function acquireRoom(
  sessionId: number,
  side: SenderType,
  resumeFrom: number | null,
  queryClient: QueryClient,
): { entry: RoomEntry; release(): void } {
  const key = keyOf(sessionId, side);
  let entry = entries.get(key);
  if (!entry) {
    entry = createEntry(sessionId, side, resumeFrom, queryClient);
    entries.set(key, entry);
  }
  const held = entry;
  held.refs += 1;
  if (held.linger) clearTimeout(held.linger);
  held.linger = null;
  let released = false;
  return {
    entry: held,
    release() {
      if (released) return;
      released = true;
      held.refs -= 1;
      if (held.refs > 0) return;
      held.linger = setTimeout(() => {
        if (held.refs > 0) return;
        held.stream.stop();
        entries.delete(key);
      }, LINGER_MS);
    },
  };
}
