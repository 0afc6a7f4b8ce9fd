import { buttonStyle, Skeleton } from '@arcana/ui';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import * as styles from './mine.css';
import { PagedList, type PagedQuery, skeletonRows } from './PagedList';

export type MineListProps<T> = {
  list: PagedQuery;
  items: readonly T[];
  label: string;
  empty: string;
  emptyCta: { label: string; to: '/shared/list' | '/ai/list' };
  children: (item: T) => ReactNode;
};

/** The caller's own lists (/me/comments, /me/reactions, /me/ai/reviews) with their empty state. */
export function MineList<T>({ list, items, label, empty, emptyCta, children }: MineListProps<T>) {
  return (
    <div className={styles.page}>
      <PagedList
        query={list}
        items={items}
        label={label}
        listClassName={styles.list}
        skeleton={skeletonRows(3, (key) => (
          <li key={key} className={styles.row}>
            <Skeleton width="50%" />
            <Skeleton width="90%" />
          </li>
        ))}
        empty={
          <div className={styles.empty} data-testid="mine-empty">
            <p style={{ margin: 0 }}>{empty}</p>
            <Link to={emptyCta.to} className={buttonStyle({ variant: 'secondary', size: 'sm' })}>
              {emptyCta.label}
            </Link>
          </div>
        }
      >
        {children}
      </PagedList>
    </div>
  );
}
