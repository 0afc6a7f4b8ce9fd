import type { NotificationItem } from '@arcana/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, expect, it, vi } from 'vitest';
import { NotificationList } from './NotificationList';

type Call = { method: string; path: string };

function item(id: number, overrides: Partial<NotificationItem> = {}): NotificationItem {
  return {
    id,
    type: 'COMMENT',
    title: `댓글 ${id}`,
    content: `내용 ${id}`,
    // 2026-11-22 12:05 in Seoul.
    createdAt: '2026-11-22T03:05:00.000Z',
    read: false,
    link: null,
    ...overrides,
  };
}

let calls: Call[];
let pages: Map<string, NotificationItem[]>;
let listFails: boolean;

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

beforeEach(() => {
  calls = [];
  pages = new Map();
  listFails = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      calls.push({ method, path: `${url.pathname}${url.search}` });
      if (url.pathname.endsWith('/unread-count')) {
        return json([...pages.values()].flat().filter((entry) => !entry.read).length);
      }
      if (method === 'PATCH') return new Response(null, { status: 204 });
      if (listFails) return json({ status: 500, code: 'INTERNAL', message: 'x' }, 500);
      const content = pages.get(url.searchParams.get('lastId') ?? '') ?? [];
      const last = !pages.has(String(content.at(-1)?.id ?? ''));
      return json({ content, empty: content.length === 0, last, totalPages: pages.size });
    }),
  );
});

function renderList(audience: 'USER' | 'COUNSELOR' = 'USER') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const rootRoute = createRootRoute();
  const listRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    component: () => <NotificationList audience={audience} />,
  });
  const targetRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/target',
    component: () => <p>이동했어요</p>,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([listRoute, targetRoute]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}

function row(id: number) {
  const found = document.querySelector(`[data-notification-id="${id}"]`);
  if (!(found instanceof HTMLElement)) throw new Error(`no row ${id}`);
  return found;
}

it('lists the newest page with chip, title, content, Seoul time and unread state', async () => {
  pages.set('', [item(2, { type: 'PAYMENT', title: '결제를 마쳤어요' }), item(1, { read: true })]);
  renderList();
  await screen.findByText('결제를 마쳤어요');
  expect(calls[0]?.path).toBe('/api/client/me/notifications?limit=20&sort=DESC');
  const unread = row(2);
  expect(unread.dataset.read).toBe('false');
  expect(within(unread).getByText('결제')).toBeTruthy();
  expect(screen.getByRole('button', { name: /^읽지 않음, 결제 .*결제를 마쳤어요/ })).toBe(unread);
  expect(unread.querySelector('time')?.textContent).toBe('2026-11-22 12:05');
  expect(row(1).dataset.read).toBe('true');
  expect(await screen.findByText('읽지 않은 알림 1개')).toBeTruthy();
  expect(screen.getByText('모든 알림을 확인했어요')).toBeTruthy();
});

it('asks for the next page with DESC and the last id shown', async () => {
  pages.set(
    '',
    Array.from({ length: 20 }, (_, index) => item(30 - index)),
  );
  pages.set('11', [item(10)]);
  renderList();
  await screen.findByText('댓글 30');
  fireEvent.click(screen.getByRole('button', { name: '더 보기' }));
  await screen.findByText('댓글 10');
  expect(calls.map((call) => call.path)).toContain(
    '/api/client/me/notifications?limit=20&sort=DESC&lastId=11',
  );
  expect(screen.getByText('모든 알림을 확인했어요')).toBeTruthy();
});

it('a click marks the notification read and follows its link', async () => {
  pages.set('', [item(5, { link: '/target' }), item(4)]);
  const { router } = renderList();
  await screen.findByText('댓글 5');
  fireEvent.click(row(5));
  await screen.findByText('이동했어요');
  expect(router.state.location.pathname).toBe('/target');
  await waitFor(() =>
    expect(calls).toContainEqual({ method: 'PATCH', path: '/api/client/me/notifications/5/read' }),
  );
});

it('never reports a TEST notification read (SPEC §4)', async () => {
  pages.set('', [item(7, { type: 'TEST', title: '테스트 알림' })]);
  renderList();
  await screen.findByText('테스트 알림');
  fireEvent.click(row(7));
  await new Promise((resolve) => setTimeout(resolve, 30));
  expect(calls.filter((call) => call.method === 'PATCH')).toEqual([]);
  expect(row(7).dataset.read).toBe('false');
});

it('the counselor list uses the counselor calls', async () => {
  pages.set('', [item(9, { type: 'SESSION_ENDED', title: '상담이 끝났어요' })]);
  renderList('COUNSELOR');
  await screen.findByText('상담이 끝났어요');
  expect(within(row(9)).getByText('상담 종료')).toBeTruthy();
  fireEvent.click(row(9));
  await waitFor(() =>
    expect(calls).toContainEqual({
      method: 'PATCH',
      path: '/api/client/counselor/notifications/9/read',
    }),
  );
  expect(calls.map((call) => call.path)).toContain(
    '/api/client/counselor/notifications/unreads/count',
  );
});

it('모두 읽음 marks everything read and clears the count', async () => {
  pages.set('', [item(3), item(2, { type: 'TEST' })]);
  renderList();
  await screen.findByText('읽지 않은 알림 2개');
  fireEvent.click(screen.getByRole('button', { name: '모두 읽음' }));
  await screen.findByText('모든 알림을 읽었어요');
  expect(calls).toContainEqual({ method: 'PATCH', path: '/api/client/me/notifications/all/read' });
  expect(row(3).dataset.read).toBe('true');
  expect(row(2).dataset.read).toBe('true');
});

it('says so when there is nothing yet', async () => {
  renderList();
  expect(await screen.findByText('아직 받은 알림이 없어요')).toBeTruthy();
  expect(screen.queryByRole('button', { name: '모두 읽음' })).toBeNull();
});

it('shows an error with a retry that loads the list again', async () => {
  listFails = true;
  renderList();
  await screen.findByText('알림을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.');
  listFails = false;
  pages.set('', [item(1)]);
  fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
  expect(await screen.findByText('댓글 1')).toBeTruthy();
});
