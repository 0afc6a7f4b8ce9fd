// Declarative route validity (SPEC §5, §8): a route file states its params and named checks,
// and gets the `params` and `beforeLoad` options that enforce them.
import { type RouteCheck, type RouteCheckName, type RouteParam, routeCheck } from './route-checks';

// biome-ignore lint/suspicious/noExplicitAny: a declaration mixes params of different types
type AnyRouteParam = RouteParam<any>;

export type RouteParamDeclaration = Record<string, AnyRouteParam>;

export type ParsedRouteParams<TParams extends RouteParamDeclaration> = {
  [K in keyof TParams]: TParams[K] extends RouteParam<infer T> ? T : never;
};

export type RouteValidityDeclaration<TParams extends RouteParamDeclaration> = {
  /** Typed path params, e.g. `{ id: positiveIdParam }`: the component reads the parsed values. */
  params?: TParams;
  /** Named checks of `ROUTE_CHECKS`, e.g. `['positive-id']`; an unknown name throws at once. */
  checks?: readonly RouteCheckName[];
};

/**
 * SPEC §8 "route validity check fails": fatal, status 404, developer message
 * 'Page Not Found: {path}'. The route's errorComponent (RootErrorPage) shows it as the Korean
 * not-found screen (its status is 404) and logs it; the route's component never renders.
 */
export class RouteValidityError extends Error {
  override readonly name = 'RouteValidityError';
  readonly status = 404;
  readonly fatal = true;
  constructor(readonly path: string) {
    super(`Page Not Found: ${path}`);
  }
}

export function isRouteValidityError(error: unknown): error is RouteValidityError {
  return error instanceof RouteValidityError;
}

/** What `beforeLoad` needs from TanStack Router's context. */
export type RouteValidityContext = {
  params: object;
  location: { pathname: string };
};

type ValidityBeforeLoad = (context: RouteValidityContext) => void;

/** The options a checks-only declaration adds to a route. */
export type RouteChecksOptions = { beforeLoad: ValidityBeforeLoad };

/** The options a declaration with typed params adds to a route. */
export type RouteValidityOptions<TParams extends RouteParamDeclaration> = RouteChecksOptions & {
  params: {
    parse: (raw: Record<string, string>) => ParsedRouteParams<TParams>;
    stringify: (params: ParsedRouteParams<TParams>) => Record<keyof TParams, string>;
  };
};

/**
 * Route options enforcing a validity declaration; spread them into the route:
 *
 *   export const Route = createFileRoute('/counseling/counselors/$id')({
 *     ...routeValidity({ params: { id: positiveIdParam } }),
 *     component: CounselorPage, // Route.useParams().id is a number
 *   });
 *
 * A route with its own beforeLoad calls the returned one first. A parent's declaration covers
 * its child routes (their beforeLoad runs after the parent's).
 */
export function routeValidity(declaration: {
  checks: readonly RouteCheckName[];
}): RouteChecksOptions;
export function routeValidity<const TParams extends RouteParamDeclaration>(
  declaration: RouteValidityDeclaration<TParams> & { params: TParams },
): RouteValidityOptions<TParams>;
export function routeValidity<TParams extends RouteParamDeclaration>(
  declaration: RouteValidityDeclaration<TParams>,
): RouteChecksOptions | RouteValidityOptions<TParams> {
  const declared = Object.entries(declaration.params ?? {});
  // Resolved here, so a misspelt name fails when the route tree is built, not on some visit.
  const checks: RouteCheck[] = (declaration.checks ?? []).map((name) => routeCheck(name));

  const beforeLoad: ValidityBeforeLoad = ({ params, location }) => {
    const values = params as Readonly<Record<string, unknown>>;
    const valid =
      declared.every(([key, param]) => param.isValid(values[key])) &&
      checks.every((check) => check(values));
    if (!valid) throw new RouteValidityError(location.pathname);
  };

  if (declared.length === 0) return { beforeLoad };

  const params = {
    parse: (raw: Record<string, string>) =>
      Object.fromEntries(
        declared.map(([key, param]) => [key, param.parse(raw[key] ?? '')]),
      ) as ParsedRouteParams<TParams>,
    stringify: (parsed: ParsedRouteParams<TParams>) =>
      Object.fromEntries(
        declared.map(([key, param]) => [key, param.stringify(parsed[key as keyof TParams])]),
      ) as Record<keyof TParams, string>,
  };
  return { beforeLoad, params };
}
