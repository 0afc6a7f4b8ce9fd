// The answer as Server-Sent Events: `delta` {text} whose id is the answer's length (UTF-16
// code units) after the piece, so a client resumes with Last-Event-ID or ?lastEventId= and
// gets only the rest; then `done` {text, completed, …}. A saved answer is replayed; a running
// one is joined where it is. Closing the connection never stops the writing (live-answer.ts).

import type { Context } from 'hono';
import * as v from 'valibot';
import { jsonSchemaOf } from '../../lib/openapi';
import type { ShutdownRegistry } from '../../lib/shutdown';
import { createSseStream, type SseStream } from '../../realtime/sse-stream';
import { SSE_HEADERS } from '../notifications';
import type { LiveAnswer } from './live-answer';

export const ANSWER_HEARTBEAT_MS = 15_000;

/** A resume point from `Last-Event-ID` or `?lastEventId=`; anything else starts at 0. */
export function resumeOffset(c: Context): number {
  const value = (c.req.header('Last-Event-ID') ?? c.req.query('lastEventId') ?? '').trim();
  return /^\d{1,9}$/.test(value) ? Number(value) : 0;
}

export const resumeParameters = [
  {
    name: 'Last-Event-ID',
    in: 'header' as const,
    required: false,
    description: 'the last delta id seen (characters of the answer received); others are ignored',
    schema: jsonSchemaOf(v.pipe(v.string(), v.regex(/^\d+$/))),
  },
  {
    name: 'lastEventId',
    in: 'query' as const,
    required: false,
    description: 'the same for a new EventSource, which cannot set the header',
    schema: jsonSchemaOf(v.pipe(v.string(), v.regex(/^\d+$/))),
  },
];

export const streamAnswer = {
  description:
    'text/event-stream (Cache-Control: no-cache, no-transform; X-Accel-Buffering: no): `delta` {text} with id = characters so far, `heartbeat` every 15 s, then `done` {text, completed}',
  content: { 'text/event-stream': { schema: jsonSchemaOf(v.string()) } },
};

type Open = {
  c: Context;
  shutdown: ShutdownRegistry;
  /** Sent first (the chat's `user` event). */
  first?: { event: string; data: unknown };
  /** Extra fields of the `done` event (the chat's stored message). */
  doneExtra?: (completed: boolean) => Promise<Record<string, unknown>>;
};

function openStream({ c, shutdown }: Open): {
  stream: SseStream;
  finish: () => void;
  onClose: (cleanup: () => void) => void;
} {
  const cleanups: Array<() => void> = [];
  const stream = createSseStream(() => {
    for (const cleanup of cleanups.splice(0)) cleanup();
  });
  cleanups.push(shutdown.register(() => stream.close()));
  // The body's cancel does not always fire when a client drops (TOOLCHAIN trap 12).
  const signal = c.req.raw.signal;
  const onAbort = () => stream.close();
  signal.addEventListener('abort', onAbort);
  cleanups.push(() => signal.removeEventListener('abort', onAbort));
  if (signal.aborted) stream.close();
  const heartbeat = setInterval(() => {
    stream.send({ event: 'heartbeat', data: JSON.stringify({ time: Date.now() }) });
  }, ANSWER_HEARTBEAT_MS);
  heartbeat.unref();
  cleanups.push(() => clearInterval(heartbeat));
  return { stream, finish: () => stream.close(), onClose: (cleanup) => cleanups.push(cleanup) };
}

const sendDelta = (stream: SseStream, text: string, end: number) =>
  stream.send({ event: 'delta', id: end, data: JSON.stringify({ text }) });

/** A finished answer from `from` on, then `done`. */
export function replayResponse(open: Open, text: string, completed: boolean, from: number) {
  const { stream, finish } = openStream(open);
  if (open.first) stream.send({ event: open.first.event, data: JSON.stringify(open.first.data) });
  if (from < text.length) sendDelta(stream, text.slice(from), text.length);
  stream.send({ event: 'done', data: JSON.stringify({ text, completed }) });
  finish();
  return new Response(stream.body, { status: 200, headers: SSE_HEADERS });
}

/** A running answer from `from` on: what is written so far at once, then each piece, then done. */
export function liveResponse(open: Open, answer: LiveAnswer, from: number) {
  const { stream, finish, onClose } = openStream(open);
  if (open.first) stream.send({ event: open.first.event, data: JSON.stringify(open.first.data) });
  let sent = from;
  const catchUp = answer.text;
  if (catchUp.length > sent) {
    sendDelta(stream, catchUp.slice(sent), catchUp.length);
    sent = catchUp.length;
  }
  const end = async (text: string, completed: boolean) => {
    if (text.length > sent) sendDelta(stream, text.slice(sent), text.length);
    const extra = open.doneExtra ? await open.doneExtra(completed) : {};
    stream.send({ event: 'done', data: JSON.stringify({ text, completed, ...extra }) });
    finish();
  };
  if (answer.outcome) {
    void end(answer.outcome.text, answer.outcome.completed);
  } else {
    const unsubscribe = answer.subscribe((event) => {
      if (event.type === 'done') {
        unsubscribe();
        void end(event.text, event.completed);
        return;
      }
      const start = event.offset - event.text.length;
      if (event.offset <= sent) return;
      sendDelta(stream, event.text.slice(Math.max(0, sent - start)), event.offset);
      sent = event.offset;
    });
    onClose(unsubscribe);
    if (stream.closed) unsubscribe();
  }
  return new Response(stream.body, { status: 200, headers: SSE_HEADERS });
}
