import type { Logger } from '../../lib/logger';
import { LlmError, type LlmProvider, type LlmRequest } from './llm-provider';

/** Appended after the pieces already shown when the answer breaks off mid-way. */
export const LLM_CUT_OFF_MESSAGE =
  '\n\n(연결이 잠시 끊겨 리딩을 끝까지 전하지 못했어요. 잠시 후 다시 시도해 주세요.)';

/**
 * `text` is what the reader was shown of the model's answer (the fallback sentence not
 * included), so a caller can keep a cut-off reading as such.
 */
export type LlmStreamResult =
  | { completed: true; text: string }
  | { completed: false; text: string; error: LlmError };

export type LlmFallbackStream = AsyncIterable<string> & {
  /** Settles (never rejects) when the iteration ends, however it ends. */
  result: Promise<LlmStreamResult>;
};

/**
 * The provider's pieces for a response body that must not throw. When the provider fails, the
 * stream does not: it ends with one Korean sentence — `LLM_CUT_OFF_MESSAGE` after the pieces
 * already sent, or `LlmError.userMessage` alone when nothing was sent — and `result` says
 * `completed: false` with the typed error. When the caller aborted, or stopped iterating,
 * nobody is reading: nothing is appended and the error's code is `ABORTED`.
 * Iterate it once; `result` settles only when it is iterated to its end (or left early).
 */
export function streamWithFallback(
  provider: LlmProvider,
  request: LlmRequest,
  options: { logger?: Logger } = {},
): LlmFallbackStream {
  let settle: (result: LlmStreamResult) => void = () => {};
  const result = new Promise<LlmStreamResult>((resolve) => {
    settle = resolve;
  });

  async function* pieces(): AsyncGenerator<string> {
    let text = '';
    let outcome: LlmStreamResult | undefined;
    try {
      for await (const piece of provider.stream(request)) {
        text += piece;
        yield piece;
      }
      outcome = { completed: true, text };
    } catch (caught) {
      const error = toLlmError(caught, request.signal);
      outcome = { completed: false, text, error };
      if (error.code !== 'ABORTED') {
        options.logger?.error(
          `llm ${provider.name} failed after ${text.length} characters: ${error.message}`,
        );
        yield text === '' ? error.userMessage : LLM_CUT_OFF_MESSAGE;
      }
    } finally {
      settle(
        outcome ?? {
          completed: false,
          text,
          error: new LlmError('ABORTED', 'the reader stopped reading', { providerCode: 'Left' }),
        },
      );
    }
  }

  return Object.assign(pieces(), { result });
}

function toLlmError(caught: unknown, signal: AbortSignal | undefined): LlmError {
  if (caught instanceof LlmError) return caught;
  if (signal?.aborted) {
    return new LlmError('ABORTED', 'the caller aborted the request', { cause: caught });
  }
  const detail = caught instanceof Error ? caught.message : String(caught);
  return new LlmError('UNAVAILABLE', detail, { providerCode: 'ProviderFailed', cause: caught });
}
