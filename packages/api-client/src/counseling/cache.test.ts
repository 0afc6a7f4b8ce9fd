import type { CounselorDetail, CounselorSearchPage, CounselorSummary } from '@arcana/domain';
import { type InfiniteData, QueryClient } from '@tanstack/react-query';
import { afterEach, expect, it, vi } from 'vitest';
import { applyCounselorFavorite, applyCounselorStatus } from './cache';
import { counselingQueries } from './queries';

afterEach(() => {
  vi.unstubAllGlobals();
});

const summary = (id: number, status: CounselorSummary['status']): CounselorSummary => ({
  id,
  name: `상담사${id}`,
  status,
  imageUrl: `/api/public/counselors/${id}/portrait.svg`,
  rating: 4.5,
  reviewCount: 3,
  level: 1,
  introduction: '',
  careerYears: 2,
  categories: [],
  keywords: ['재회운'],
  counselingTypes: ['CHAT'],
  minPrice: 10_000,
  favorite: false,
});

function searchPages(...pages: CounselorSummary[][]): InfiniteData<CounselorSearchPage> {
  return {
    pageParams: pages.map((_, index) => (index === 0 ? null : `c${index}`)),
    pages: pages.map((content) => ({ content, nextCursor: null, total: 3 })),
  };
}

it('a status event changes that counselor in every cached search and its profile, no one else', () => {
  const client = new QueryClient();
  const onKey = counselingQueries.counselorSearch({ status: 'ON' }).queryKey;
  const allKey = counselingQueries.counselorSearch({ q: '재회' }).queryKey;
  client.setQueryData(onKey, searchPages([summary(1, 'ON'), summary(2, 'ON')]));
  client.setQueryData(allKey, searchPages([summary(3, 'OFF')], [summary(2, 'ON')]));
  const detail = { ...summary(2, 'ON'), favoriteCount: 5 } as CounselorDetail;
  client.setQueryData(counselingQueries.counselor(2).queryKey, detail);

  applyCounselorStatus(client, 2, 'BUSY');

  const statuses = (key: typeof onKey) =>
    client.getQueryData(key)?.pages.flatMap((page) => page.content.map((c) => [c.id, c.status]));
  expect(statuses(onKey)).toEqual([
    [1, 'ON'],
    [2, 'BUSY'],
  ]);
  expect(statuses(allKey)).toEqual([
    [3, 'OFF'],
    [2, 'BUSY'],
  ]);
  expect(client.getQueryData(counselingQueries.counselor(2).queryKey)?.status).toBe('BUSY');
});

it('a favourite flips the flag everywhere and moves the profile count by one', () => {
  const client = new QueryClient();
  const key = counselingQueries.counselorSearch({}).queryKey;
  client.setQueryData(key, searchPages([summary(7, 'OFF')]));
  client.setQueryData(counselingQueries.counselor(7).queryKey, {
    ...summary(7, 'OFF'),
    favoriteCount: 5,
  } as CounselorDetail);

  applyCounselorFavorite(client, 7, true);
  expect(client.getQueryData(key)?.pages[0]?.content[0]?.favorite).toBe(true);
  expect(client.getQueryData(counselingQueries.counselor(7).queryKey)).toMatchObject({
    favorite: true,
    favoriteCount: 6,
  });

  applyCounselorFavorite(client, 7, false);
  expect(client.getQueryData(counselingQueries.counselor(7).queryKey)).toMatchObject({
    favorite: false,
    favoriteCount: 5,
  });
});

it('asks GET /api/public/counselors with the filters and the cursor, under one key per search', async () => {
  const fetchMock = vi.fn<typeof fetch>(
    async () => new Response(JSON.stringify({ content: [], nextCursor: null, total: 0 })),
  );
  vi.stubGlobal('fetch', fetchMock);
  const options = counselingQueries.counselorSearch({ q: '재회', type: 'CHAT', sort: 'RATING' });

  await new QueryClient().fetchInfiniteQuery(options);

  expect(options.queryKey).toEqual([
    'counseling',
    'counselors',
    'search',
    { q: '재회', sort: 'RATING', type: 'CHAT' },
  ]);
  expect(fetchMock.mock.calls[0]?.[0]).toBe(
    `/api/public/counselors?q=${encodeURIComponent('재회')}&type=CHAT&sort=RATING&limit=20`,
  );
});
