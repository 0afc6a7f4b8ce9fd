import { loginHref } from '@arcana/app-shell';
import { useRouterState } from '@tanstack/react-router';

/** /login?redirectUri=<this page>: a guest who logs in to take part comes back here. */
export function useLoginHref(): string {
  const href = useRouterState({ select: (state) => state.location.href });
  return loginHref(href);
}
