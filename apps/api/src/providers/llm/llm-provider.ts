/** One turn of the conversation sent to the model (OpenAI chat `messages[]`). */
export type LlmMessage = { role: 'system' | 'user' | 'assistant'; content: string };

export type LlmRequest = {
  messages: LlmMessage[];
  /** Sent as `max_tokens` (what OpenAI-compatible servers accept; PROVIDERS.md §7). */
  maxTokens?: number;
  /** 0–2; the server's default when absent. */
  temperature?: number;
  /** Aborting it closes the upstream request; the stream then throws LlmError `ABORTED`. */
  signal?: AbortSignal;
};

/**
 * What the AI feature needs from any model: the answer as text deltas, in order. Only non-empty
 * deltas are yielded; the iteration ends normally when the answer is complete and throws an
 * `LlmError` for anything else (also after some deltas were already yielded). Stopping the
 * iteration early (`break`) closes the upstream request too.
 */
export interface LlmProvider {
  readonly name: 'openai-compatible' | 'offline';
  stream(request: LlmRequest): AsyncIterable<string>;
}

/**
 * - `UNAVAILABLE`: no usable answer now — network error, HTTP 429 or 5xx, an `error` object in
 *   the stream. A later retry may work.
 * - `REJECTED`: the endpoint refused the request (401/403 key, 400/404/422 model or body):
 *   a configuration fault, retrying will not help.
 * - `TIMEOUT`: no response headers within the connect timeout, or no bytes between two chunks
 *   within the idle timeout.
 * - `INTERRUPTED`: the answer had begun and the connection ended before it was complete.
 * - `BAD_RESPONSE`: the endpoint answered something that is not the protocol (not an event
 *   stream, a `data:` line that is not a JSON chunk, a line over 1 MiB).
 * - `ABORTED`: the caller's AbortSignal fired (or the reader stopped reading); nobody is waiting
 *   for an answer any more.
 */
export type LlmErrorCode =
  | 'UNAVAILABLE'
  | 'REJECTED'
  | 'TIMEOUT'
  | 'INTERRUPTED'
  | 'BAD_RESPONSE'
  | 'ABORTED';

/** What a person sees when no reading could be given at all. */
export const LLM_UNAVAILABLE_MESSAGE =
  '지금은 리딩을 이어갈 수 없어요. 잠시 후 다시 시도해 주세요.';

/**
 * A model failure. `message` is for the log (code, provider code, detail — never the API key);
 * people see `userMessage`.
 */
export class LlmError extends Error {
  override name = 'LlmError';
  readonly code: LlmErrorCode;
  readonly userMessage = LLM_UNAVAILABLE_MESSAGE;
  /** The endpoint's HTTP status when it answered with an error status. */
  readonly httpStatus: number | undefined;
  /** The endpoint's own error code or type (`invalid_api_key`, `rate_limit_exceeded`, …). */
  readonly providerCode: string | undefined;

  constructor(
    code: LlmErrorCode,
    detail: string,
    options: { httpStatus?: number; providerCode?: string; cause?: unknown } = {},
  ) {
    super(`LLM ${code}: ${[options.providerCode, detail].filter(Boolean).join(' ')}`, {
      cause: options.cause,
    });
    this.code = code;
    this.httpStatus = options.httpStatus;
    this.providerCode = options.providerCode;
  }
}
