import type { OAuthClientConfig } from '../env';
import { startOidcStandIn } from './oidc-stand-in';

/** A Kakao-like (no PKCE) and a Google-like (PKCE S256) stand-in provider. */
export async function startSocialStandIns() {
  const kakao = await startOidcStandIn({
    clientId: 'kakao-client',
    clientSecret: 'kakao-secret',
    requirePkce: false,
  });
  const google = await startOidcStandIn({
    clientId: 'google-client',
    clientSecret: 'google-secret',
    requirePkce: true,
  });
  const social: { kakao: OAuthClientConfig; google: OAuthClientConfig } = {
    kakao: { clientId: 'kakao-client', clientSecret: 'kakao-secret', issuer: kakao.issuer },
    google: { clientId: 'google-client', clientSecret: 'google-secret', issuer: google.issuer },
  };
  return {
    kakao,
    google,
    social,
    close: async () => {
      await kakao.close();
      await google.close();
    },
  };
}

/**
 * What the browser does with a consent URL: the stand-in logs the person in at once and
 * redirects to the web app's callback, whose query the web app hands to the api.
 */
export async function followConsent(url: string) {
  const response = await fetch(url, { redirect: 'manual' });
  const location = response.headers.get('Location');
  if (response.status !== 302 || !location) {
    throw new Error(`authorize answered ${response.status}: ${await response.text()}`);
  }
  const callback = new URL(location);
  return {
    callback,
    code: callback.searchParams.get('code') ?? '',
    state: callback.searchParams.get('state') ?? '',
  };
}
