// @vitest-environment jsdom
import type { Home } from '@arcana/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { HomePage } from './HomePage';

const fetchMock = vi.fn<typeof fetch>();

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function renderHome() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createRouter({
    routeTree: createRootRoute({ component: HomePage }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const brief = { status: 'ON' as const, rating: 4.8, reviewCount: 8 };

const home: Home = {
  todayCard: {
    date: '2026-11-25',
    card: {
      id: 50,
      code: 'cups-14',
      nameKo: '컵 왕',
      nameEn: 'King of Cups',
      arcana: 'MINOR',
      suit: 'CUPS',
      number: 14,
      keywordsUpright: ['감정의 균형', '너그러움'],
      artUrl: '/api/public/tarot-decks/cards/50/art.svg',
    },
    reversed: true,
    keywords: ['감정 기복', '회피'],
    message: '마음을 다스리기 어려운 날이에요.',
  },
  characters: [
    {
      id: 1,
      slug: 'luna',
      name: '루나',
      title: '달빛 인연 타로 리더',
      speciality: 'RELATIONSHIPS',
      tone: '',
      greeting: '',
      introduction: '',
      palette: ['#1B1A3A', '#C9B8FF', '#FFE9A8'],
      portraitUrl: '/api/public/ai/characters/1/portrait.svg',
      readingCount: 120,
      reviewCount: 10,
      rating: 4.7,
      favoriteCount: 3,
    },
  ],
  onlineCounselors: [
    {
      ...brief,
      id: 3,
      name: '별빛',
      imageUrl: '/api/public/counselors/3/portrait.svg',
      level: 1,
      introduction: '',
      careerYears: 7,
      categories: [
        { id: 1, slug: 'love', name: '연애' },
        { id: 2, slug: 'mind', name: '속마음' },
      ],
      keywords: [],
      counselingTypes: ['CHAT'],
      minPrice: 9900,
      favorite: false,
    },
  ],
  popularProducts: [
    {
      id: 8,
      counselorId: 3,
      name: '별빛 타로 20분 채팅 상담',
      counselingType: 'CHAT',
      durationMinutes: 20,
      price: 9900,
      mainImage: null,
      soldCount: 40,
      counselor: { ...brief, id: 3, name: '별빛', imageUrl: '/x.svg' },
    },
  ],
  latestReviews: [
    {
      id: 21,
      rating: 4,
      content: '솔직하게 말해 주셔서 오히려 믿음이 갔어요.',
      authorName: '유**',
      createdAt: '2026-11-23T15:30:00.000Z',
      reply: null,
      repliedAt: null,
      counselor: { ...brief, id: 3, name: '별빛', imageUrl: '/x.svg' },
      product: { name: '별빛 타로 20분 채팅 상담', counselingType: 'CHAT' },
    },
  ],
  events: [
    {
      id: 3,
      title: '첫 상담 20% 할인',
      summary: '처음 만나는 상담사와의 첫 상담을 가볍게.',
      image: null,
      startsAt: '2026-10-31T15:00:00.000Z',
      endsAt: '2026-11-30T14:59:59.000Z',
      state: 'ONGOING',
    },
  ],
  notices: [
    {
      id: 8,
      category: 'MAINTENANCE',
      title: '11월 28일 새벽 서버 점검 안내',
      pinned: true,
      publishedAt: '2026-11-20T01:00:00.000Z',
    },
  ],
};

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('draws the hero at once and the back of today’s card while the home is on its way', async () => {
  fetchMock.mockReturnValue(new Promise(() => {}));
  renderHome();
  expect(
    await screen.findByRole('heading', { level: 1, name: '오늘의 마음, 카드에게 먼저 물어보세요' }),
  ).toBeTruthy();
  expect(screen.getByRole('link', { name: /AI 타로 보기/ }).getAttribute('href')).toBe('/ai');
  const today = screen.getByRole('region', { name: '오늘의 카드' });
  expect(today.getAttribute('aria-busy')).toBe('true');
  expect(within(today).getByText('오늘의 카드를 뒤집고 있어요')).toBeTruthy();
  expect(fetchMock.mock.calls.map((call) => String(call[0]))).toEqual(['/api/public/home']);
});

it('fills every section from the one answer, times in Seoul', async () => {
  fetchMock.mockResolvedValue(json(home));
  renderHome();
  const today = await screen.findByRole('region', { name: /오늘의 카드/ });
  expect(await within(today).findByText('마음을 다스리기 어려운 날이에요.')).toBeTruthy();
  expect(within(today).getByRole('img', { name: '컵 왕' })).toBeTruthy();
  expect(within(today).getByText('역방향')).toBeTruthy();
  expect(within(today).getByText('11월 25일 (수)')).toBeTruthy();
  expect(within(today).getByText('#감정 기복 #회피')).toBeTruthy();

  expect(screen.getByRole('link', { name: /루나/ }).getAttribute('href')).toBe('/ai/1');
  const counselor = screen.getByRole('link', { name: /별빛.*평점 4\.8, 후기 8개/ });
  expect(counselor.getAttribute('href')).toBe('/counseling/counselors/3');
  expect(within(counselor).getByText('연애 · 속마음')).toBeTruthy();
  const product = screen.getByRole('link', { name: /^별빛 타로 20분 채팅 상담/ });
  expect(product.getAttribute('href')).toBe('/counseling/products/8');
  expect(within(product).getByText('9,900원')).toBeTruthy();
  expect(within(product).getByText('별빛 · 채팅 20분')).toBeTruthy();
  // 00:30 on the 24th in Seoul, still the 23rd in UTC.
  const review = screen.getByRole('link', { name: /솔직하게 말해/ });
  expect(within(review).getByText('유** · 11.24')).toBeTruthy();
  expect(within(review).getByRole('img', { name: '별점 4점' })).toBeTruthy();
  expect(screen.getByRole('link', { name: /첫 상담 20% 할인/ }).textContent).toContain(
    '11.01 ~ 11.30',
  );
  const notice = screen.getByRole('link', { name: /서버 점검 안내/ });
  expect(notice.getAttribute('href')).toBe('/notices/8');
  expect(within(notice).getByText('고정')).toBeTruthy();
});

it('says so when nobody is online, and points to the list', async () => {
  fetchMock.mockResolvedValue(json({ ...home, onlineCounselors: [] }));
  renderHome();
  expect(
    await screen.findByText(/지금은 바로 상담할 수 있는 상담사가 없어요\. 예약으로 만나 보세요\./),
  ).toBeTruthy();
});

it('offers a retry when the home could not be read, and fills in after it', async () => {
  fetchMock.mockResolvedValueOnce(json({ status: 500, code: 'X', message: '오류' }, 500));
  renderHome();
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('홈 소식을 불러오지 못했어요.');
  fetchMock.mockResolvedValueOnce(json(home));
  fireEvent.click(within(alert).getByRole('button', { name: '다시 불러오기' }));
  expect(await screen.findByText('마음을 다스리기 어려운 날이에요.')).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
});
