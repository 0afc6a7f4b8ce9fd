import { expect, it } from 'vitest';
import { message } from '../test/fakes';
import { buildTimeline, mergeMessages, type OutgoingMessage } from './timeline';

function outgoing(clientId: string, overrides: Partial<OutgoingMessage> = {}): OutgoingMessage {
  return {
    clientId,
    content: '보내는 중인 메시지',
    previewUrl: null,
    file: null,
    uploadId: null,
    status: 'sending',
    createdAt: '2026-11-24T03:05:00.000Z',
    ...overrides,
  };
}

it('merges history and live messages once each, oldest first', () => {
  const merged = mergeMessages([message(3), message(4)], [message(5), message(4), message(2)]);
  expect(merged.map((item) => item.id)).toEqual([2, 3, 4, 5]);
});

it('puts a Seoul day separator before the first message of each day', () => {
  const timeline = buildTimeline(
    [
      message(1, { createdAt: '2026-11-23T14:59:00.000Z' }),
      // 00:00 on the 24th in Seoul
      message(2, { createdAt: '2026-11-23T15:00:00.000Z' }),
      message(3, { createdAt: '2026-11-23T15:01:00.000Z' }),
    ],
    [],
    'USER',
  );
  expect(timeline.map((item) => item.kind)).toEqual([
    'day',
    'message',
    'day',
    'message',
    'message',
  ]);
  expect(timeline[2]).toMatchObject({ label: '2026년 11월 24일 (화)' });
});

it('drops our pending copy once the api has the message with its clientId', () => {
  const sent = message(8, { senderType: 'USER', clientId: 'mine-12345678' });
  const timeline = buildTimeline(
    [sent],
    [outgoing('mine-12345678'), outgoing('other-12345678', { status: 'failed' })],
    'USER',
  );
  const kinds = timeline.filter((item) => item.kind !== 'day').map((item) => item.key);
  expect(kinds).toEqual(['m-8', 'o-other-12345678']);
});

it('marks a message right after one of the same sender as continued', () => {
  const timeline = buildTimeline(
    [
      message(1, { createdAt: '2026-11-24T03:00:00.000Z' }),
      message(2, { createdAt: '2026-11-24T03:01:00.000Z' }),
      message(3, { senderType: 'USER', createdAt: '2026-11-24T03:02:00.000Z' }),
      message(4, { senderType: 'USER', createdAt: '2026-11-24T03:20:00.000Z' }),
    ],
    [],
    'USER',
  );
  const continued = timeline.flatMap((item) => (item.kind === 'message' ? [item.continued] : []));
  expect(continued).toEqual([false, true, false, false]);
});
