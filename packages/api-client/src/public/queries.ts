import { queryOptions } from '@tanstack/react-query';
import { fetchRouteRule } from './fetchers';

const ROUTE_RULE_STALE_MS = 5 * 60_000;

export const publicQueries = {
  all: () => ['public'] as const,
  routeRules: () => [...publicQueries.all(), 'route-rules'] as const,
  routeRule: (path: string) =>
    queryOptions({
      queryKey: [...publicQueries.routeRules(), path] as const,
      queryFn: ({ signal }) => fetchRouteRule(path, signal),
      staleTime: ROUTE_RULE_STALE_MS,
    }),
};
