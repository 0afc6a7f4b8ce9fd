import { rememberRedirectUri } from '@arcana/app-shell';
import { useEffect } from 'react';

/**
 * SPEC §2: a redirectUri in the query is remembered in a cookie, so it still applies after the
 * join form or a social-login round trip, where the query is long gone.
 */
export function useRememberRedirect(redirectUri: string | undefined): void {
  useEffect(() => {
    if (redirectUri) rememberRedirectUri(redirectUri);
  }, [redirectUri]);
}
