import { AUTH_STORAGE_KEY } from '@arcana/api-client';
import { GUEST_USER } from '@arcana/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { RootErrorPage } from '../errors/RootErrorPage';
import { createQueryClient } from '../providers/query-client';
import type { ShellRouterContext } from '../router/create-shell-router';
import { CounselorGate } from './CounselorGate';
import { requireCounselor, requireUser } from './guards';
import { resetSessionCache, useSession } from './session';

// The whole error pages are chunks of their own, loaded when a page fails; load them before the
// tests, so the first import's time under load never counts against what a test waits for.
beforeAll(async () => {
  await Promise.all([import('../errors/NotFoundScreen'), import('../errors/RouteErrorPage')]);
});

const member = { ...GUEST_USER, id: 7, displayName: '데모', enabled: true, roles: ['USER'] };
const counselor = { ...member, id: 8, roles: ['USER', 'COUNSELOR'] };

function renderAt(path: string, user: typeof GUEST_USER) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(['me'], user);
  const rootRoute = createRootRouteWithContext<ShellRouterContext>()({ component: Outlet });
  const page = (name: string) =>
    createRoute({ getParentRoute: () => rootRoute, path: name, component: () => <p>{name}</p> });
  const me = createRoute({
    getParentRoute: () => rootRoute,
    path: '/me',
    beforeLoad: requireUser,
    component: () => <p>마이페이지</p>,
  });
  const counselorLayout = createRoute({
    getParentRoute: () => rootRoute,
    path: '/counselor',
    beforeLoad: requireCounselor,
    component: () => (
      <CounselorGate applicationHref="http://127.0.0.1:5173/counselor/application" />
    ),
  });
  const counselorHome = createRoute({
    getParentRoute: () => counselorLayout,
    path: '/',
    component: () => <p>상담사 홈</p>,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([
      page('/login'),
      me,
      counselorLayout.addChildren([counselorHome]),
    ]),
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { queryClient },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** Like bootApp's AuthController: watches ['me'] beside the router. */
function SessionWatcher() {
  return <p>{useSession().status}</p>;
}

it('sends a guest from /me to /login?redirectUri=%2Fme', async () => {
  const { router } = renderAt('/me?tab=1', GUEST_USER);

  expect(await screen.findByText('/login')).toBeTruthy();
  expect(router.state.location.pathname).toBe('/login');
  expect(router.state.location.search).toEqual({ redirectUri: '/me?tab=1' });
});

it('lets a user into /me', async () => {
  renderAt('/me', member);

  expect(await screen.findByText('마이페이지')).toBeTruthy();
});

it('sends a guest from /counselor to the login page as well', async () => {
  const { router } = renderAt('/counselor', GUEST_USER);

  await screen.findByText('/login');
  expect(router.state.location.search).toEqual({ redirectUri: '/counselor' });
});

it('tells a user without the COUNSELOR role where to apply', async () => {
  renderAt('/counselor', member);

  expect(
    await screen.findByRole('heading', { level: 1, name: '상담사만 이용할 수 있어요' }),
  ).toBeTruthy();
  expect(screen.getByRole('link', { name: '상담사 신청하기' }).getAttribute('href')).toBe(
    'http://127.0.0.1:5173/counselor/application',
  );
  expect(screen.queryByText('상담사 홈')).toBeNull();
});

it('admits a counselor', async () => {
  renderAt('/counselor', counselor);

  expect(await screen.findByText('상담사 홈')).toBeTruthy();
});

it('resets to the guest and forgets every other cached query on logout', () => {
  const queryClient = new QueryClient();
  queryClient.setQueryData(['me'], member);
  queryClient.setQueryData(['me', 'socials'], { linked: [] });
  queryClient.setQueryData(['counseling', 'sessions'], [1]);

  resetSessionCache(queryClient);

  expect(queryClient.getQueryData(['me'])).toEqual(GUEST_USER);
  expect(queryClient.getQueryData(['me', 'socials'])).toBeUndefined();
  expect(queryClient.getQueryData(['counseling', 'sessions'])).toBeUndefined();
});

it('opens /me in development (StrictMode) although the session watcher leaves ["me"] mid-fetch', async () => {
  // A stored session, and an api that answers /api/client/me a moment later (like a network).
  localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ refreshToken: 'r' }));
  const fetchMe = vi.fn(
    (_url: string, init: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        const answer = setTimeout(() => resolve(Response.json(member)), 20);
        init.signal?.addEventListener('abort', () => {
          clearTimeout(answer);
          reject(new DOMException('aborted', 'AbortError'));
        });
      }),
  );
  vi.stubGlobal('fetch', fetchMe);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const queryClient = createQueryClient();
  const rootRoute = createRootRouteWithContext<ShellRouterContext>()({
    component: Outlet,
    errorComponent: RootErrorPage,
  });
  const me = createRoute({
    getParentRoute: () => rootRoute,
    path: '/me',
    beforeLoad: requireUser,
    component: () => <p>마이페이지</p>,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([me]),
    history: createMemoryHistory({ initialEntries: ['/me'] }),
    context: { queryClient },
  });
  render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <SessionWatcher />
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );

  // The double mount cancelled the first request; the guard waits for the next one.
  expect(await screen.findByText('마이페이지')).toBeTruthy();
  expect(screen.queryByText('500')).toBeNull();
  expect(fetchMe.mock.calls.length).toBeGreaterThan(1);
});
