import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { Fragment } from 'react';
import { expect, it } from 'vitest';
import { Logo } from './Logo';
import { type AppNavItem, renderRouterNavLink } from './router-nav-link';

const items: AppNavItem[] = [
  { key: 'home', path: '/', exact: true, label: '홈' },
  { key: 'ai', path: '/ai', label: 'AI' },
];

it('renders router links and marks the current section', async () => {
  const rootRoute = createRootRoute({
    component: () => (
      <nav>
        <Logo badge="상담사" />
        {items.map((item) => (
          <Fragment key={item.key}>
            {renderRouterNavLink(item, {
              className: 'nav-item',
              'aria-current': undefined,
              children: item.label,
            })}
          </Fragment>
        ))}
      </nav>
    ),
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([
      createRoute({ getParentRoute: () => rootRoute, path: '/' }),
      createRoute({ getParentRoute: () => rootRoute, path: '/ai/list' }),
    ]),
    history: createMemoryHistory({ initialEntries: ['/ai/list'] }),
  });

  render(<RouterProvider router={router} />);

  const ai = await screen.findByRole('link', { name: 'AI' });
  expect(ai.getAttribute('href')).toBe('/ai');
  expect(ai.getAttribute('aria-current')).toBe('page');
  expect(screen.getByRole('link', { name: '홈' }).getAttribute('aria-current')).toBeNull();
  expect(screen.getByText('아르카나')).toBeTruthy();
  expect(screen.getByText('상담사')).toBeTruthy();
});
