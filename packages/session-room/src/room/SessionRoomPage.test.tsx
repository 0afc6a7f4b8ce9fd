import { GUEST_USER } from '@arcana/domain';
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
import { SessionRoomPage } from './SessionRoomPage';

const member = { ...GUEST_USER, id: 7, displayName: '데모', enabled: true, roles: ['USER'] };

function json(body: unknown, status: number) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** The api's answer to the room's state. */
function api(room: () => Response) {
  return vi.fn(async () => room());
}

function renderRoom(user: typeof GUEST_USER) {
  // The signed-in user is what the shell asked at start (not asked again here).
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  queryClient.setQueryData(['me'], user);
  const rootRoute = createRootRoute({ component: Outlet });
  const room = createRoute({
    getParentRoute: () => rootRoute,
    path: '/counseling/sessions/$id',
    component: () => <SessionRoomPage sessionId={41} senderType="USER" view="room" />,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([room]),
    history: createMemoryHistory({ initialEntries: ['/counseling/sessions/41?senderType=USER'] }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

it('invites a guest to log in and come back to this room, asking the api nothing', async () => {
  const fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  renderRoom(GUEST_USER);
  const invite = await screen.findByTestId('guest-invite');
  expect(invite.querySelector('a')?.getAttribute('href')).toBe(
    `/login?redirectUri=${encodeURIComponent('/counseling/sessions/41?senderType=USER')}`,
  );
  expect(fetchMock).not.toHaveBeenCalled();
});

it('shows a stranger the not-found state the api’s 404 means', async () => {
  vi.stubGlobal(
    'fetch',
    api(() => json({ status: 404, code: 'NOT_FOUND', message: '상담을 찾을 수 없어요.' }, 404)),
  );
  renderRoom(member);
  expect(await screen.findByTestId('session-not-found')).toBeTruthy();
  expect(screen.queryByTestId('session-room')).toBeNull();
});

it('offers a retry when the room could not be loaded', async () => {
  vi.stubGlobal(
    'fetch',
    api(() => json({ status: 503, code: 'UNAVAILABLE', message: '잠시 후' }, 503)),
  );
  renderRoom(member);
  const failed = await screen.findByTestId('room-error');
  expect(failed.textContent).toContain('다시 시도');
});
