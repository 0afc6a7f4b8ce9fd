/**
 * The answer as received so far. `offset` is the id of the last `delta` (the character offset
 * after it, in the server's counting), sent back as Last-Event-ID when the stream resumes.
 */
export type AnswerText = { text: string; offset: number };

export const EMPTY_ANSWER: AnswerText = { text: '', offset: 0 };

/**
 * Adds one `delta` to the answer. A resumed stream may repeat what was already shown (a server
 * that resumes from an earlier offset, a proxy that replays): the part before `offset` is
 * dropped, so the text never doubles. A delta without a usable id is simply appended.
 */
export function appendDelta(answer: AnswerText, piece: string, id: string | undefined): AnswerText {
  const end = id === undefined || id.trim() === '' ? Number.NaN : Number(id);
  if (!Number.isSafeInteger(end) || end < 0) {
    return { text: answer.text + piece, offset: answer.offset + piece.length };
  }
  if (end <= answer.offset) return answer;
  const start = end - piece.length;
  const fresh = start < answer.offset ? piece.slice(answer.offset - start) : piece;
  return { text: answer.text + fresh, offset: end };
}
