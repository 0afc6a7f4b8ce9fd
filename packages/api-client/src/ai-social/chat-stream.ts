import {
  ACCESS_TOKEN_COOKIE,
  type AiChatMessage,
  aiChatMessageSchema,
  aiStreamDeltaSchema,
} from '@arcana/domain';
import * as v from 'valibot';
import { createSseParser, type SseEvent } from '../ai/sse-parser';
import { readCookie } from '../cookies';
import { ApiError, reportApiError } from '../errors';
import { buildUrl, readErrorBody } from '../http';
import { NETWORK_ERROR_MESSAGE } from '../messages';

// POST /api/client/ai/chats/{characterId}/messages answers with an event stream (`user`,
// `delta`, `done`, or `failed`). EventSource cannot POST, so the body is read with fetch and a
// ReadableStream through the same SSE parser as the reading's answer.

const userEventSchema = v.object({ message: aiChatMessageSchema });
const doneEventSchema = v.object({
  text: v.string(),
  completed: v.boolean(),
  message: v.optional(v.nullable(aiChatMessageSchema)),
});
const failedEventSchema = v.object({ message: v.string() });

export type ChatStreamHandlers = {
  /** The saved question, as the server keeps it. */
  onUser?: (message: AiChatMessage) => void;
  /** One more piece of the answer. */
  onDelta?: (text: string) => void;
};

export type ChatStreamResult = {
  text: string;
  completed: boolean;
  /** The saved answer; null when the stream ended without one. */
  message: AiChatMessage | null;
};

function parseJson(data: string): unknown {
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Sends one message and reads the answer as it streams. Resolves with the whole answer; rejects
 * with an ApiError (429 DAILY_LIMIT, 401, …) before any event, after the listeners heard it.
 */
export async function sendChatMessage(
  characterId: number,
  content: string,
  handlers: ChatStreamHandlers = {},
  signal?: AbortSignal,
): Promise<ChatStreamResult> {
  const headers = new Headers({ accept: 'text/event-stream', 'content-type': 'application/json' });
  const token = readCookie(ACCESS_TOKEN_COOKIE.name);
  if (token) headers.set('authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(buildUrl(`/api/client/ai/chats/${characterId}/messages`), {
      method: 'POST',
      headers,
      body: JSON.stringify({ content }),
      signal,
      credentials: 'same-origin',
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    const error = new ApiError({
      status: 0,
      code: 'NETWORK_ERROR',
      message: NETWORK_ERROR_MESSAGE,
      cause,
    });
    reportApiError(error);
    throw error;
  }
  if (!response.ok || !response.body) {
    const error = await readErrorBody(response);
    reportApiError(error);
    throw error;
  }

  let text = '';
  let result: ChatStreamResult | null = null;
  let failure: string | null = null;
  const onEvent = (event: SseEvent) => {
    const data = parseJson(event.data);
    switch (event.event) {
      case 'user': {
        const parsed = v.safeParse(userEventSchema, data);
        if (parsed.success) handlers.onUser?.(parsed.output.message);
        return;
      }
      case 'delta': {
        const parsed = v.safeParse(aiStreamDeltaSchema, data);
        if (!parsed.success) return;
        text += parsed.output.text;
        handlers.onDelta?.(parsed.output.text);
        return;
      }
      case 'done': {
        const parsed = v.safeParse(doneEventSchema, data);
        if (parsed.success) {
          result = {
            text: parsed.output.text,
            completed: parsed.output.completed,
            message: parsed.output.message ?? null,
          };
        }
        return;
      }
      case 'failed': {
        const parsed = v.safeParse(failedEventSchema, data);
        failure = parsed.success ? parsed.output.message : NETWORK_ERROR_MESSAGE;
        return;
      }
      default:
        return;
    }
  };
  const parser = createSseParser(onEvent);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const chunk = await reader.read();
    if (chunk.done) break;
    parser.push(chunk.value);
  }
  parser.end();
  if (result) return result;
  if (failure !== null)
    throw new ApiError({ status: 200, code: 'STREAM_FAILED', message: failure });
  return { text, completed: false, message: null };
}
