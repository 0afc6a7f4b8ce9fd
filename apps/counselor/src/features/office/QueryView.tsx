import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError, LoadingRows } from './QueryStates';

/**
 * A page's three states from one query: the error with a retry, placeholder rows while it
 * loads, then the data. `null` answers (no address, no account yet) count as loaded.
 */
export function QueryView<T>({
  query,
  rows = 1,
  height = 160,
  children,
}: {
  query: UseQueryResult<T>;
  rows?: number;
  height?: number;
  children: (data: T) => ReactNode;
}) {
  if (query.isError) {
    return <LoadError retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  }
  if (query.isPending) return <LoadingRows rows={rows} height={height} />;
  return children(query.data);
}
