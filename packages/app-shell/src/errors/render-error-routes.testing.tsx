import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { NotFoundPage } from './NotFoundPage';
import { RootErrorPage } from './RootErrorPage';

/**
 * For the error pages' tests: a router with the shell's error and not-found pages at its root,
 * a home and `/failing`, whose loader throws `loaderError` (or is `loader`), opened at `path`.
 */
export function renderErrorRoutes(path: string, loaderError?: unknown, loader?: () => unknown) {
  const rootRoute = createRootRoute({
    component: Outlet,
    notFoundComponent: NotFoundPage,
    errorComponent: RootErrorPage,
  });
  const homeRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    component: () => <p>home</p>,
  });
  const failingRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/failing',
    loader:
      loader ??
      (() => {
        throw loaderError;
      }),
    component: () => <p>loaded</p>,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([homeRoute, failingRoute]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(<RouterProvider router={router} />);
}
