import { authMutations } from '@arcana/api-client';
import type { SocialProvider } from '@arcana/domain';
import { MutationObserver, type QueryClient } from '@tanstack/react-query';

// Loaded by SocialButtons on a click, not with the login page: the authorize call and the
// mutation machinery stay off its first visit (DESIGN "Budgets").

/**
 * authMutations.socialAuthorize through the client's mutation cache, as useMutation runs it:
 * the consent page's address, or a rejection with the api's error (already reported).
 */
export function authorizeSocial(
  queryClient: QueryClient,
  variables: { provider: SocialProvider; redirectUri?: string },
): Promise<{ url: string }> {
  return new MutationObserver(queryClient, authMutations.socialAuthorize()).mutate(variables);
}
