import { queryOptions } from '@tanstack/react-query';
import { fetchHealth } from './fetchers';

export const healthQueries = {
  all: () => ['health'] as const,
  status: () =>
    queryOptions({
      queryKey: [...healthQueries.all(), 'status'] as const,
      queryFn: ({ signal }) => fetchHealth(signal),
    }),
};
