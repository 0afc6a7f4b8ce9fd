import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { ApiError } from '../errors';
import { sendChatMessage } from './chat-stream';

const fetchMock = vi.fn<typeof fetch>();
const userMessage = { id: 1, role: 'USER', content: '안녕', createdAt: '2026-11-24T00:00:00.000Z' };
const answerMessage = { ...userMessage, id: 2, role: 'ASSISTANT', content: '반가워요.' };

/** An event stream cut into the given chunks, as a slow network delivers it. */
function streamOf(chunks: string[], status = 200) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status, headers: { 'content-type': 'text/event-stream' } });
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('document', { cookie: 'accessToken=token-1' });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

it('POSTs the message with the token and hands over the question, each piece and the saved answer', async () => {
  fetchMock.mockResolvedValue(
    streamOf([
      `event: user\ndata: ${JSON.stringify({ message: userMessage })}\n\n`,
      'event: delta\nid: 3\ndata: {"text":"반가"}\n\nevent: del',
      'ta\nid: 6\ndata: {"text":"워요."}\n\n',
      `event: done\ndata: ${JSON.stringify({ text: '반가워요.', completed: true, message: answerMessage })}\n\n`,
    ]),
  );
  const onUser = vi.fn();
  const pieces: string[] = [];
  const result = await sendChatMessage(4, '안녕', { onUser, onDelta: (text) => pieces.push(text) });

  const [url, init] = fetchMock.mock.calls[0] ?? [];
  expect(url).toBe('/api/client/ai/chats/4/messages');
  expect(init?.method).toBe('POST');
  expect(new Headers(init?.headers).get('authorization')).toBe('Bearer token-1');
  expect(init?.body).toBe(JSON.stringify({ content: '안녕' }));
  expect(onUser).toHaveBeenCalledWith(userMessage);
  expect(pieces).toEqual(['반가', '워요.']);
  expect(result).toEqual({ text: '반가워요.', completed: true, message: answerMessage });
});

it('throws the api error of a refused send (429 DAILY_LIMIT) before any event', async () => {
  fetchMock.mockResolvedValue(
    new Response(
      JSON.stringify({ status: 429, code: 'DAILY_LIMIT', message: '오늘은 더 물어볼 수 없어요.' }),
      { status: 429, headers: { 'content-type': 'application/json' } },
    ),
  );
  const error = await sendChatMessage(4, '안녕').catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({
    status: 429,
    code: 'DAILY_LIMIT',
    message: '오늘은 더 물어볼 수 없어요.',
  });
});

it('resolves what arrived, not completed, when the stream ends without done', async () => {
  fetchMock.mockResolvedValue(streamOf(['event: delta\ndata: {"text":"반가"}\n\n']));
  expect(await sendChatMessage(4, '안녕')).toEqual({
    text: '반가',
    completed: false,
    message: null,
  });
});
