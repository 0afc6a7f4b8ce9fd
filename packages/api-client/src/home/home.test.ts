import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { fetchHome } from './fetchers';
import { homeQueries } from './queries';

const fetchMock = vi.fn<typeof fetch>();

const home = {
  todayCard: {
    date: '2026-11-24',
    card: {
      id: 1,
      code: 'major-00',
      nameKo: '바보',
      nameEn: 'The Fool',
      arcana: 'MAJOR',
      suit: null,
      number: 0,
      keywordsUpright: ['새로운 시작', '자유'],
      artUrl: '/api/public/tarot-decks/cards/1/art.svg',
    },
    reversed: false,
    keywords: ['새로운 시작', '자유'],
    message: '새로운 시작을 앞두고 설레는 마음이 느껴져요.',
  },
  characters: [],
  onlineCounselors: [],
  popularProducts: [],
  latestReviews: [],
  events: [],
  notices: [],
};

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('document', { cookie: '' });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

it('reads the home in one request and keeps it a minute under its own key', async () => {
  fetchMock.mockResolvedValue(
    new Response(JSON.stringify(home), { headers: { 'content-type': 'application/json' } }),
  );
  expect(await fetchHome()).toEqual(home);
  expect(fetchMock.mock.calls.map((call) => call[0])).toEqual(['/api/public/home']);
  const options = homeQueries.page();
  expect(options.queryKey).toEqual(['home', 'page']);
  expect(options.staleTime).toBe(60_000);
});

it('refuses an answer without today’s card', async () => {
  const { todayCard: _, ...rest } = home;
  fetchMock.mockResolvedValue(
    new Response(JSON.stringify(rest), { headers: { 'content-type': 'application/json' } }),
  );
  await expect(fetchHome()).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
});
