import { authMutations } from '@arcana/api-client';
import { useMutation } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useSettings } from '../settings/settings';
import { afterLogoutAction } from './redirect-uri';

export { useRedirectAfterLogin } from './redirect-after-login';

// Login and logout actions, apart from useSession: every page needs the session, only the pages
// with a login form or a logout button need these (and the auth calls they bring along).

/** The password login mutation; it stores the session and puts the user into ['me']. */
export function useLogin() {
  return useMutation(authMutations.login());
}

export type LogoutOptions = {
  /** 'complete': show /logout-complete afterwards (the web app's menu). */
  then?: 'default' | 'complete';
};

/**
 * Logout with SPEC §2's rules: from a /me page go home (the page needs a login), elsewhere
 * reload the page, or show /logout-complete when asked.
 */
export function useLogout() {
  const router = useRouter();
  const [settings] = useSettings();
  const fcmToken = settings.fcmToken || undefined;
  const mutation = useMutation(authMutations.logout());
  const logout = useCallback(
    async ({ then = 'default' }: LogoutOptions = {}) => {
      if (mutation.isPending) return;
      if (then === 'complete') {
        await mutation.mutateAsync(fcmToken);
        await router.navigate({ href: '/logout-complete', replace: true });
        return;
      }
      if (afterLogoutAction(router.state.location.pathname) === 'home') {
        // Leave the login-only page first so it never draws itself as a guest.
        await router.navigate({ href: '/', replace: true });
        await mutation.mutateAsync(fcmToken);
        return;
      }
      await mutation.mutateAsync(fcmToken);
      window.location.reload();
    },
    [fcmToken, mutation, router],
  );
  return { logout, isPending: mutation.isPending };
}
