import { meQueries } from '@arcana/api-client';
import { GUEST_USER, isAuthenticatedUser, isCounselorUser, type User } from '@arcana/domain';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

export type SessionStatus = 'loading' | 'guest' | 'user';

export type Session = {
  /** GUEST_USER while logged out (SPEC §3). */
  user: User;
  isAuthenticated: boolean;
  isCounselor: boolean;
  status: SessionStatus;
};

export function sessionOf(user: User | undefined): Session {
  if (!user) {
    return { user: GUEST_USER, isAuthenticated: false, isCounselor: false, status: 'loading' };
  }
  const isAuthenticated = isAuthenticatedUser(user);
  return {
    user,
    isAuthenticated,
    isCounselor: isAuthenticated && isCounselorUser(user),
    status: isAuthenticated ? 'user' : 'guest',
  };
}

const noSubscription = () => () => {};

/**
 * False while React hydrates a page drawn without a browser (its server snapshot), true in every
 * render after: React renders again once hydration is done.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * Who is here: the cached ['me'] user, asked once per app start (SPEC §4 "Authentication").
 * A prerendered page was drawn with nobody known yet ('loading'), so hydration draws that too,
 * even when the answer is already in the cache; the next render shows the visitor.
 */
export function useSession(): Session {
  const hydrated = useHydrated();
  const { data } = useQuery(meQueries.current());
  return sessionOf(hydrated ? data : undefined);
}

/**
 * SPEC §4: logout resets the user to the guest default and forgets what was cached for them.
 * Only the ['me'] entry stays (now the guest) so screens watching it update instead of hanging.
 */
export function resetSessionCache(queryClient: QueryClient): void {
  queryClient.cancelQueries().catch(() => {});
  queryClient.removeQueries({
    predicate: (query) => !(query.queryKey.length === 1 && query.queryKey[0] === 'me'),
  });
  queryClient.setQueryData(meQueries.all(), GUEST_USER);
}
