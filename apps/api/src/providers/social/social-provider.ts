import type { SocialProvider } from '@arcana/domain';

// A social login provider as the api uses it: send the browser to a consent page, then trade
// the code it comes back with for who the person is (PROVIDERS.md §2, §3).

/** The person as the provider describes them; `subject` is the stable key. */
export type SocialProfile = { subject: string; email: string | null; name: string | null };

/** What must be remembered server-side between the two halves of one round trip. */
export type AuthorizationStart = {
  url: string;
  state: string;
  nonce: string;
  /** PKCE code verifier, for providers that take PKCE. */
  codeVerifier: string | null;
};

export type SocialProviderClient = {
  readonly provider: SocialProvider;
  startAuthorization(redirectUri: string): Promise<AuthorizationStart>;
  /** Trades the callback's code; every check (state, nonce, PKCE, id_token) happens here. */
  finishAuthorization(callback: {
    redirectUri: string;
    code: string;
    state: string;
    nonce: string;
    codeVerifier: string | null;
  }): Promise<SocialProfile>;
};

/** The configured providers; a provider without a client ID is simply absent (SPEC §9). */
export type SocialProviderClients = Partial<Record<SocialProvider, SocialProviderClient>>;

/**
 * `invalid`: the callback does not check out (bad or reused code, nonce or PKCE mismatch) —
 * the person should start again. `unavailable`: the provider could not be reached or failed.
 */
export class SocialProviderError extends Error {
  override name = 'SocialProviderError';
  readonly kind: 'invalid' | 'unavailable';
  constructor(kind: 'invalid' | 'unavailable', detail: string, options?: { cause?: unknown }) {
    super(`Social login ${kind}: ${detail}`, options);
    this.kind = kind;
  }
}
