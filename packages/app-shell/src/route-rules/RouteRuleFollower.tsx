import { publicQueries } from '@arcana/api-client';
import { useQuery } from '@tanstack/react-query';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { redirectTarget } from './redirect-target';

/**
 * SPEC §2: asks the route rule of every resolved path and follows a returned redirect.
 * A failing rule lookup is logged and otherwise ignored. Put it once in the root route.
 */
export function RouteRuleFollower() {
  const router = useRouter();
  const pathname = useRouterState({ select: (state) => state.resolvedLocation?.pathname });
  const rule = useQuery({
    ...publicQueries.routeRule(pathname ?? '/'),
    enabled: pathname !== undefined,
    retry: false,
  });

  useEffect(() => {
    if (rule.isError) console.warn('Route rule lookup failed', pathname, rule.error);
  }, [rule.isError, rule.error, pathname]);

  // The query key holds the path, so the data always answers the current path.
  const to = rule.data?.redirect?.to;
  useEffect(() => {
    if (to === undefined || pathname === undefined) return;
    const target = redirectTarget(to, {
      origin: window.location.origin,
      href: router.state.location.href,
    });
    switch (target.kind) {
      case 'internal':
        void router.navigate({ href: target.href, replace: true });
        break;
      case 'external':
        window.location.replace(target.url);
        break;
      case 'none':
        break;
      default:
        target satisfies never;
    }
  }, [to, pathname, router]);

  return null;
}
