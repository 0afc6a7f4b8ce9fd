import { contentQueries } from '@arcana/api-client';
import {
  formatDate,
  NOTICE_CATEGORIES,
  NOTICE_CATEGORY_LABELS,
  type NoticeCategory,
  type NoticeSummary,
} from '@arcana/domain';
import { buttonStyle, Skeleton } from '@arcana/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import * as styles from './content.css';
import { t } from './intl';
import { LoadError } from './LoadError';
import { Pagination } from './Pagination';
import { type NoticeListSearch, noticeListParams } from './search';

const SKELETON_ROWS = 10;

/** 공지사항 (/notices/list): category chips, pinned notices first, numbered pages. */
export function NoticeListPage({ search }: { search: NoticeListSearch }) {
  const notices = useQuery(contentQueries.notices(noticeListParams(search)));
  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1 className={styles.heading}>{t('web.notices.title')}</h1>
        <p className={styles.lead}>{t('content.notices.lead')}</p>
      </header>
      <CategoryChips current={search.category} />
      {notices.isError ? (
        <LoadError onRetry={() => void notices.refetch()} retrying={notices.isFetching} />
      ) : notices.data === undefined ? (
        <ul className={styles.list} aria-busy="true" data-testid="notice-skeleton">
          {Array.from({ length: SKELETON_ROWS }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <li key={index} className={styles.row} aria-hidden="true">
              <Skeleton width="30%" />
              <Skeleton width="80%" />
            </li>
          ))}
        </ul>
      ) : notices.data.content.length === 0 ? (
        <EmptyNotices category={search.category} />
      ) : (
        <>
          <p className={styles.muted} data-testid="notice-count">
            {t('content.notices.count', { count: notices.data.totalElements })}
          </p>
          <ul className={styles.list} data-testid="notice-list">
            {notices.data.content.map((notice) => (
              <NoticeRow key={notice.id} notice={notice} />
            ))}
          </ul>
          <Pagination
            currentPage={notices.data.currentPage}
            totalPages={notices.data.totalPages}
            renderLink={(page, props) => (
              <Link
                to="/notices/list"
                search={{
                  ...(search.category ? { category: search.category } : {}),
                  ...(page > 1 ? { page } : {}),
                }}
                activeOptions={{ exact: true }}
                {...props}
              />
            )}
          />
        </>
      )}
    </div>
  );
}

function CategoryChips({ current }: { current: NoticeCategory | undefined }) {
  const chips: { value: NoticeCategory | undefined; label: string }[] = [
    { value: undefined, label: t('content.notices.all') },
    ...NOTICE_CATEGORIES.map((value) => ({ value, label: NOTICE_CATEGORY_LABELS[value] })),
  ];
  return (
    <nav aria-label={t('content.notices.categories')}>
      <ul className={styles.chipRow}>
        {chips.map((chip) => (
          <li key={chip.value ?? 'ALL'}>
            <Link
              to="/notices/list"
              // A new category starts at its first page.
              search={chip.value ? { category: chip.value } : {}}
              className={styles.filterChip}
              aria-current={chip.value === current ? 'page' : undefined}
              activeOptions={{ exact: true }}
            >
              {chip.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function NoticeRow({ notice }: { notice: NoticeSummary }) {
  return (
    <li
      className={[notice.pinned ? styles.pinnedRow : styles.row, styles.rowBox].join(' ')}
      data-testid="notice-row"
      data-notice-id={notice.id}
    >
      <span className={styles.rowMeta}>
        {notice.pinned ? (
          <span className={[styles.badge, styles.badgeTone.pinned].join(' ')}>
            {t('content.notices.pinned')}
          </span>
        ) : null}
        <span className={[styles.badge, styles.badgeTone.primary].join(' ')}>
          {NOTICE_CATEGORY_LABELS[notice.category]}
        </span>
        <time dateTime={notice.publishedAt}>{formatDate(notice.publishedAt)}</time>
      </span>
      <Link to="/notices/$id" params={{ id: notice.id }} className={styles.rowLink}>
        {notice.title}
      </Link>
    </li>
  );
}

function EmptyNotices({ category }: { category: NoticeCategory | undefined }) {
  return (
    <div className={styles.stateBox} data-testid="notice-empty">
      <p>{category ? t('content.notices.emptyCategory') : t('content.notices.empty')}</p>
      {category ? (
        <Link to="/notices/list" className={buttonStyle({ variant: 'secondary', size: 'sm' })}>
          {t('content.notices.showAll')}
        </Link>
      ) : null}
    </div>
  );
}
