// A ready text streamed like a model's answer (the offline chat, the caring answer): the
// offline reader's cutting into pieces, with its pace.

import { LlmError, type LlmProvider, type LlmRequest } from '../../providers/llm/llm-provider';
import { splitIntoPieces } from './offline-reader';

export function textProvider(text: string, delayMs = 0): LlmProvider {
  return {
    name: 'offline',
    async *stream(request: LlmRequest) {
      for (const [index, piece] of splitIntoPieces(text).entries()) {
        if (index > 0 && delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
        if (request.signal?.aborted) throw new LlmError('ABORTED', 'the caller aborted the answer');
        yield piece;
      }
    },
  };
}
