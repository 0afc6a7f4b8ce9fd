import type { QueryClient } from '@tanstack/react-query';
import { type AnyRoute, createRouter } from '@tanstack/react-router';
import { NotFoundPage } from '../errors/NotFoundPage';
import { RootErrorPage } from '../errors/RootErrorPage';

export interface ShellRouterContext {
  queryClient: QueryClient;
}

/** One router setup for both apps; each app registers the returned type with its route tree. */
export function createShellRouter<TRouteTree extends AnyRoute>(
  routeTree: TRouteTree,
  queryClient: QueryClient,
) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: RootErrorPage,
    defaultNotFoundComponent: NotFoundPage,
    scrollRestoration: true,
  });
}
