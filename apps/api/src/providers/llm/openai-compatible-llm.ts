import type { LlmConfig } from '../../env';
import { LlmError, type LlmErrorCode, type LlmProvider, type LlmRequest } from './llm-provider';
import { SseDecoder, SseTooLongError } from './sse-decoder';

// Any OpenAI-compatible chat endpoint, streamed (PROVIDERS.md §7):
// POST {LLM_BASE_URL}/chat/completions with `Authorization: Bearer <key>` and
// { model, messages, stream: true, max_tokens?, temperature? } → text/event-stream of
// `data: {chunk}` events whose choices[0].delta.content are the answer's pieces, then
// `data: [DONE]`. Errors before the stream are ordinary JSON HTTP errors
// ({ error: { message, type, code } }); an error during it arrives as such an object in a
// `data:` line. LLM_BASE_URL includes the version path, as OpenAI SDKs take it
// (`https://api.openai.com/v1`).

export type OpenAiCompatibleOptions = {
  fetch?: typeof fetch;
  /** From sending the request until the response headers arrive. */
  connectTimeoutMs?: number;
  /** The longest silence between two pieces of the body (keep-alive comments count). */
  idleTimeoutMs?: number;
};

const ERROR_BODY_LIMIT = 16 * 1024;
const DETAIL_LIMIT = 300;

type Stop = 'caller' | 'connect-timeout' | 'idle-timeout' | 'done';

export function createOpenAiCompatibleLlm(
  config: LlmConfig,
  options: OpenAiCompatibleOptions = {},
): LlmProvider {
  const doFetch = options.fetch ?? fetch;
  const connectTimeoutMs = options.connectTimeoutMs ?? 15_000;
  const idleTimeoutMs = options.idleTimeoutMs ?? 30_000;
  const url = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  // Whatever the endpoint writes back goes into error messages and so into the log: take the
  // key out first, in case a server echoes it.
  const clean = (text: string) => {
    const redacted = config.apiKey ? text.split(config.apiKey).join('[redacted]') : text;
    return redacted.length > DETAIL_LIMIT ? `${redacted.slice(0, DETAIL_LIMIT)}…` : redacted;
  };

  async function* stream(request: LlmRequest): AsyncGenerator<string> {
    const { signal } = request;
    if (signal?.aborted) throw aborted(signal.reason);

    const controller = new AbortController();
    let stopped: Stop | undefined;
    const stop = (why: Stop) => {
      stopped ??= why;
      controller.abort();
    };
    const onCallerAbort = () => stop('caller');
    signal?.addEventListener('abort', onCallerAbort, { once: true });
    let timer: NodeJS.Timeout | undefined;
    const arm = (ms: number, why: Stop) => {
      clearTimeout(timer);
      timer = setTimeout(() => stop(why), ms);
    };
    const disarm = () => clearTimeout(timer);

    // What ended a failed fetch or read: our own abort (caller, timeouts) or the network.
    const failure = (error: unknown, code: LlmErrorCode, providerCode: string) => {
      switch (stopped) {
        case 'caller':
          return aborted(signal?.reason ?? error);
        case 'connect-timeout':
          return new LlmError('TIMEOUT', `no response within ${connectTimeoutMs} ms`, {
            providerCode: 'ConnectTimeout',
          });
        case 'idle-timeout':
          return new LlmError('TIMEOUT', `no data for ${idleTimeoutMs} ms`, {
            providerCode: 'IdleTimeout',
          });
        default:
          return new LlmError(code, clean(errorText(error)), { providerCode, cause: error });
      }
    };

    try {
      const body = {
        model: config.model,
        messages: request.messages.map(({ role, content }) => ({ role, content })),
        stream: true,
        ...(request.maxTokens === undefined ? {} : { max_tokens: request.maxTokens }),
        ...(request.temperature === undefined ? {} : { temperature: request.temperature }),
      };
      const headers: Record<string, string> = {
        'Content-Type': 'application/json',
        Accept: 'text/event-stream',
      };
      if (config.apiKey) headers.Authorization = `Bearer ${config.apiKey}`;

      arm(connectTimeoutMs, 'connect-timeout');
      let response: Response;
      try {
        response = await doFetch(url, {
          method: 'POST',
          headers,
          body: JSON.stringify(body),
          signal: controller.signal,
        });
      } catch (error) {
        throw failure(error, 'UNAVAILABLE', 'NetworkError');
      }

      const reader = response.body?.getReader();
      const read = async () => {
        if (!reader) return { done: true as const, value: undefined };
        arm(idleTimeoutMs, 'idle-timeout');
        try {
          return await reader.read();
        } finally {
          disarm();
        }
      };

      if (!response.ok) {
        throw httpFailure(response.status, await readSmall(read).catch(() => ''), clean);
      }
      const type = response.headers.get('content-type');
      if (!reader || (type && !type.toLowerCase().includes('text/event-stream'))) {
        const text = await readSmall(read).catch(() => '');
        throw (
          streamError(parseJson(text), clean) ??
          new LlmError('BAD_RESPONSE', `expected text/event-stream, got ${type ?? 'no body'}`)
        );
      }

      const decoder = new SseDecoder();
      let finished = false;
      for (;;) {
        let chunk: Awaited<ReturnType<typeof read>>;
        try {
          chunk = await read();
        } catch (error) {
          // The answer was complete and only [DONE] (or the end) was late: nothing is missing.
          if (finished && stopped === 'idle-timeout') return;
          throw failure(error, 'INTERRUPTED', 'ConnectionClosed');
        }
        let events: ReturnType<SseDecoder['push']>;
        let unfinished: ReturnType<SseDecoder['end']>['unfinished'];
        try {
          if (chunk.done) ({ events, unfinished } = decoder.end());
          else events = decoder.push(chunk.value);
        } catch (error) {
          if (error instanceof SseTooLongError) throw new LlmError('BAD_RESPONSE', error.message);
          throw error;
        }
        for (const event of events) {
          if (event.data === '[DONE]') return;
          const piece = readChunk(event.event, event.data, clean);
          if (piece.finishReason) finished = true;
          if (piece.content) yield piece.content;
        }
        if (chunk.done) {
          if (finished || unfinished?.data === '[DONE]') return;
          throw new LlmError('INTERRUPTED', 'the stream ended before [DONE]', {
            providerCode: 'EndedEarly',
          });
        }
      }
    } finally {
      disarm();
      signal?.removeEventListener('abort', onCallerAbort);
      // Done, failed, or the reader stopped early: let go of the connection either way.
      stop('done');
    }
  }

  return { name: 'openai-compatible', stream };
}

function aborted(reason: unknown): LlmError {
  return new LlmError('ABORTED', 'the caller aborted the request', {
    providerCode: 'Aborted',
    cause: reason,
  });
}

function httpFailure(status: number, text: string, clean: (text: string) => string): LlmError {
  // 429 and 5xx may pass; any other refusal (401 key, 404 model, 400 body) is configuration.
  const code = status === 429 || status === 408 || status >= 500 ? 'UNAVAILABLE' : 'REJECTED';
  const described = describeError(parseJson(text));
  return new LlmError(code, clean(described?.message ?? text), {
    httpStatus: status,
    providerCode: described?.code ?? `HTTP_${status}`,
  });
}

/** One `data:` event → its delta text and finish reason; an error object or junk throws. */
function readChunk(
  event: string,
  data: string,
  clean: (text: string) => string,
): { content?: string; finishReason?: string } {
  const chunk = parseJson(data);
  const error = streamError(chunk, clean);
  if (error) throw error;
  if (event === 'error') {
    throw new LlmError('UNAVAILABLE', clean(data), { providerCode: 'stream_error' });
  }
  if (!isRecord(chunk)) {
    throw new LlmError('BAD_RESPONSE', `a data line is not a JSON chunk: ${clean(data)}`);
  }
  // Only choice 0 is asked for; the usage chunk has `choices: []`.
  const choices = Array.isArray(chunk.choices) ? chunk.choices : [];
  const choice = choices.find((item) => isRecord(item) && (item.index ?? 0) === 0);
  if (!isRecord(choice)) return {};
  const delta = isRecord(choice.delta) ? choice.delta : {};
  return {
    ...(typeof delta.content === 'string' ? { content: delta.content } : {}),
    ...(typeof choice.finish_reason === 'string' ? { finishReason: choice.finish_reason } : {}),
  };
}

/** `{ error: {...} }` in a stream or a 200 JSON body → the provider's failure. */
function streamError(value: unknown, clean: (text: string) => string): LlmError | undefined {
  if (!isRecord(value) || value.error === undefined || value.error === null) return undefined;
  const described = describeError(value);
  return new LlmError('UNAVAILABLE', clean(described?.message ?? 'error in the stream'), {
    providerCode: described?.code ?? 'stream_error',
  });
}

/** OpenAI's `{ error: { message, type, code } }`, or the looser shapes compatible servers use. */
function describeError(value: unknown): { message?: string; code?: string } | undefined {
  if (!isRecord(value)) return undefined;
  const error = value.error;
  if (typeof error === 'string') return { message: error };
  const source = isRecord(error) ? error : value;
  const text = (key: string) => {
    const field = source[key];
    return typeof field === 'string' && field !== '' ? field : undefined;
  };
  const message = text('message') ?? text('detail');
  const code = text('code') ?? text('type');
  if (message === undefined && code === undefined) return undefined;
  return { ...(message === undefined ? {} : { message }), ...(code === undefined ? {} : { code }) };
}

/** The start of an error body (a stream that never ends must not hold us). */
async function readSmall(
  read: () => Promise<{ done: boolean; value?: Uint8Array | undefined }>,
): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  for (;;) {
    const { done, value } = await read();
    if (done || !value) return text + decoder.decode();
    text += decoder.decode(value, { stream: true });
    if (text.length >= ERROR_BODY_LIMIT) return text.slice(0, ERROR_BODY_LIMIT);
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause;
  const code =
    isRecord(cause) && typeof cause.code === 'string'
      ? cause.code
      : cause instanceof Error
        ? cause.message
        : undefined;
  return code ? `${error.message} (${code})` : error.message;
}
