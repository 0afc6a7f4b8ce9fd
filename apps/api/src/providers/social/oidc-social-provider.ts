import type { SocialProvider } from '@arcana/domain';
import * as client from 'openid-client';
import type { OAuthClientConfig } from '../../env';
import {
  type SocialProfile,
  type SocialProviderClient,
  type SocialProviderClients,
  SocialProviderError,
} from './social-provider';

const TIMEOUT_SECONDS = 10;

type ProviderSettings = { scope: string; pkce: boolean };

// Google supports PKCE S256 (PROVIDERS.md §3). Kakao's PKCE support is unconfirmed, so it relies
// on state and nonce only; its consent IDs are comma-separated (§2). Its e-mail needs a business
// app, so only the nickname is asked for.
export const PROVIDER_SETTINGS: Record<SocialProvider, ProviderSettings> = {
  KAKAO: { scope: 'openid,profile_nickname', pkce: false },
  GOOGLE: { scope: 'openid email profile', pkce: true },
};

export type OidcOptions = {
  /** Plain-http issuers: only the test suite's local stand-in provider sets this. */
  allowInsecureRequests?: boolean;
};

/**
 * An OpenID Connect provider through openid-client v6: discovery (cached after the first
 * success), authorization URL with state + nonce (+ PKCE), code grant with id_token checks, and
 * userinfo for whatever the id_token left out.
 */
export function createOidcSocialProvider(
  provider: SocialProvider,
  config: OAuthClientConfig,
  options: OidcOptions = {},
): SocialProviderClient {
  const settings = PROVIDER_SETTINGS[provider];
  let discovered: Promise<client.Configuration> | undefined;

  // openid-client builds the token request's redirect_uri from the callback URL with its query
  // removed, but RFC 6749 §4.1.3 wants it identical to the authorize request's, and our
  // callbacks carry ?provider=. The full URI is put back on its way to the token endpoint.
  const fullRedirectUris = new Map<string, string>();
  const remember = (redirectUri: string) => {
    const stripped = new URL(redirectUri);
    stripped.search = '';
    stripped.hash = '';
    fullRedirectUris.set(stripped.href, redirectUri);
  };
  const restoreRedirectUri: client.CustomFetch = (url, init) => {
    const body = init.body;
    const form =
      body instanceof URLSearchParams
        ? body
        : typeof body === 'string'
          ? new URLSearchParams(body)
          : undefined;
    const full = fullRedirectUris.get(form?.get('redirect_uri') ?? '');
    if (!form || !full) return fetch(url, init);
    form.set('redirect_uri', full);
    return fetch(url, { ...init, body: form });
  };

  const configuration = () => {
    discovered ??= client
      .discovery(new URL(config.issuer), config.clientId, config.clientSecret, undefined, {
        execute: options.allowInsecureRequests ? [client.allowInsecureRequests] : [],
        timeout: TIMEOUT_SECONDS,
        [client.customFetch]: restoreRedirectUri,
      })
      .catch((error: unknown) => {
        // Not cached: the next request tries again.
        discovered = undefined;
        throw new SocialProviderError('unavailable', `${provider} discovery failed`, {
          cause: error,
        });
      });
    return discovered;
  };

  return {
    provider,

    async startAuthorization(redirectUri) {
      const config = await configuration();
      remember(redirectUri);
      const state = client.randomState();
      const nonce = client.randomNonce();
      const codeVerifier = settings.pkce ? client.randomPKCECodeVerifier() : null;
      const parameters: Record<string, string> = {
        redirect_uri: redirectUri,
        scope: settings.scope,
        state,
        nonce,
      };
      if (codeVerifier) {
        parameters.code_challenge = await client.calculatePKCECodeChallenge(codeVerifier);
        parameters.code_challenge_method = 'S256';
      }
      const url = client.buildAuthorizationUrl(config, parameters).href;
      return { url, state, nonce, codeVerifier };
    },

    async finishAuthorization({ redirectUri, code, state, nonce, codeVerifier }) {
      const config = await configuration();
      remember(redirectUri);
      // The URL the provider sent the browser to; openid-client reads code and state from it
      // and strips them again to get the redirect_uri for the token request.
      const callbackUrl = new URL(redirectUri);
      callbackUrl.searchParams.set('code', code);
      callbackUrl.searchParams.set('state', state);
      try {
        const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
          expectedState: state,
          expectedNonce: nonce,
          ...(codeVerifier ? { pkceCodeVerifier: codeVerifier } : {}),
        });
        const claims = tokens.claims();
        if (!claims) throw new SocialProviderError('invalid', 'no id_token');
        const profile = profileFrom(claims);
        if (profile.name && profile.email) return profile;
        return { ...profile, ...(await userInfo(config, tokens.access_token, profile)) };
      } catch (error) {
        throw classify(error, provider);
      }
    },
  };
}

/** One client per provider that has a client ID; the rest stay off. */
export function createSocialProviderClients(
  social: { kakao: OAuthClientConfig | undefined; google: OAuthClientConfig | undefined },
  options: OidcOptions = {},
): SocialProviderClients {
  const clients: SocialProviderClients = {};
  if (social.kakao) clients.KAKAO = createOidcSocialProvider('KAKAO', social.kakao, options);
  if (social.google) clients.GOOGLE = createOidcSocialProvider('GOOGLE', social.google, options);
  return clients;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

// Google names the person `name`; Kakao's id_token calls the nickname `nickname`.
function profileFrom(claims: Record<string, unknown>): SocialProfile {
  return {
    subject: String(claims.sub),
    name: text(claims.name) ?? text(claims.nickname),
    email: text(claims.email),
  };
}

// Userinfo only fills gaps in a profile form the person edits anyway, so its failure is not the
// login's failure.
async function userInfo(
  config: client.Configuration,
  accessToken: string,
  profile: SocialProfile,
): Promise<Partial<SocialProfile>> {
  if (!config.serverMetadata().userinfo_endpoint) return {};
  try {
    const info = await client.fetchUserInfo(config, accessToken, profile.subject);
    const filled = profileFrom(info);
    return { name: profile.name ?? filled.name, email: profile.email ?? filled.email };
  } catch {
    return {};
  }
}

function classify(error: unknown, provider: SocialProvider): SocialProviderError {
  if (error instanceof SocialProviderError) return error;
  const detail = `${provider} code exchange failed`;
  if (isUnreachable(error)) return new SocialProviderError('unavailable', detail, { cause: error });
  return new SocialProviderError('invalid', detail, { cause: error });
}

// No answer (network, timeout) or a 5xx answer: the provider's trouble, not the person's.
function isUnreachable(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  if (error instanceof DOMException)
    return error.name === 'TimeoutError' || error.name === 'AbortError';
  if (error instanceof client.ResponseBodyError) return error.status >= 500;
  if (error instanceof client.ClientError) {
    const cause: unknown = error.cause;
    return cause instanceof Response && cause.status >= 500;
  }
  return false;
}
