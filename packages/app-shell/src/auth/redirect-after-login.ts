import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { takeRedirectUri } from './redirect-uri';

// Its own module so the login form can take it without the auth calls of session-actions.ts.

/** SPEC §2: after login go to the redirectUri (query, else the remembered cookie), else '/'. */
export function useRedirectAfterLogin(): () => void {
  const router = useRouter();
  return useCallback(() => {
    const target = takeRedirectUri(typeof window === 'undefined' ? '' : window.location.search);
    void router.navigate({ href: target, replace: true });
  }, [router]);
}
