import { expect, it } from 'vitest';
import { createSseParser } from './fetch-event-source';

function parseAll(chunks: string[]) {
  const events: { type: string; data: string; lastEventId: string }[] = [];
  const push = createSseParser((event) => events.push(event));
  for (const chunk of chunks) push(chunk);
  return events;
}

it('reads typed events with ids, data lines and comments, split anywhere', () => {
  const events = parseAll([
    ': heartbeat\n\nevent: ready\nid: 4\ndata: {"a":',
    '1}\n\nevent: message\nid: 5\ndata: line one\r\ndata: line two\r',
    '\n\r\ndata: plain\n\n',
  ]);
  expect(events).toEqual([
    { type: 'ready', data: '{"a":1}', lastEventId: '4' },
    { type: 'message', data: 'line one\nline two', lastEventId: '5' },
    // No id: the last one stays (as EventSource keeps lastEventId).
    { type: 'message', data: 'plain', lastEventId: '5' },
  ]);
});

it('dispatches nothing for an event without data', () => {
  expect(parseAll(['event: state\n\n'])).toEqual([]);
});
