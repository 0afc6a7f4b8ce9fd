// The named route checks and typed path params of SPEC §5 (a route whose validity check fails
// gives a fatal 404). The predicates are domain's; this file only names them for route files.
import { isPositiveId, isShareId, parsePositiveId } from '@arcana/domain';

/**
 * A typed path param. `parse` never throws: TanStack Router hides an error thrown there behind
 * a generic one and does not know the path, so a wrong shape is parsed to a value `isValid`
 * rejects, and the route's `beforeLoad` (which knows the path) turns it into the 404.
 */
export type RouteParam<T> = {
  parse: (segment: string) => T;
  stringify: (value: T) => string;
  isValid: (value: T) => boolean;
};

/** A database row id: `/counseling/counselors/42` → 42; `0`, `01`, `abc` → 404. */
export const positiveIdParam: RouteParam<number> = {
  parse: (segment) => parsePositiveId(segment) ?? Number.NaN,
  stringify: (id) => String(id),
  isValid: isPositiveId,
};

/** A share id (22 url-safe characters, domain `SHARE_ID_PATTERN`); anything else → 404. */
export const shareIdParam: RouteParam<string> = {
  parse: (segment) => segment,
  stringify: (id) => id,
  isValid: isShareId,
};

/** A session room's own view (`/counseling/sessions/7/chat` → 'chat'); any other segment → 404. */
export const roomViewParam: RouteParam<'chat' | 'call' | 'video'> = {
  parse: (segment) => segment as 'chat' | 'call' | 'video',
  stringify: (view) => view,
  isValid: (view) => view === 'chat' || view === 'call' || view === 'video',
};

/** A check over the route's params (raw strings, or the values its `params` declaration parsed). */
export type RouteCheck = (params: Readonly<Record<string, unknown>>) => boolean;

/** Checks a route file may name in `checks: [...]`. Each reads the route's `id` param. */
export const ROUTE_CHECKS = {
  'positive-id': (params) => isPositiveId(params.id),
  'share-id': (params) => isShareId(params.id),
} as const satisfies Record<string, RouteCheck>;

export type RouteCheckName = keyof typeof ROUTE_CHECKS;

/** SPEC §8: naming a check that does not exist is a developer error, thrown at definition. */
export class UnknownRouteCheckError extends Error {
  override readonly name = 'UnknownRouteCheckError';
  constructor(readonly checkName: string) {
    super('Unknown route middleware');
  }
}

/** The check of that name; throws UnknownRouteCheckError('Unknown route middleware') otherwise. */
export function routeCheck(name: string): RouteCheck {
  if (!Object.hasOwn(ROUTE_CHECKS, name)) throw new UnknownRouteCheckError(name);
  return ROUTE_CHECKS[name as RouteCheckName];
}
