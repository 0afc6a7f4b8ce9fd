import { buttonStyle } from '@arcana/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { t } from './intl';
import { LoadMore } from './LoadMore';
import { firstMonthOf, groupByMonth } from './month-groups';
import { LoadFailed, StateBox } from './PageState';
import { sessionPageQueries } from './queries';
import { SessionCard, SessionCardSkeleton } from './SessionCard';
import * as styles from './sessions.css';

/** 상담 내역 (/me/counseling/sessions): the user's sessions by Seoul month, newest first. */
export function MySessionsPage() {
  // Fixed for the page's life: the query key must not move while the user scrolls.
  const [fromMonth] = useState(() => firstMonthOf(Date.now()));
  const months = useInfiniteQuery(sessionPageQueries.months(fromMonth));
  const sessions = months.data?.pages.flatMap((page) => page.items) ?? [];

  if (months.isPending) {
    return (
      <div className={styles.page} aria-busy="true">
        <div className={styles.list}>
          {['a', 'b', 'c'].map((key) => (
            <SessionCardSkeleton key={key} />
          ))}
        </div>
      </div>
    );
  }
  if (months.isError && sessions.length === 0) {
    return <LoadFailed onRetry={() => void months.refetch()} retrying={months.isFetching} />;
  }
  if (sessions.length === 0) {
    return (
      <StateBox
        title={t('web.sessions.list.empty.title')}
        text={t('web.sessions.list.empty.text')}
        testId="sessions-empty"
      >
        <Link to="/counseling/counselors" className={buttonStyle({ variant: 'primary' })}>
          {t('web.sessions.list.empty.action')}
        </Link>
      </StateBox>
    );
  }
  return (
    <div className={styles.page}>
      {groupByMonth(sessions).map((group) => (
        <section
          key={group.month}
          className={styles.month}
          aria-labelledby={`month-${group.month}`}
          data-testid="session-month"
        >
          <div className={styles.monthHeader}>
            <h2 id={`month-${group.month}`} className={styles.monthTitle}>
              {t('web.sessions.month', { year: group.year, month: group.monthNumber })}
            </h2>
            <span className={styles.monthCount}>
              {t('web.sessions.monthCount', { count: group.items.length })}
            </span>
          </div>
          <ul className={styles.list}>
            {group.items.map((session) => (
              <li key={session.id}>
                <SessionCard session={session} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      {months.hasNextPage ? (
        <LoadMore
          loading={months.isFetchingNextPage}
          auto={!months.isFetchNextPageError}
          onMore={() => {
            if (!months.isFetchingNextPage) void months.fetchNextPage();
          }}
        />
      ) : (
        <p className={styles.endNote}>{t('web.sessions.list.end')}</p>
      )}
    </div>
  );
}
