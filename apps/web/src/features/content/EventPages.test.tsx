// @vitest-environment jsdom
import type { EventDetail, EventPage } from '@arcana/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EventDetailPage } from './EventDetailPage';
import { EventListPage } from './EventListPage';

const fetchMock = vi.fn<typeof fetch>();

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function renderPage(page: ReactNode, path = '/events') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createRouter({
    routeTree: createRootRoute({ component: () => page }),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const image = {
  fileUri: '/api/files/event-1.png',
  thumbUri150: '/api/files/event-1-150.png',
  thumbUri360: '/api/files/event-1-360.png',
  thumbUri780: '/api/files/event-1-780.png',
  thumbUri1600: '/api/files/event-1-1600.png',
  originName: 'event-1.png',
};

const ongoing: EventPage = {
  content: [
    {
      id: 1,
      title: '첫 상담 30% 할인',
      summary: '처음 상담하는 분께 30% 할인 쿠폰을 드려요.',
      image,
      // The last moment of Nov 30 in Seoul.
      startsAt: '2026-10-31T15:00:00.000Z',
      endsAt: '2026-11-30T14:59:59.999Z',
      state: 'ONGOING',
    },
    {
      id: 2,
      title: '오늘의 카드 출석 이벤트',
      summary: '7일 연속 오늘의 카드를 보면 포인트를 드려요.',
      image: null,
      startsAt: '2026-11-09T15:00:00.000Z',
      endsAt: '2026-12-09T14:59:59.999Z',
      state: 'ONGOING',
    },
  ],
  totalPages: 1,
  totalElements: 2,
  currentPage: 1,
  pageSize: 10,
};

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('EventListPage', () => {
  it('shows 진행 중 by default: cards with the picture or the drawn sky, period and state', async () => {
    fetchMock.mockResolvedValue(json(ongoing));
    renderPage(<EventListPage search={{}} />);
    const cards = await screen.findAllByTestId('event-card');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/public/events?state=ONGOING&currentPage=1');
    const first = within(cards[0] as HTMLElement);
    expect(first.getByRole('link', { name: '첫 상담 30% 할인' }).getAttribute('href')).toBe(
      '/events/1',
    );
    expect(first.getByText('2026-11-01 ~ 2026-11-30')).toBeTruthy();
    expect(first.getByTestId('event-state').textContent).toBe('진행 중');
    const picture = (cards[0] as HTMLElement).querySelector('img');
    expect(picture?.getAttribute('width')).toBe('700');
    expect(picture?.getAttribute('height')).toBe('394');
    expect(within(cards[1] as HTMLElement).getByTestId('event-placeholder')).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: '이벤트 상태' });
    expect(within(tabs).getByRole('link', { name: '진행 중' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(tabs).getByRole('link', { name: '예정' }).getAttribute('href')).toBe(
      '/events?state=UPCOMING',
    );
  });

  it('keeps the tab of the address and says when it is empty', async () => {
    fetchMock.mockResolvedValue(
      json({ content: [], totalPages: 0, totalElements: 0, currentPage: 1, pageSize: 10 }),
    );
    renderPage(<EventListPage search={{ state: 'UPCOMING' }} />, '/events?state=UPCOMING');
    expect(
      await screen.findByText(
        '예정된 이벤트가 아직 없어요. 새 이벤트가 열리면 공지사항으로 알려 드릴게요.',
      ),
    ).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/public/events?state=UPCOMING&currentPage=1');
    expect(screen.getByRole('link', { name: '예정' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: '진행 중' }).getAttribute('aria-current')).toBeNull();
  });

  it('shows three card skeletons of the cards’ shape while loading', async () => {
    fetchMock.mockReturnValue(new Promise(() => {}));
    renderPage(<EventListPage search={{}} />);
    const skeleton = await screen.findByTestId('event-skeleton');
    expect(skeleton.querySelectorAll('li')).toHaveLength(3);
  });

  it('offers a retry when the events do not load', async () => {
    fetchMock.mockResolvedValue(
      json({ status: 500, code: 'INTERNAL', message: '잠시 후 다시 시도해 주세요.' }, 500),
    );
    renderPage(<EventListPage search={{}} />);
    const error = await screen.findByTestId('load-error');
    expect(within(error).getByRole('button', { name: '다시 시도' })).toBeTruthy();
  });
});

describe('EventDetailPage', () => {
  const event: EventDetail = {
    ...(ongoing.content[0] as EventPage['content'][number]),
    body: '## 참여 방법\n\n1. 상담사를 고르고\n2. 쿠폰을 적용해요',
    link: { label: '상담사 보러 가기', href: '/counseling/counselors' },
  };

  it('draws period, state, Markdown and the call to action through the router', async () => {
    fetchMock.mockResolvedValue(json(event));
    renderPage(<EventDetailPage id={1} />);
    expect(await screen.findByRole('heading', { level: 1, name: '첫 상담 30% 할인' })).toBeTruthy();
    expect(screen.getByTestId('event-period').textContent).toBe('2026-11-01 ~ 2026-11-30');
    expect(screen.getByTestId('event-state').textContent).toBe('진행 중');
    expect(screen.getByRole('heading', { level: 2, name: '참여 방법' })).toBeTruthy();
    const cta = screen.getByTestId('event-cta');
    expect(cta.getAttribute('href')).toBe('/counseling/counselors');
    expect(cta.getAttribute('target')).toBeNull();
  });

  it('opens an https call to action in a new tab and hides it once the event ended', async () => {
    fetchMock.mockResolvedValueOnce(
      json({ ...event, link: { label: '자세히 보기', href: 'https://blog.example.com/a' } }),
    );
    renderPage(<EventDetailPage id={1} />);
    const cta = await screen.findByTestId('event-cta');
    expect(cta.getAttribute('target')).toBe('_blank');
    expect(cta.textContent).toContain('(새 창에서 열려요)');
    cleanup();

    fetchMock.mockResolvedValueOnce(json({ ...event, state: 'ENDED' }));
    renderPage(<EventDetailPage id={1} />);
    expect(await screen.findByText('종료된 이벤트예요. 참여해 주셔서 감사해요.')).toBeTruthy();
    expect(screen.queryByTestId('event-cta')).toBeNull();
  });
});
