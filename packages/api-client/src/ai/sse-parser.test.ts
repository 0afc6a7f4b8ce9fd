import { describe, expect, it } from 'vitest';
import { createSseParser, type SseEvent } from './sse-parser';

function parse(chunks: string[]): SseEvent[] {
  const events: SseEvent[] = [];
  const parser = createSseParser((event) => events.push(event));
  for (const chunk of chunks) parser.push(chunk);
  parser.end();
  return events;
}

describe('createSseParser', () => {
  it('reads named events with their ids and data', () => {
    expect(
      parse(['event: delta\nid: 3\ndata: {"text":"안녕요"}\n\nevent: done\ndata: {}\n\n']),
    ).toEqual([
      { event: 'delta', id: '3', data: '{"text":"안녕요"}' },
      { event: 'done', id: '3', data: '{}' },
    ]);
  });

  it('joins a line cut anywhere between two chunks, even a CRLF cut between \\r and \\n', () => {
    const whole = 'event: delta\r\nid: 12\r\ndata: {"text":"카드"}\r\n\r\n';
    for (let cut = 1; cut < whole.length; cut += 1) {
      expect(parse([whole.slice(0, cut), whole.slice(cut)])).toEqual([
        { event: 'delta', id: '12', data: '{"text":"카드"}' },
      ]);
    }
  });

  it('joins several data lines with \\n, ignores comments and defaults the name to message', () => {
    expect(parse([': keep-alive\n\ndata: a\ndata:b\n\n'])).toEqual([
      { event: 'message', id: undefined, data: 'a\nb' },
    ]);
  });

  it('drops an event whose blank line never came', () => {
    expect(parse(['event: delta\ndata: {"text":"끊김"}\n'])).toEqual([]);
  });

  it('accepts a lone \\r as a line break', () => {
    expect(parse(['data: x\r\r'])).toEqual([{ event: 'message', id: undefined, data: 'x' }]);
  });
});
