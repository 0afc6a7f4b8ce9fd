// A small SSE reader over fetch for tests and the benchmark: EventSource is not in Node, and
// reading the raw stream also shows exactly which fields (id or none) an event carried.

export type SseMessage = { event: string; data: string; id: string | undefined };

export type SseConnection = {
  response: Response;
  /** The next event (heartbeats included), or a rejection after timeoutMs / when the stream ends. */
  next(timeoutMs?: number): Promise<SseMessage>;
  /** The next event that is not a heartbeat. */
  nextEvent(timeoutMs?: number): Promise<SseMessage>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
};

export function parseSseBlock(block: string): SseMessage | null {
  let event = 'message';
  let id: string | undefined;
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line === '' || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id') id = value;
  }
  return data.length === 0 && id === undefined ? null : { event, data: data.join('\n'), id };
}

export async function openSse(
  url: string,
  { headers = {}, signal }: { headers?: Record<string, string>; signal?: AbortSignal } = {},
): Promise<SseConnection> {
  const controller = new AbortController();
  signal?.addEventListener('abort', () => controller.abort());
  const response = await fetch(url, { headers, signal: controller.signal });
  const queue: SseMessage[] = [];
  const waiting: Array<() => void> = [];
  let done = false;
  let resolveEnded: () => void = () => {};
  const ended = new Promise<void>((resolve) => {
    resolveEnded = resolve;
  });
  const wakeAll = () => {
    for (const wake of waiting.splice(0)) wake();
  };

  if (response.body) {
    void (async () => {
      const reader = response.body?.getReader();
      if (!reader) return;
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for (;;) {
          const { done: finished, value } = await reader.read();
          if (finished) break;
          buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
          let split = buffer.indexOf('\n\n');
          while (split !== -1) {
            const message = parseSseBlock(buffer.slice(0, split));
            buffer = buffer.slice(split + 2);
            if (message) queue.push(message);
            split = buffer.indexOf('\n\n');
          }
          wakeAll();
        }
      } catch {
        // aborted by close()
      } finally {
        done = true;
        resolveEnded();
        wakeAll();
      }
    })();
  } else {
    done = true;
    resolveEnded();
  }

  const next = async (timeoutMs = 5_000): Promise<SseMessage> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const message = queue.shift();
      if (message) return message;
      if (done) throw new Error('the stream ended');
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no event within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiting.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  };

  return {
    response,
    next,
    async nextEvent(timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const message = await next(Math.max(1, deadline - Date.now()));
        if (message.event !== 'heartbeat') return message;
      }
    },
    ended,
    close: () => controller.abort(),
  };
}
