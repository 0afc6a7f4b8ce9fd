import { routeRuleResponseSchema } from '@arcana/domain';
import { apiFetch } from '../http';

/**
 * GET /api/public/route-rules?path=: the rule the app follows for the current path.
 * Silent: a missing rule service must never toast on every navigation.
 */
export function fetchRouteRule(path: string, signal?: AbortSignal) {
  return apiFetch('/api/public/route-rules', {
    query: { path },
    schema: routeRuleResponseSchema,
    signal,
    silent: true,
  });
}
