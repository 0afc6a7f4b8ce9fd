import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../errors';
import { streamReadingAnswer } from './answer-stream';

const encoder = new TextEncoder();

function delta(text: string, id: number) {
  return `event: delta\nid: ${id}\ndata: ${JSON.stringify({ text })}\n\n`;
}
function done(text: string) {
  return `event: done\ndata: ${JSON.stringify({ text, completed: true })}\n\n`;
}

/** A body that sends its chunks and then either ends or breaks like a dropped connection. */
function body(chunks: string[], end: 'close' | 'drop' = 'close') {
  const queue = [...chunks];
  // One chunk per read, so a drop comes after what was sent (an error would discard a queue).
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = queue.shift();
      if (chunk !== undefined) controller.enqueue(encoder.encode(chunk));
      else if (end === 'close') controller.close();
      else controller.error(new TypeError('network error'));
    },
  });
}

function sseResponse(chunks: string[], end: 'close' | 'drop' = 'close') {
  return new Response(body(chunks, end), {
    status: 200,
    headers: { 'content-type': 'text/event-stream' },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('streamReadingAnswer', () => {
  it('shows the answer piece by piece and resolves with the saved text', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValue(sseResponse([delta('과거는 ', 4), delta('탑', 5), done('과거는 탑')]));
    const texts: string[] = [];
    const answer = await streamReadingAnswer(7, { onText: (text) => texts.push(text), fetch });

    expect(answer).toEqual({ text: '과거는 탑', completed: true });
    expect(texts).toEqual(['과거는 ', '과거는 탑']);
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/public/ai/readings/7/answer');
  });

  it('resumes after a dropped connection from the last id, without repeating text', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValueOnce(sseResponse([delta('과거는 ', 4), 'event: delta\nid: 5\nda'], 'drop'))
      // The server replays from an earlier offset: the overlap must not show twice.
      .mockResolvedValueOnce(
        sseResponse([delta('는 탑', 5), delta(', 현재는', 10), done('과거는 탑, 현재는')]),
      );
    const texts: string[] = [];

    const answer = await streamReadingAnswer(7, {
      onText: (text) => texts.push(text),
      fetch,
      reconnectDelayMs: () => 0,
    });

    expect(answer.text).toBe('과거는 탑, 현재는');
    expect(texts).toEqual(['과거는 ', '과거는 탑', '과거는 탑, 현재는']);
    const [url, init] = fetch.mock.calls[1] ?? [];
    expect(String(url)).toBe('/api/public/ai/readings/7/answer?lastEventId=4');
    expect(new Headers(init?.headers).get('last-event-id')).toBe('4');
  });

  it('resumes when the stream ends without done, and when the server answers 503', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValueOnce(sseResponse([delta('하나', 2)]))
      .mockResolvedValueOnce(new Response('busy', { status: 503 }))
      .mockResolvedValueOnce(sseResponse([delta('둘', 3), done('하나둘')]));

    const answer = await streamReadingAnswer(1, {
      onText: () => {},
      fetch,
      reconnectDelayMs: () => 0,
    });

    expect(answer.text).toBe('하나둘');
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('gives up with a Korean network error after the reconnections run out', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockRejectedValue(new TypeError('offline'));

    const failure = streamReadingAnswer(1, {
      onText: () => {},
      fetch,
      maxReconnects: 2,
      reconnectDelayMs: () => 0,
    });

    await expect(failure).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('throws the api error of a 4xx answer without retrying', async () => {
    const fetch = vi.fn(async () =>
      Response.json(
        { status: 404, code: 'NOT_FOUND', message: '리딩을 찾을 수 없어요.' },
        { status: 404 },
      ),
    );

    const failure = streamReadingAnswer(1, { onText: () => {}, fetch });

    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 404, message: '리딩을 찾을 수 없어요.' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('throws the Korean message of a failed event', async () => {
    const fetch = vi.fn(async () =>
      sseResponse(['event: failed\ndata: {"message":"리딩을 쓰지 못했어요."}\n\n']),
    );

    await expect(streamReadingAnswer(1, { onText: () => {}, fetch })).rejects.toMatchObject({
      code: 'ANSWER_FAILED',
      message: '리딩을 쓰지 못했어요.',
    });
  });
});
