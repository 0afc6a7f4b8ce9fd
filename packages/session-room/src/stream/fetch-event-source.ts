// The room stream sits under /api/client, whose one login check reads only the
// `Authorization: Bearer` header (an EventSource cannot send headers). So the room reads its
// server-sent events over fetch: the same bearer token as every other room call, the same
// event format, and the same EventSourceLike face the connection machine drives.
import { isTokenRefreshDue, readCookie, refreshTokens } from '@arcana/api-client';
import { ACCESS_TOKEN_COOKIE } from '@arcana/domain';
import type { EventSourceLike } from '@arcana/realtime';

type Listener = (event: MessageEvent<string>) => void;

/** One parsed event of the stream (SSE "dispatch"): its type, its data lines, its id. */
type Dispatch = { type: string; data: string; lastEventId: string };

/**
 * Feeds text to an SSE parser (the WHATWG event-stream rules, minus `retry`): lines end with
 * \n, \r\n or \r, a blank line dispatches, `:` lines are comments. Returns the push function.
 */
export function createSseParser(onEvent: (event: Dispatch) => void) {
  let buffer = '';
  let type = '';
  let data: string[] = [];
  let lastEventId = '';

  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0) onEvent({ type: type || 'message', data: data.join('\n'), lastEventId });
      type = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') type = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id' && !value.includes('\0')) lastEventId = value;
  };

  return (chunk: string) => {
    buffer += chunk;
    // A trailing \r may be the first half of \r\n: keep it until the next chunk says.
    const parts = buffer.split(/\r\n|\n|\r(?!$)/);
    buffer = parts.pop() ?? '';
    for (const part of parts) line(part);
  };
}

function authorization(): Record<string, string> {
  const token = readCookie(ACCESS_TOKEN_COOKIE.name);
  return token ? { authorization: `Bearer ${token}` } : {};
}

/** An EventSourceLike over fetch with the caller's bearer token. */
export function fetchEventSource(url: string): EventSourceLike {
  const controller = new AbortController();
  const listeners = new Map<string, Listener[]>();
  let failed = false;

  const source: EventSourceLike = {
    onopen: null,
    onerror: null,
    addEventListener(type, listener) {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    },
    close() {
      controller.abort();
    },
  };

  const fail = () => {
    if (failed || controller.signal.aborted) return;
    failed = true;
    source.onerror?.(new Event('error'));
  };

  const parse = createSseParser(({ type, data, lastEventId }) => {
    if (controller.signal.aborted) return;
    const event = new MessageEvent<string>(type, { data, lastEventId });
    for (const listener of listeners.get(type) ?? []) listener(event);
  });

  const run = async () => {
    // A token near its end is renewed first: the stream would otherwise open with a dying one.
    if (isTokenRefreshDue()) await refreshTokens().catch(() => false);
    const response = await fetch(url, {
      headers: { accept: 'text/event-stream', ...authorization() },
      credentials: 'same-origin',
      cache: 'no-store',
      signal: controller.signal,
    });
    if (!response.ok || !response.body) {
      // An expired token: renew it; the renewal reopens the stream (authEvents), the machine
      // retries anyway.
      if (response.status === 401) void refreshTokens().catch(() => false);
      fail();
      return;
    }
    source.onopen?.(new Event('open'));
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      parse(value);
    }
    fail();
  };

  // Opened on the next tick, as an EventSource is: the caller sets its handlers first.
  queueMicrotask(() => {
    run().catch(fail);
  });
  return source;
}
