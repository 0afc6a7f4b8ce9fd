import { meQueries } from '@arcana/api-client';
import { isAuthenticatedUser } from '@arcana/domain';
import { redirect } from '@tanstack/react-router';
import type { ShellRouterContext } from '../router/create-shell-router';
import { loginHref } from './redirect-uri';

export type GuardArgs = {
  context: ShellRouterContext;
  location: { href: string };
};

/**
 * beforeLoad of an 'auth' route: a guest goes to /login?redirectUri=<path+search> and comes
 * back after login.
 */
export async function requireUser({ context, location }: GuardArgs): Promise<void> {
  const user = await context.queryClient.ensureQueryData(meQueries.current());
  if (!isAuthenticatedUser(user)) throw redirect({ href: loginHref(location.href) });
}

/**
 * beforeLoad of an 'auth-counselor' route: a guest goes to the login page like requireUser;
 * a user without the COUNSELOR role stays and `CounselorGate` explains (SPEC §6 leaves the
 * refusal open; a redirect loop to /login would be no explanation at all).
 */
export async function requireCounselor(args: GuardArgs): Promise<void> {
  await requireUser(args);
}
