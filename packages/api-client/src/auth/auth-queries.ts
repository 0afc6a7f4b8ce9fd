import { queryOptions } from '@tanstack/react-query';
import { socialProviders, usernameAvailable } from './lookups';

// Its own module, without the mutations of queries.ts (which re-exports it): the login page's
// social buttons read the providers on the first visit (DESIGN "Budgets").
export const authQueries = {
  all: () => ['auth'] as const,
  /** Which social buttons to show; the configuration changes only with a deploy. */
  socialProviders: () =>
    queryOptions({
      queryKey: [...authQueries.all(), 'social-providers'] as const,
      queryFn: ({ signal }) => socialProviders(signal),
      staleTime: 10 * 60_000,
    }),
  usernameAvailable: (username: string) =>
    queryOptions({
      queryKey: [...authQueries.all(), 'username-available', username] as const,
      queryFn: ({ signal }) => usernameAvailable(username, signal),
      staleTime: 0,
    }),
};
