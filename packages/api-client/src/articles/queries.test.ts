import { QueryClient } from '@tanstack/react-query';
import { afterEach, expect, it, vi } from 'vitest';
import { articleQueries } from './queries';

afterEach(() => {
  vi.unstubAllGlobals();
});

const article = (id: number) => ({
  id,
  title: `글 ${id}`,
  summary: '요약',
  character: { id: 2, name: '루나', portraitUrl: '/api/public/ai/characters/2/portrait.svg' },
  cover: null,
  publishedAt: '2026-11-20T09:00:00+09:00',
  readingMinutes: 3,
  reactionTotal: 0,
  commentCount: 0,
});

it('pages one character’s articles by the id of the oldest one shown', async () => {
  const fetchMock = vi.fn<typeof fetch>(
    async () =>
      new Response(
        JSON.stringify({
          content: [article(9), article(7)],
          empty: false,
          last: false,
          totalPages: 2,
        }),
      ),
  );
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient();
  const options = articleQueries.list(2);

  const data = await client.fetchInfiniteQuery(options);

  expect(options.queryKey).toEqual(['articles', 'list', 2]);
  expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/public/ai/articles?characterId=2&limit=10');
  expect(options.getNextPageParam(data.pages[0] as never, [], undefined, [])).toBe(7);
});

it('stops after the last page', () => {
  const options = articleQueries.list();
  const lastPage = { content: [article(1)], empty: false, last: true, totalPages: 1 };
  expect(options.queryKey).toEqual(['articles', 'list', 'all']);
  expect(options.getNextPageParam(lastPage, [], undefined, [])).toBeUndefined();
});
