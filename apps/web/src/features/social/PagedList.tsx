import { Button, VisuallyHidden } from '@arcana/ui';
import { type ReactNode, useEffect, useRef } from 'react';
import { t } from './intl';
import { LoadError } from './LoadError';

/** What PagedList needs of an infinite query. */
export type PagedQuery = {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  isFetchingNextPage: boolean;
  hasNextPage: boolean;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
};

export type PagedListProps<T> = {
  query: PagedQuery;
  items: readonly T[];
  /** The list's accessible name. */
  label: string;
  listClassName: string;
  /** Placeholder rows while the first page loads. */
  skeleton: ReactNode;
  /** What to do next when there is nothing. */
  empty: ReactNode;
  children: (item: T) => ReactNode;
  /** Also load the next page as the list's end scrolls near (a feed); 더 보기 stays for keyboards. */
  autoLoad?: boolean;
};

/** Every list's states in one place: skeleton, error with retry, empty, rows and 더 보기. */
export function PagedList<T>({
  query,
  items,
  label,
  listClassName,
  skeleton,
  empty,
  children,
  autoLoad = false,
}: PagedListProps<T>) {
  if (query.isPending) {
    return (
      <div aria-busy="true">
        <VisuallyHidden role="status">{t('social.loading')}</VisuallyHidden>
        <ul className={listClassName} aria-hidden="true">
          {skeleton}
        </ul>
      </div>
    );
  }
  if (query.isError) {
    return <LoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  if (items.length === 0) return <>{empty}</>;
  return (
    <>
      <ul className={listClassName} aria-label={label}>
        {items.map(children)}
      </ul>
      {query.hasNextPage ? <MoreButton query={query} autoLoad={autoLoad} /> : null}
    </>
  );
}

function MoreButton({ query, autoLoad }: { query: PagedQuery; autoLoad: boolean }) {
  const button = useRef<HTMLButtonElement>(null);
  const queryRef = useRef(query);
  queryRef.current = query;

  useEffect(() => {
    const element = button.current;
    if (!autoLoad || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const current = queryRef.current;
        if (!entries.some((entry) => entry.isIntersecting)) return;
        if (current.isFetchingNextPage || current.isError) return;
        void current.fetchNextPage();
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [autoLoad]);

  return (
    <Button
      ref={button}
      variant="secondary"
      loading={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      {t('social.more')}
    </Button>
  );
}

const SKELETON_KEYS = ['a', 'b', 'c', 'd'] as const;

/** `count` placeholder rows drawn by `row`. */
export function skeletonRows(count: number, row: (key: string) => ReactNode): ReactNode {
  return SKELETON_KEYS.slice(0, count).map(row);
}
