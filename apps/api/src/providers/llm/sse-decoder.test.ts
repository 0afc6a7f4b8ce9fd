import { describe, expect, it } from 'vitest';
import { SseDecoder, SseTooLongError } from './sse-decoder';

const encode = (text: string) => new TextEncoder().encode(text);

function decodeInPieces(bytes: Uint8Array, cuts: number[]) {
  const decoder = new SseDecoder();
  const events = [];
  let from = 0;
  for (const cut of [...cuts, bytes.length]) {
    events.push(...decoder.push(bytes.subarray(from, cut)));
    from = cut;
  }
  const end = decoder.end();
  return { events: [...events, ...end.events], unfinished: end.unfinished };
}

// Korean text (3 bytes a character), CR LF line ends, a keep-alive comment, a named event and a
// data field without its space: every way of cutting it in two must give the same events.
const body =
  ': keep-alive\r\n\r\n' +
  'data: {"choices":[{"delta":{"content":"별빛 아래"}}]}\r\n\r\n' +
  'event: error\r\ndata:{"error":{"message":"잠시"}}\r\n\r\n' +
  'data: 첫 줄\ndata: 둘째 줄\r\rid: 7\nretry: 10\ndata: [DONE]\n\n';
const expected = [
  { event: 'message', data: '{"choices":[{"delta":{"content":"별빛 아래"}}]}' },
  { event: 'error', data: '{"error":{"message":"잠시"}}' },
  { event: 'message', data: '첫 줄\n둘째 줄' },
  { event: 'message', data: '[DONE]' },
];

describe('SseDecoder', () => {
  it('reads a whole body at once', () => {
    expect(decodeInPieces(encode(body), [])).toEqual({ events: expected, unfinished: undefined });
  });

  it('gives the same events however the bytes are cut in two (inside characters, CR LF, data:)', () => {
    const bytes = encode(body);
    for (let cut = 1; cut < bytes.length; cut += 1) {
      expect(decodeInPieces(bytes, [cut]).events).toEqual(expected);
    }
  });

  it('gives the same events when every byte arrives alone', () => {
    const bytes = encode(body);
    const cuts = Array.from({ length: bytes.length - 1 }, (_, index) => index + 1);
    expect(decodeInPieces(bytes, cuts).events).toEqual(expected);
  });

  it('keeps a CR at the end of a piece until it knows whether LF follows', () => {
    const decoder = new SseDecoder();
    expect(decoder.push(encode('data: 하나\r'))).toEqual([]);
    expect(decoder.push(encode('\n\r'))).toEqual([]);
    expect(decoder.push(encode('\ndata: 둘\r\r'))).toEqual([{ event: 'message', data: '하나' }]);
    expect(decoder.push(encode('\n'))).toEqual([{ event: 'message', data: '둘' }]);
  });

  it('returns an event cut off by the end as unfinished, and drops nothing else', () => {
    expect(decodeInPieces(encode('data: 하나\n\ndata: [DONE]'), [])).toEqual({
      events: [{ event: 'message', data: '하나' }],
      unfinished: { event: 'message', data: '[DONE]' },
    });
    expect(decodeInPieces(encode('data: {"choices":[{"del'), [7]).unfinished).toEqual({
      event: 'message',
      data: '{"choices":[{"del',
    });
  });

  it('refuses a line longer than its limit', () => {
    const decoder = new SseDecoder(16);
    expect(() => decoder.push(encode(`data: ${'가'.repeat(20)}`))).toThrow(SseTooLongError);
  });
});
