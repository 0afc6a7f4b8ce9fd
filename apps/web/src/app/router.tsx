import { createShellRouter } from '@arcana/app-shell';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from '../routeTree.gen';

export function createAppRouter(queryClient: QueryClient) {
  return createShellRouter(routeTree, queryClient);
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
