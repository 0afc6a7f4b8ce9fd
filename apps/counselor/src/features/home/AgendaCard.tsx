import { counselorSessionQueries, sessionQueries } from '@arcana/api-client';
import {
  COUNSELING_TYPE_LABELS,
  formatDateTimeLong,
  formatTime,
  SESSION_STATUS_LABELS,
  type Session,
} from '@arcana/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { EmptyState, LoadError, LoadingRows } from '../office';
import * as styles from './home.css';
import { agendaOf, agendaRange } from './home-agenda';
import { t } from './intl';

function AgendaRow({ session, long }: { session: Session; long: boolean }) {
  const when = session.startTime
    ? long
      ? formatDateTimeLong(session.startTime)
      : formatTime(session.startTime)
    : t('counselor.home.noStart');
  return (
    <li className={styles.agendaRow}>
      <span className={styles.agendaTime}>{when}</span>
      <span className={styles.agendaBody}>
        <span className={styles.agendaName}>{session.user.displayName}</span>
        <span className={styles.muted}>
          {COUNSELING_TYPE_LABELS[session.counselingType]} · {session.product.name} ·{' '}
          {SESSION_STATUS_LABELS[session.status]}
        </span>
      </span>
      <Link
        to="/counseling/sessions/$id"
        params={{ id: session.id }}
        search={{ senderType: 'COUNSELOR' }}
        className={styles.agendaLink}
      >
        {t('counselor.home.enterRoom')}
      </Link>
    </li>
  );
}

/** 오늘과 다가오는 상담: active sessions and accepted reservations of today and 7 days ahead. */
export function AgendaCard({ nowMs }: { nowMs: number }) {
  const active = useQuery(sessionQueries.active('COUNSELOR'));
  const scheduled = useQuery(
    counselorSessionQueries.reservations({ status: 'SCHEDULED', ...agendaRange(nowMs) }),
  );
  const pending = useQuery(counselorSessionQueries.reservations({ status: 'PENDING' }));
  if (active.isError || scheduled.isError) {
    return (
      <LoadError
        retrying={active.isFetching || scheduled.isFetching}
        onRetry={() => {
          void active.refetch();
          void scheduled.refetch();
        }}
      />
    );
  }
  if (active.isPending || scheduled.isPending) return <LoadingRows rows={2} height={56} />;
  const agenda = agendaOf([active.data, scheduled.data], nowMs);
  const waiting = pending.data?.length ?? 0;
  return (
    <div className={styles.agenda}>
      {waiting > 0 ? (
        <Link to="/$" params={{ _splat: 'counselor/reservations' }} className={styles.pendingLink}>
          {t('counselor.home.pendingReservations', { n: waiting })}
        </Link>
      ) : null}
      {agenda.today.length + agenda.upcoming.length === 0 ? (
        <EmptyState
          title={t('counselor.home.agendaEmpty')}
          text={t('counselor.home.agendaEmptyText')}
          action={
            <Link
              to="/$"
              params={{ _splat: 'counselor/available-times' }}
              className={styles.textLink}
            >
              {t('counselor.home.openTimes')}
            </Link>
          }
        />
      ) : (
        <>
          <section aria-labelledby="counselor-home-today">
            <h3 id="counselor-home-today" className={styles.subTitle}>
              {t('counselor.home.today')}
            </h3>
            {agenda.today.length > 0 ? (
              <ul className={styles.agendaList}>
                {agenda.today.map((session) => (
                  <AgendaRow key={session.id} session={session} long={false} />
                ))}
              </ul>
            ) : (
              <p className={styles.muted}>{t('counselor.home.todayEmpty')}</p>
            )}
          </section>
          {agenda.upcoming.length > 0 ? (
            <section aria-labelledby="counselor-home-upcoming">
              <h3 id="counselor-home-upcoming" className={styles.subTitle}>
                {t('counselor.home.upcoming')}
              </h3>
              <ul className={styles.agendaList}>
                {agenda.upcoming.map((session) => (
                  <AgendaRow key={session.id} session={session} long />
                ))}
              </ul>
            </section>
          ) : null}
        </>
      )}
    </div>
  );
}
