import { ChevronLeftIcon, ChevronRightIcon } from '@arcana/ui';
import type { ReactNode } from 'react';
import * as styles from './content.css';
import { t } from './intl';

export type PageLinkProps = {
  className: string;
  'aria-current'?: 'page';
  'aria-label': string;
  children: ReactNode;
};

export type PaginationProps = {
  currentPage: number;
  totalPages: number;
  /** A router link to that page of the list (the page lives in the address, `?page=`). */
  renderLink: (page: number, props: PageLinkProps) => ReactNode;
};

/** Up to five page numbers around the current one. */
export function pageWindow(currentPage: number, totalPages: number, size = 5): number[] {
  const half = Math.floor(size / 2);
  const first = Math.max(1, Math.min(currentPage - half, totalPages - size + 1));
  const last = Math.min(totalPages, first + size - 1);
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

/** Numbered pages with the previous and next arrows, as Korean boards show them. */
export function Pagination({ currentPage, totalPages, renderLink }: PaginationProps) {
  if (totalPages <= 1) return null;
  const arrow = (page: number, label: string, icon: ReactNode) =>
    page < 1 || page > totalPages ? (
      <span className={styles.pageLink} aria-disabled="true" aria-hidden="true" title={label}>
        {icon}
      </span>
    ) : (
      renderLink(page, { className: styles.pageLink, 'aria-label': label, children: icon })
    );
  return (
    <nav aria-label={t('content.pagination.label')}>
      <ul className={styles.pagination}>
        <li>
          {arrow(
            currentPage - 1,
            t('content.pagination.previous'),
            <ChevronLeftIcon size={20} aria-hidden="true" />,
          )}
        </li>
        {pageWindow(currentPage, totalPages).map((page) => (
          <li key={page}>
            {renderLink(page, {
              className: styles.pageLink,
              'aria-label': t('content.pagination.page', { page }),
              ...(page === currentPage ? { 'aria-current': 'page' as const } : {}),
              children: page,
            })}
          </li>
        ))}
        <li>
          {arrow(
            currentPage + 1,
            t('content.pagination.next'),
            <ChevronRightIcon size={20} aria-hidden="true" />,
          )}
        </li>
      </ul>
    </nav>
  );
}
