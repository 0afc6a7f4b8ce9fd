import { queryOptions } from '@tanstack/react-query';
import { fetchCurrentUser } from './session';

/**
 * The signed-in user (the guest default when logged out) under ['me']; the /me mutations write
 * their answers here too. Its own module: every page asks it, few need the auth mutations.
 */
export const meQueries = {
  all: () => ['me'] as const,
  current: () =>
    queryOptions({
      queryKey: meQueries.all(),
      queryFn: ({ signal }) => fetchCurrentUser(signal),
    }),
};
