import type { RouteRuleResponse } from '@arcana/domain';
import { ApiError } from '../errors';
import { apiFetch } from '../http';
import { INVALID_RESPONSE_MESSAGE } from '../messages';

/**
 * The answer of GET /api/public/route-rules (domain routeRuleResponseSchema), read by plain
 * code: every first page asks for its rule, and its scripts count (DESIGN "Budgets").
 */
export function readRouteRule(data: unknown): RouteRuleResponse | null {
  if (typeof data !== 'object' || data === null) return null;
  const { path, redirect } = data as Record<string, unknown>;
  if (typeof path !== 'string') return null;
  if (redirect === null) return { path, redirect: null };
  if (typeof redirect !== 'object' || redirect === undefined) return null;
  const { to, permanent } = redirect as Record<string, unknown>;
  if (typeof to !== 'string' || to === '' || typeof permanent !== 'boolean') return null;
  return { path, redirect: { to, permanent } };
}

/**
 * GET /api/public/route-rules?path=: the rule the app follows for the current path.
 * Silent: a missing rule service must never toast on every navigation.
 */
export async function fetchRouteRule(path: string, signal?: AbortSignal) {
  const data = await apiFetch('/api/public/route-rules', { query: { path }, signal, silent: true });
  const rule = readRouteRule(data);
  if (!rule) {
    throw new ApiError({
      status: 200,
      code: 'INVALID_RESPONSE',
      message: INVALID_RESPONSE_MESSAGE,
    });
  }
  return rule;
}
