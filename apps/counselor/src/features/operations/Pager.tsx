import { t } from './intl';
import * as styles from './operations.css';

/** The page numbers shown around the current one: at most five, clipped to 1..total. */
export function pageWindow(current: number, total: number, size = 5): number[] {
  if (total < 1) return [];
  const start = Math.max(1, Math.min(current - Math.floor(size / 2), total - size + 1));
  const end = Math.min(total, start + size - 1);
  return Array.from({ length: end - start + 1 }, (_, index) => start + index);
}

/** SPEC §9 paging: 이전, the page buttons around the current one, 다음. */
export function Pager({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t('counselor.operations.pager')}>
      <ul className={styles.pager}>
        <li>
          <button
            type="button"
            className={styles.pageButton}
            disabled={page <= 1}
            aria-label={t('counselor.operations.previous')}
            onClick={() => onPage(page - 1)}
          >
            ‹
          </button>
        </li>
        {pageWindow(page, totalPages).map((each) => (
          <li key={each}>
            <button
              type="button"
              className={styles.pageButton}
              aria-current={each === page ? 'page' : undefined}
              aria-label={t('counselor.operations.page', { n: each })}
              onClick={() => onPage(each)}
            >
              {each}
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={styles.pageButton}
            disabled={page >= totalPages}
            aria-label={t('counselor.operations.next')}
            onClick={() => onPage(page + 1)}
          >
            ›
          </button>
        </li>
      </ul>
    </nav>
  );
}
