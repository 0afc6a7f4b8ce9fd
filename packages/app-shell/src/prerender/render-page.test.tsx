// @vitest-environment node
import { QueryClient, queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { createRootRoute, createRoute, createRouter, Outlet } from '@tanstack/react-router';
import { expect, it } from 'vitest';
import { PageTitle } from '../head/PageTitle';
import { pageHead } from '../head/page-head';
import { renderPage } from './render-page';

const notices = queryOptions({
  queryKey: ['notices'],
  queryFn: async () => ['서비스 점검 안내', '새 상담사 합류'],
});
const me = queryOptions({ queryKey: ['me'], queryFn: async () => ({ id: 7 }) });
const broken = queryOptions({
  queryKey: ['events'],
  queryFn: async (): Promise<string[]> => {
    throw new Error('api down');
  },
  retry: false,
});

function Notices() {
  const { data } = useSuspenseQuery(notices);
  return (
    <ul>
      {data.map((title) => (
        <li key={title}>{title}</li>
      ))}
    </ul>
  );
}

function createTestRouter(queryClient: QueryClient) {
  const root = createRootRoute({
    component: () => (
      <>
        <PageTitle />
        <Outlet />
      </>
    ),
  });
  const list = createRoute({
    getParentRoute: () => root,
    path: '/notices/list',
    head: () => pageHead('공지사항'),
    loader: async () => {
      await queryClient.ensureQueryData(notices);
      await queryClient.ensureQueryData(me);
    },
    component: Notices,
  });
  const events = createRoute({
    getParentRoute: () => root,
    path: '/events',
    loader: () => queryClient.prefetchQuery(broken),
    component: () => <p>이벤트</p>,
  });
  return createRouter({ routeTree: root.addChildren([list, events]) });
}

const themes = { dark: 'dark-theme', light: 'light-theme' };

it('draws the page with its loaders’ data and title, and hands over the public queries only', async () => {
  const queryClient = new QueryClient();
  const page = await renderPage({
    router: createTestRouter(queryClient),
    queryClient,
    path: '/notices/list',
    themes,
  });
  expect(page.status).toBe(200);
  expect(page.title).toBe('공지사항 | 아르카나');
  expect(page.html).toContain('<ul><li>서비스 점검 안내</li><li>새 상담사 합류</li></ul>');
  expect(page.failed).toEqual([]);
  expect(page.data.queries.map((query) => query.queryKey)).toEqual([['notices']]);
  expect(page.data.queries[0]?.state.data).toEqual(['서비스 점검 안내', '새 상담사 합류']);
});

it('names the queries whose load failed, so the page is not baked with an error', async () => {
  const queryClient = new QueryClient();
  const page = await renderPage({
    router: createTestRouter(queryClient),
    queryClient,
    path: '/events',
    themes,
  });
  expect(page.failed).toEqual(['["events"]']);
  expect(page.data.queries).toEqual([]);
});

it('says 404 for a path no route matches', async () => {
  const queryClient = new QueryClient();
  const page = await renderPage({
    router: createTestRouter(queryClient),
    queryClient,
    path: '/nothing-here',
    themes,
  });
  expect(page.status).toBe(404);
});
