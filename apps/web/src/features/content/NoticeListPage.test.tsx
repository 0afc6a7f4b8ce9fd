// @vitest-environment jsdom
import type { Notice, NoticePage } from '@arcana/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NoticeDetailPage } from './NoticeDetailPage';
import { NoticeListPage } from './NoticeListPage';

const fetchMock = vi.fn<typeof fetch>();

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function renderPage(page: ReactNode, path = '/notices/list') {
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

const firstPage: NoticePage = {
  content: [
    {
      id: 8,
      category: 'MAINTENANCE',
      title: '12월 3일 새벽 서버 점검 안내',
      pinned: true,
      // 00:30 on the 24th in Seoul, still the 23rd in UTC.
      publishedAt: '2026-11-23T15:30:00.000Z',
    },
    {
      id: 5,
      category: 'UPDATE',
      title: '영상 상담 화질이 좋아졌어요',
      pinned: false,
      publishedAt: '2026-11-20T01:00:00.000Z',
    },
  ],
  totalPages: 3,
  totalElements: 22,
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

describe('NoticeListPage', () => {
  it('shows ten skeleton rows while the notices load', async () => {
    fetchMock.mockReturnValue(new Promise(() => {}));
    renderPage(<NoticeListPage search={{}} />);
    const skeleton = await screen.findByTestId('notice-skeleton');
    expect(skeleton.getAttribute('aria-busy')).toBe('true');
    expect(skeleton.querySelectorAll('li')).toHaveLength(10);
  });

  it('lists pinned notices first with the 고정 mark, Seoul dates and numbered pages', async () => {
    fetchMock.mockResolvedValue(json(firstPage));
    renderPage(<NoticeListPage search={{}} />);
    const rows = await screen.findAllByTestId('notice-row');
    expect(rows.map((row) => row.getAttribute('data-notice-id'))).toEqual(['8', '5']);
    expect(within(rows[0] as HTMLElement).getByText('고정')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('점검')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('2026-11-24')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).queryByText('고정')).toBeNull();
    expect(
      within(rows[0] as HTMLElement).getByRole('link', { name: '12월 3일 새벽 서버 점검 안내' }),
    ).toHaveProperty('pathname', '/notices/8');
    expect(screen.getByText('총 22건')).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: '페이지 이동' });
    expect(within(pages).getByRole('link', { name: '1페이지' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(pages).getByRole('link', { name: '2페이지' }).getAttribute('href')).toBe(
      '/notices/list?page=2',
    );
    expect(within(pages).getByRole('link', { name: '3페이지' })).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/public/notices?currentPage=1');
  });

  it('asks for the category and page of the address and keeps the category in page links', async () => {
    fetchMock.mockResolvedValue(json({ ...firstPage, currentPage: 2 }));
    renderPage(
      <NoticeListPage search={{ category: 'MAINTENANCE', page: 2 }} />,
      '/notices/list?category=MAINTENANCE&page=2',
    );
    await screen.findAllByTestId('notice-row');
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      '/api/public/notices?currentPage=2&category=MAINTENANCE',
    );
    expect(screen.getByRole('link', { name: '점검' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: '전체' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: '1페이지' }).getAttribute('href')).toBe(
      '/notices/list?category=MAINTENANCE',
    );
  });

  it('says a category is empty and leads back to every notice', async () => {
    fetchMock.mockResolvedValue(
      json({ content: [], totalPages: 0, totalElements: 0, currentPage: 1, pageSize: 10 }),
    );
    renderPage(<NoticeListPage search={{ category: 'POLICY' }} />);
    expect(await screen.findByText('이 분류에는 아직 공지가 없어요. 전체 공지를 확인해 보세요.'));
    expect(screen.getByRole('link', { name: '전체 공지 보기' }).getAttribute('href')).toBe(
      '/notices/list',
    );
  });

  it('offers a retry when the list does not load, and shows it once it does', async () => {
    fetchMock.mockResolvedValueOnce(
      json({ status: 500, code: 'INTERNAL', message: '잠시 후 다시 시도해 주세요.' }, 500),
    );
    fetchMock.mockResolvedValue(json(firstPage));
    renderPage(<NoticeListPage search={{}} />);
    const error = await screen.findByTestId('load-error');
    expect(error.textContent).toContain('내용을 불러오지 못했어요.');
    fireEvent.click(within(error).getByRole('button', { name: '다시 시도' }));
    await waitFor(() => expect(screen.getAllByTestId('notice-row')).toHaveLength(2));
  });
});

describe('NoticeDetailPage', () => {
  const notice: Notice = {
    ...(firstPage.content[1] as NoticePage['content'][number]),
    body: '## 무엇이 바뀌었나요\n\n- 720p에서 **1080p**로\n\n<b>굵게</b>',
    previous: { id: 4, title: '11월 이벤트 당첨자 발표' },
    next: null,
  };

  it('draws the notice: category, Seoul date, Markdown body and its neighbours', async () => {
    fetchMock.mockResolvedValue(json(notice));
    renderPage(<NoticeDetailPage id={5} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: '영상 상담 화질이 좋아졌어요' }),
    ).toBeTruthy();
    expect(screen.getByText('업데이트')).toBeTruthy();
    expect(screen.getByText('2026-11-20')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '무엇이 바뀌었나요' })).toBeTruthy();
    expect(screen.getByText('1080p').tagName).toBe('STRONG');
    expect(screen.getByTestId('notice').querySelector('b')).toBeNull();
    expect(screen.getByTestId('notice-previous').getAttribute('href')).toBe('/notices/4');
    expect(screen.queryByTestId('notice-next')).toBeNull();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/public/notices/5');
  });

  it('keeps the box of the notice while it loads', async () => {
    fetchMock.mockReturnValue(new Promise(() => {}));
    renderPage(<NoticeDetailPage id={5} />);
    expect((await screen.findByTestId('notice-skeleton')).getAttribute('aria-busy')).toBe('true');
  });
});
