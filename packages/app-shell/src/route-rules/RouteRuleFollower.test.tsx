import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { RouteRuleFollower } from './RouteRuleFollower';

function renderAt(path: string) {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <RouteRuleFollower />
        <Outlet />
      </>
    ),
  });
  const page = (name: string) =>
    createRoute({
      getParentRoute: () => rootRoute,
      path: `/${name}`,
      component: () => <p>{name}</p>,
    });
  const router = createRouter({
    routeTree: rootRoute.addChildren([page('old'), page('new')]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

function answer(redirect: { to: string; permanent: boolean } | null) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const path = new URL(String(input), 'http://localhost').searchParams.get('path');
    return new Response(JSON.stringify({ path, redirect: path === '/old' ? redirect : null }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

it('asks the rule of the resolved path and follows an internal redirect, replacing history', async () => {
  const fetchMock = answer({ to: '/new', permanent: true });

  const router = renderAt('/old');

  expect(await screen.findByText('new')).toBeTruthy();
  expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/public/route-rules?path=%2Fold');
  expect(router.history.length).toBe(1);
});

it('stays when there is no redirect', async () => {
  const fetchMock = answer(null);

  renderAt('/old');

  expect(await screen.findByText('old')).toBeTruthy();
  await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  expect(screen.getByText('old')).toBeTruthy();
});

it('ignores a failing rule lookup', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('oops', { status: 500 })),
  );

  renderAt('/old');

  await vi.waitFor(() => expect(warn).toHaveBeenCalled());
  expect(screen.getByText('old')).toBeTruthy();
});
