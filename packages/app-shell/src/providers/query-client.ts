import { isApiError } from '@arcana/api-client';
import {
  CancelledError,
  type DefaultError,
  type FetchQueryOptions,
  QueryClient,
  type QueryExecuteOptions,
  type QueryKey,
} from '@tanstack/react-query';

/** A 4xx is the answer, not a hiccup: asking again cannot change it. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/** Asking again after this many cancellations in a row means something keeps cancelling. */
export const MAX_CANCELLED_FETCHES = 3;

/**
 * TanStack Query cancels a fetch whose queryFn read its abort `signal` as soon as the query's
 * last observer leaves (React's development double mount does exactly that to the first
 * `useQuery`). An awaiting caller (a route guard or loader behind `ensureQueryData`/`fetchQuery`)
 * then gets a `CancelledError` although it never stopped wanting the answer. A reverting
 * (non-silent) cancellation therefore means "the observers left": ask again, which joins the fetch
 * a re-mounted observer already started or starts one. A silent cancellation means the query was
 * removed on purpose (logout, `removeQueries`); it stays an error for the caller, and the route
 * error page loads the route again instead of showing it (`RootErrorPage`).
 */
export async function fetchUntilNotCancelled<T>(fetch: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fetch();
    } catch (error) {
      const observersLeft = error instanceof CancelledError && !error.silent;
      if (!observersLeft || attempt >= MAX_CANCELLED_FETCHES) throw error;
    }
  }
}

/**
 * The shell's QueryClient: `fetchQuery` and `query` (which `ensureQueryData`, `prefetchQuery`
 * and the infinite variants go through) survive their observers leaving mid-fetch.
 */
export class ShellQueryClient extends QueryClient {
  override fetchQuery<
    TQueryFnData,
    TError = DefaultError,
    TData = TQueryFnData,
    TQueryKey extends QueryKey = QueryKey,
    TPageParam = never,
  >(
    options: FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey, TPageParam>,
  ): Promise<TData> {
    return fetchUntilNotCancelled(() => super.fetchQuery(options));
  }

  override query<
    TQueryFnData,
    TError = DefaultError,
    TData = TQueryFnData,
    TQueryData = TQueryFnData,
    TQueryKey extends QueryKey = QueryKey,
    TPageParam = never,
  >(
    options: QueryExecuteOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey, TPageParam>,
  ): Promise<TData> {
    return fetchUntilNotCancelled(() => super.query(options));
  }
}

export function createQueryClient(): QueryClient {
  return new ShellQueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}
