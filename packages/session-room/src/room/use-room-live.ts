import type { SenderType, SessionMessage } from '@arcana/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { RoomConnection, RoomStreamState } from '../room-connection';
import { acquireRoom, type RoomEntry } from './room-registry';

/** The other side's typing flag expires by itself if its "stopped" never arrives. */
const TYPING_SHOWN_MS = 8_000;

export type RoomLive = {
  connection: RoomConnection;
  /** Messages that arrived on the stream or as answers to our sends (deduped by id). */
  liveMessages: readonly SessionMessage[];
  addMessage(message: SessionMessage): void;
  otherTyping: boolean;
  retry(): void;
};

/**
 * The room stream for this page: opened once the history's first page is in (`resumeFrom` is
 * then the newest message id held, or null for none), so it continues right after it and
 * nothing sent in between is lost. Undefined while the history is loading.
 */
export function useRoomLive(
  sessionId: number,
  senderType: SenderType,
  resumeFrom: number | null | undefined,
): RoomLive {
  const queryClient = useQueryClient();
  const [entry, setEntry] = useState<RoomEntry | null>(null);
  const [streamState, setStreamState] = useState<RoomStreamState>('connecting');
  const [liveMessages, setLiveMessages] = useState<readonly SessionMessage[]>([]);
  const [otherTyping, setOtherTyping] = useState(false);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const ready = resumeFrom !== undefined;
  const resumeRef = useRef(resumeFrom);
  if (resumeRef.current === undefined) resumeRef.current = resumeFrom;

  useEffect(() => {
    if (!ready) return;
    const { entry: acquired, release } = acquireRoom(
      sessionId,
      senderType,
      resumeRef.current ?? null,
      queryClient,
    );
    setEntry(acquired);
    setLiveMessages(acquired.messages);
    setStreamState(acquired.stream.state());
    const offMessages = acquired.onMessages(() => setLiveMessages(acquired.messages));
    const offStream = acquired.stream.subscribe((event) => {
      if (event.type === 'status') setStreamState(event.state);
      if (event.type === 'message' && event.message.senderType !== senderType) {
        setOtherTyping(false);
      }
      if (event.type === 'typing' && event.typing.senderType !== senderType) {
        if (typingTimer.current) clearTimeout(typingTimer.current);
        setOtherTyping(event.typing.typing);
        if (event.typing.typing) {
          typingTimer.current = setTimeout(() => setOtherTyping(false), TYPING_SHOWN_MS);
        }
      }
    });
    return () => {
      offMessages();
      offStream();
      release();
      if (typingTimer.current) clearTimeout(typingTimer.current);
    };
  }, [ready, sessionId, senderType, queryClient]);

  const connection = useMemo<RoomConnection>(
    () => ({
      sessionId,
      me: senderType,
      streamState,
      onSignal: (listener) => (entry ? entry.stream.onSignal(listener) : () => {}),
    }),
    [sessionId, senderType, streamState, entry],
  );

  const addMessage = useMemo(
    () => (message: SessionMessage) => entry?.addMessage(message),
    [entry],
  );

  return {
    connection,
    liveMessages,
    addMessage,
    otherTyping,
    retry: () => entry?.stream.retry(),
  };
}
