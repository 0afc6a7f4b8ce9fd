import { queryOptions } from '@tanstack/react-query';
import { fetchSocialLinks } from './fetchers';

// Under the ['me'] prefix on purpose: whatever invalidates the signed-in user (login, logout,
// a profile change) also refreshes what hangs off that user.
export const socialLinkQueries = {
  all: () => ['me', 'socials'] as const,
  list: () =>
    queryOptions({
      queryKey: socialLinkQueries.all(),
      queryFn: ({ signal }) => fetchSocialLinks(signal),
    }),
};
