import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { AppLayout } from './AppLayout';

function renderAt(path: string) {
  const rootRoute = createRootRoute({
    component: () => (
      <AppLayout header={<header>app header</header>} nav={<nav>app nav</nav>}>
        <Outlet />
      </AppLayout>
    ),
  });
  const plain = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    component: () => <p>home</p>,
  });
  const me = createRoute({
    getParentRoute: () => rootRoute,
    path: '/me',
    staticData: { layout: 'mypage', title: '마이페이지' },
  });
  const meIndex = createRoute({ getParentRoute: () => me, path: '/', component: () => <p>me</p> });
  const settings = createRoute({
    getParentRoute: () => me,
    path: '/notifications/settings',
    staticData: { layout: 'subpage', title: '알림 설정' },
    component: () => <p>settings</p>,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([plain, me.addChildren([meIndex, settings])]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const view = render(<RouterProvider router={router} />);
  return view.container;
}

it('uses the default layout for a route that names none', async () => {
  const container = renderAt('/');

  await screen.findByText('home');
  expect(container.querySelector('[data-layout]')?.getAttribute('data-layout')).toBe('default');
  expect(screen.getByText('app nav')).toBeTruthy();
  expect(screen.getByRole('link', { name: '본문으로 건너뛰기' }).getAttribute('href')).toBe(
    '#main',
  );
});

it('uses the layout and title the deepest route names', async () => {
  const container = renderAt('/me/notifications/settings');

  await screen.findByText('settings');
  expect(container.querySelector('[data-layout]')?.getAttribute('data-layout')).toBe('subpage');
  expect(screen.getByText('알림 설정')).toBeTruthy();
  // The subpage layout draws its own header and no bottom nav.
  expect(screen.queryByText('app nav')).toBeNull();
});

it('inherits a parent route layout', async () => {
  const container = renderAt('/me');

  await screen.findByText('me');
  expect(container.querySelector('[data-layout]')?.getAttribute('data-layout')).toBe('mypage');
  expect(screen.getByRole('heading', { name: '마이페이지' })).toBeTruthy();
});
