import type { ReactNode } from 'react';
import { LoadError } from './LoadError';
import { LoadMore } from './LoadMore';

/** The parts of an infinite query a list draws from. */
export type ListQuery = {
  isError: boolean;
  isPending: boolean;
  isFetching: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
};

const SKELETON_KEYS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'] as const;

/**
 * A list's four states (STYLE "Every list has…"): placeholders while loading, the error with a
 * retry, the empty state saying what to do next, and the items with the next page on the way.
 */
export function InfiniteList<T extends { id: number }>({
  query,
  items,
  className,
  skeleton,
  skeletons = 6,
  empty,
  testId,
  children,
}: {
  query: ListQuery;
  items: readonly T[];
  className: string;
  skeleton: ReactNode;
  skeletons?: number;
  empty: ReactNode;
  testId?: string;
  children: (item: T) => ReactNode;
}) {
  if (query.isError) {
    return <LoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  if (query.isPending) {
    return (
      <ul className={className} aria-busy="true">
        {SKELETON_KEYS.slice(0, skeletons).map((key) => (
          <li key={key}>{skeleton}</li>
        ))}
      </ul>
    );
  }
  if (items.length === 0) return <>{empty}</>;
  return (
    <>
      <ul className={className} data-testid={testId}>
        {items.map((item) => (
          <li key={item.id}>{children(item)}</li>
        ))}
      </ul>
      <LoadMore
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        onMore={() => {
          if (!query.isFetchingNextPage) void query.fetchNextPage();
        }}
      />
    </>
  );
}
