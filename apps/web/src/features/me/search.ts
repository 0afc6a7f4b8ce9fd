import { SOCIAL_PROVIDERS, type SocialProvider } from '@arcana/domain';

// Search params of the /me routes, read as plain code (like features/auth/search.ts): route
// files stay on every first page, and a schema library there would come along (DESIGN
// "Budgets"). Anything missing or of the wrong kind is left out, never a 404.

const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;

/** What a provider appends to /me/socials/link-callback; an odd value counts as a failed link. */
export function validateLinkCallbackSearch(search: Record<string, unknown>): {
  provider?: SocialProvider;
  code?: string;
  state?: string;
} {
  const provider = SOCIAL_PROVIDERS.find((known) => known === search.provider);
  const code = text(search.code);
  const state = text(search.state);
  return {
    ...(provider === undefined ? {} : { provider }),
    ...(code === undefined ? {} : { code }),
    ...(state === undefined ? {} : { state }),
  };
}

/** Where the identity-verification test page goes back to (checked again by safeRedirectPath). */
export function validateReturnToSearch(search: Record<string, unknown>): { returnTo?: string } {
  const returnTo = text(search.returnTo);
  return returnTo === undefined ? {} : { returnTo };
}
