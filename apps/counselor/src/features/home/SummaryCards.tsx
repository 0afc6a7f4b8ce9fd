import { notificationQueries, profitQueries } from '@arcana/api-client';
import { formatKRW } from '@arcana/domain';
import { Skeleton } from '@arcana/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { LoadError } from '../office';
import * as styles from './home.css';
import { seoulMonth } from './home-agenda';
import { t } from './intl';

/** This Seoul month's net (DESIGN "Money": after the fee and the 3.3 % withholding). */
export function MoneyCard({ nowMs }: { nowMs: number }) {
  const { year, index } = seoulMonth(nowMs);
  const profits = useQuery(profitQueries.year(year));
  if (profits.isError) {
    return <LoadError retrying={profits.isFetching} onRetry={() => void profits.refetch()} />;
  }
  const month = profits.data?.months[index];
  return (
    <div className={styles.figureBox}>
      {month ? (
        <>
          <p className={styles.figure}>{formatKRW(month.net)}</p>
          <p className={styles.muted}>
            {t('counselor.home.moneyLead', { month: `${index + 1}월`, n: month.sessions })}
          </p>
          <p className={styles.muted}>
            {t('counselor.home.moneyPayout', { date: month.payoutDate })}
          </p>
        </>
      ) : (
        <Skeleton shape="rect" height={72} />
      )}
      <Link to="/$" params={{ _splat: 'counselor/profits' }} className={styles.textLink}>
        {t('counselor.home.moneyLink')}
      </Link>
    </div>
  );
}

/** The unread count (kept live by the counselor stream) and the way to the list. */
export function NotificationsCard() {
  const unread = useQuery(notificationQueries.unreadCount('COUNSELOR'));
  return (
    <div className={styles.figureBox}>
      {unread.data === undefined ? (
        <Skeleton shape="rect" height={40} />
      ) : unread.data > 0 ? (
        <p className={styles.figure}>
          {t('counselor.home.notificationsCount', { n: unread.data })}
        </p>
      ) : (
        <p className={styles.muted}>{t('counselor.home.notificationsEmpty')}</p>
      )}
      <Link to="/counselor/notifications" className={styles.textLink}>
        {t('counselor.home.notificationsLink')}
      </Link>
    </div>
  );
}
