import { queryOptions } from '@tanstack/react-query';
import { fetchHome } from './fetchers';

/** Counselors go on and off line: a minute keeps a hydrated home from asking again at once. */
const HOME_STALE_MS = 60_000;

export const homeQueries = {
  all: () => ['home'] as const,
  page: () =>
    queryOptions({
      queryKey: [...homeQueries.all(), 'page'] as const,
      queryFn: ({ signal }) => fetchHome({ signal }),
      staleTime: HOME_STALE_MS,
    }),
};
