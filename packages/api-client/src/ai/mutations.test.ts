import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestsToday } from '../auth/request-counter';
import { installFakeBrowser, jsonResponse } from '../test/fake-browser';
import { startAiReading } from './mutations';

const fetchMock = vi.fn<typeof fetch>();

const drawn = {
  kind: 'DRAWN',
  readingId: 9,
  spread: 'THREE_CARDS',
  theme: 'LOVE',
  deckSize: 78,
  picksNeeded: 3,
  usage: { limit: 3, used: 1, remaining: 2, day: '2026-11-24' },
};

beforeEach(() => {
  installFakeBrowser();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('startAiReading', () => {
  it('counts a drawn reading once in the SPEC §9 request cookie', async () => {
    fetchMock.mockResolvedValue(jsonResponse(drawn, 201));

    await expect(startAiReading({ characterId: 1, spread: 'THREE_CARDS' })).resolves.toEqual(drawn);

    expect(requestsToday()).toBe(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/public/ai/readings');
    expect(init?.method).toBe('POST');
  });

  it('counts nothing for the caring answer or a refusal over the limit', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ kind: 'CRISIS', answer: '109' }, 201));
    await startAiReading({ characterId: 1, spread: 'ONE_CARD', question: '…' });
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        { status: 429, code: 'DAILY_LIMIT', message: '오늘은 3번까지 볼 수 있어요.' },
        429,
      ),
    );
    await expect(startAiReading({ characterId: 1, spread: 'ONE_CARD' })).rejects.toMatchObject({
      status: 429,
      code: 'DAILY_LIMIT',
    });

    expect(requestsToday()).toBe(0);
  });
});
