import { sendRoomMessage, uploadRoomImage } from '@arcana/api-client';
import type { SessionMessage } from '@arcana/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { newClientId, type OutgoingMessage } from './timeline';

export type Outbox = {
  outgoing: readonly OutgoingMessage[];
  send(content: string, file?: File | null): void;
  /** Sends a failed message again with the same clientId (the api lands it once). */
  resend(clientId: string): void;
  discard(clientId: string): void;
};

/**
 * Optimistic sending: the message shows at once as 보내는 중, becomes the api's message when the
 * answer (or the stream) brings it, or stays as 전송 실패 with 다시 보내기.
 */
export function useOutbox(
  sessionId: number,
  onSent: (message: SessionMessage) => void,
  now: () => Date = () => new Date(),
): Outbox {
  const [outgoing, setOutgoing] = useState<readonly OutgoingMessage[]>([]);
  const outgoingRef = useRef(outgoing);
  outgoingRef.current = outgoing;

  const update = useCallback((clientId: string, patch: Partial<OutgoingMessage>) => {
    setOutgoing((current) =>
      current.map((item) => (item.clientId === clientId ? { ...item, ...patch } : item)),
    );
  }, []);

  const deliver = useCallback(
    async (item: OutgoingMessage) => {
      update(item.clientId, { status: 'sending' });
      try {
        let uploadId = item.uploadId;
        if (item.file && uploadId === null) {
          uploadId = (await uploadRoomImage(item.file, item.file.name)).uploadId;
          update(item.clientId, { uploadId });
        }
        const message = await sendRoomMessage(sessionId, {
          clientId: item.clientId,
          ...(item.content === '' ? {} : { content: item.content }),
          ...(uploadId === null ? {} : { uploadId }),
        });
        onSent(message);
        // The preview stays until the api's own image has replaced it on screen.
        setOutgoing((current) => current.filter((entry) => entry.clientId !== item.clientId));
        if (item.previewUrl) setTimeout(() => URL.revokeObjectURL(item.previewUrl ?? ''), 10_000);
      } catch {
        update(item.clientId, { status: 'failed' });
      }
    },
    [sessionId, onSent, update],
  );

  const send = useCallback(
    (content: string, file: File | null = null) => {
      const item: OutgoingMessage = {
        clientId: newClientId(),
        content,
        file,
        previewUrl:
          file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null,
        uploadId: null,
        status: 'sending',
        createdAt: now().toISOString(),
      };
      setOutgoing((current) => [...current, item]);
      void deliver(item);
    },
    [deliver, now],
  );

  const resend = useCallback(
    (clientId: string) => {
      const item = outgoingRef.current.find((entry) => entry.clientId === clientId);
      if (item && item.status === 'failed') void deliver(item);
    },
    [deliver],
  );

  const discard = useCallback((clientId: string) => {
    setOutgoing((current) => {
      const item = current.find((entry) => entry.clientId === clientId);
      if (item?.previewUrl) URL.revokeObjectURL(item.previewUrl);
      return current.filter((entry) => entry.clientId !== clientId);
    });
  }, []);

  // Previews of messages still held when the room closes.
  useEffect(
    () => () => {
      for (const item of outgoingRef.current)
        if (item.previewUrl) URL.revokeObjectURL(item.previewUrl);
    },
    [],
  );

  return { outgoing, send, resend, discard };
}
