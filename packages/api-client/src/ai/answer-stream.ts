import { ACCESS_TOKEN_COOKIE, aiStreamDeltaSchema, aiStreamDoneSchema } from '@arcana/domain';
import * as v from 'valibot';
import { readCookie } from '../cookies';
import { ApiError } from '../errors';
import { buildUrl, readErrorBody } from '../http';
import { GENERIC_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE } from '../messages';
import { type AnswerText, appendDelta, EMPTY_ANSWER } from './answer-text';
import { createSseParser, type SseEvent } from './sse-parser';

export type ReadingAnswer = { text: string; completed: boolean };

export type AnswerStreamOptions = {
  /** Called with the whole text so far after every new piece. */
  onText: (text: string) => void;
  signal?: AbortSignal;
  /** Reconnections in a row without any new text before giving up (default 5). */
  maxReconnects?: number;
  /** Wait before reconnection `attempt` (1-based); default 400 ms doubling, at most 4 s. */
  reconnectDelayMs?: (attempt: number) => number;
  /** For tests. */
  fetch?: typeof fetch;
};

const failedSchema = v.object({ message: v.string() });

/** The stream broke off (network, proxy, server restart): the reader resumes. */
class StreamInterrupted extends Error {}

function defaultDelay(attempt: number): number {
  return Math.min(4000, 400 * 2 ** (attempt - 1));
}

function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

function parseJson<TSchema extends v.GenericSchema>(schema: TSchema, data: string) {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return undefined;
  }
  const parsed = v.safeParse(schema, json);
  return parsed.success ? (parsed.output as v.InferOutput<TSchema>) : undefined;
}

/**
 * GET /api/public/ai/readings/{id}/answer as SSE over fetch: `delta` pieces whose ids are the
 * character offset after them, then `done` with the whole saved text (or `failed`). A dropped
 * connection resumes from the last id (`Last-Event-ID` header and `?lastEventId=`, for proxies
 * that drop the header) and never shows a piece twice. Resolves with the saved answer.
 */
export async function streamReadingAnswer(
  readingId: number,
  options: AnswerStreamOptions,
): Promise<ReadingAnswer> {
  const fetchImpl = options.fetch ?? fetch;
  const maxReconnects = options.maxReconnects ?? 5;
  const delay = options.reconnectDelayMs ?? defaultDelay;
  let answer: AnswerText = EMPTY_ANSWER;
  let attempt = 0;

  for (;;) {
    const before = answer.offset;
    try {
      const result = await readOnce();
      if (result) return result;
    } catch (error) {
      if (!(error instanceof StreamInterrupted) || options.signal?.aborted) throw error;
    }
    attempt = answer.offset > before ? 1 : attempt + 1;
    if (attempt > maxReconnects) {
      throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message: NETWORK_ERROR_MESSAGE });
    }
    await wait(delay(attempt), options.signal);
  }

  async function readOnce(): Promise<ReadingAnswer | null> {
    const resumeFrom = answer.offset > 0 ? String(answer.offset) : undefined;
    const headers = new Headers({ accept: 'text/event-stream' });
    const token = readCookie(ACCESS_TOKEN_COOKIE.name);
    if (token) headers.set('authorization', `Bearer ${token}`);
    if (resumeFrom) headers.set('last-event-id', resumeFrom);
    let response: Response;
    try {
      response = await fetchImpl(
        buildUrl(`/api/public/ai/readings/${readingId}/answer`, { lastEventId: resumeFrom }),
        { headers, signal: options.signal, credentials: 'same-origin', cache: 'no-store' },
      );
    } catch (cause) {
      if (options.signal?.aborted) throw cause;
      throw new StreamInterrupted();
    }
    if (response.status >= 500) throw new StreamInterrupted();
    if (!response.ok) throw await readErrorBody(response);
    if (!response.body) throw new StreamInterrupted();

    // Set from the parser's callback, so kept in an object TypeScript does not narrow.
    const outcome: { finished: ReadingAnswer | null; failure: ApiError | null } = {
      finished: null,
      failure: null,
    };
    const parser = createSseParser((event: SseEvent) => {
      if (outcome.finished || outcome.failure) return;
      if (event.event === 'delta') {
        const delta = parseJson(aiStreamDeltaSchema, event.data);
        if (!delta) return;
        const next = appendDelta(answer, delta.text, event.id);
        if (next !== answer) {
          answer = next;
          options.onText(answer.text);
        }
      } else if (event.event === 'done') {
        const done = parseJson(aiStreamDoneSchema, event.data);
        outcome.finished = done ?? { text: answer.text, completed: true };
        if (outcome.finished.text !== answer.text) options.onText(outcome.finished.text);
      } else if (event.event === 'failed') {
        const failed = parseJson(failedSchema, event.data);
        outcome.failure = new ApiError({
          status: 502,
          code: 'ANSWER_FAILED',
          message: failed?.message ?? GENERIC_ERROR_MESSAGE,
        });
      }
    });

    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        parser.push(decoder.decode(value, { stream: true }));
        if (outcome.finished || outcome.failure) break;
      }
      parser.push(decoder.decode());
    } catch (cause) {
      if (options.signal?.aborted) throw cause;
      throw new StreamInterrupted();
    } finally {
      parser.end();
      reader.cancel().catch(() => {});
    }
    if (outcome.failure) throw outcome.failure;
    if (outcome.finished) return outcome.finished;
    throw new StreamInterrupted();
  }
}
