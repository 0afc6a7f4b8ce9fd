import { meQueries, notificationQueries } from '@arcana/api-client';
import { GUEST_USER } from '@arcana/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { NotificationBell } from './NotificationBell';
import { unreadBadgeText, unreadBellLabel } from './unread-badge';

it('labels the bell with the unread count', () => {
  expect(unreadBellLabel(3)).toBe('알림 3개 읽지 않음');
  expect(unreadBellLabel(0)).toBe('알림');
});

it('caps the badge at 99+', () => {
  expect(unreadBadgeText(7)).toBe('7');
  expect(unreadBadgeText(99)).toBe('99');
  expect(unreadBadgeText(100)).toBe('99+');
});

function renderBell(user: unknown, unread: number) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  queryClient.setQueryData(meQueries.all(), user);
  queryClient.setQueryData(notificationQueries.unreadCount('USER').queryKey, unread);
  const router = createRouter({
    routeTree: createRootRoute({
      component: () => <NotificationBell audience="USER" to="/me/notifications" />,
    }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

it('shows a logged-in user the count, linking to the notification list', async () => {
  renderBell({ ...GUEST_USER, id: 5, roles: ['USER'], enabled: true }, 4);
  const bell = await screen.findByRole('link', { name: '알림 4개 읽지 않음' }, { timeout: 4000 });
  expect(bell.getAttribute('href')).toBe('/me/notifications');
  expect(bell.textContent).toBe('4');
});

it('shows no bell to a guest', async () => {
  renderBell(GUEST_USER, 4);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.queryByRole('link')).toBeNull();
});
