// A Server-Sent Events response body we control ourselves: Hono's stream helper swallows write
// errors (TOOLCHAIN trap 12), and a stream that cannot tell it is dead is never cleaned up.

export type SseEvent = { event: string; data: string; id?: number };

export type SseStream = {
  readonly body: ReadableStream<Uint8Array>;
  /** Queues one event as its own chunk (flushed on its own); false once the stream is closed. */
  send(event: SseEvent): boolean;
  readonly closed: boolean;
  close(): void;
};

// A client that stops reading while events pile up is cut off rather than held in memory.
const MAX_QUEUED_BYTES = 1_048_576;

export function createSseStream(onClose: () => void): SseStream {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  let closed = false;

  const close = () => {
    if (closed) return;
    closed = true;
    try {
      controller?.close();
    } catch {
      // already closed or cancelled by the reader
    }
    onClose();
  };

  const body = new ReadableStream<Uint8Array>(
    {
      start(streamController) {
        controller = streamController;
      },
      // The HTTP layer cancels the body when the client goes away.
      cancel() {
        close();
      },
    },
    { highWaterMark: 65_536, size: (chunk) => chunk.byteLength },
  );

  return {
    body,
    send({ event, data, id }) {
      if (closed || !controller) return false;
      const lines = [`event: ${event}`];
      if (id !== undefined) lines.push(`id: ${id}`);
      for (const line of data.split(/\r\n|\r|\n/)) lines.push(`data: ${line}`);
      try {
        controller.enqueue(encoder.encode(`${lines.join('\n')}\n\n`));
      } catch {
        close();
        return false;
      }
      if ((controller.desiredSize ?? 0) < -MAX_QUEUED_BYTES) {
        close();
        return false;
      }
      return true;
    },
    get closed() {
      return closed;
    },
    close,
  };
}
