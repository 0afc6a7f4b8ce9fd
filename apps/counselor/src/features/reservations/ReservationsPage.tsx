import { counselorSessionQueries } from '@arcana/api-client';
import {
  COUNSELOR_RESERVATION_FILTERS,
  type CounselorReservation,
  type CounselorReservationFilter,
  formatDate,
  seoulToday,
} from '@arcana/domain';
import { buttonStyle } from '@arcana/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { EmptyState, LoadError, LoadingRows, OfficePage, officeStyles as styles } from '../office';
import { ChoiceChips, dayLabel, SeoulCalendar, seoulDate, seoulDays } from '../operations';
import { t } from './intl';
import { ReservationRow } from './ReservationRow';
import * as reservationStyles from './reservations.css';
import { monthRange } from './time-left';

type View = 'list' | 'calendar';

/** The clock the time-left texts read; ticks every 30 s. */
function useNow() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(id);
  }, []);
  return now;
}

function List({ items, now }: { items: CounselorReservation[]; now: number }) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <ReservationRow key={item.id} item={item} now={now} />
      ))}
    </ul>
  );
}

function ListView({ now }: { now: number }) {
  const [filter, setFilter] = useState<CounselorReservationFilter>('PENDING');
  const query = useQuery(counselorSessionQueries.reservations({ status: filter }));
  return (
    <>
      <ChoiceChips
        legend={t('counselor.reservations.filter')}
        value={filter}
        options={COUNSELOR_RESERVATION_FILTERS.map((each) => ({
          value: each,
          label: t(`counselor.reservations.filter.${each}`),
        }))}
        onChange={setFilter}
      />
      {query.isError ? (
        <LoadError retrying={query.isFetching} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <LoadingRows rows={3} height={120} />
      ) : query.data.length === 0 ? (
        <EmptyState
          title={t(`counselor.reservations.emptyTitle.${filter}`)}
          text={t('counselor.reservations.emptyText')}
          action={
            <Link
              to="/counselor/available-times"
              className={buttonStyle({ variant: 'secondary', size: 'sm' })}
            >
              {t('counselor.reservations.openTimes')}
            </Link>
          }
        />
      ) : (
        <List items={query.data} now={now} />
      )}
    </>
  );
}

function CalendarView({ now }: { now: number }) {
  const [day, setDay] = useState(seoulToday());
  const [month, setMonth] = useState(() => seoulDate(seoulToday()));
  const [year, monthNumber] = formatDate(month).split('-').map(Number) as [number, number];
  const query = useQuery(counselorSessionQueries.reservations(monthRange(year, monthNumber)));
  const onDay = (query.data ?? []).filter((item) => formatDate(item.startTime) === day);
  const active = (query.data ?? []).filter((item) => !item.status.startsWith('CANCELLED'));

  return (
    <div className={reservationStyles.calendarLayout}>
      <SeoulCalendar
        label={t('counselor.reservations.calendarLabel')}
        selected={day}
        onSelect={setDay}
        month={month}
        onMonthChange={setMonth}
        marked={seoulDays(active.map((item) => formatDate(item.startTime)))}
      />
      <section className={styles.field} aria-live="polite">
        <h2 className={styles.sectionTitle}>
          {t('counselor.reservations.dayTitle', { date: dayLabel(day) })}
        </h2>
        {query.isError ? (
          <LoadError retrying={query.isFetching} onRetry={() => void query.refetch()} />
        ) : !query.data ? (
          <LoadingRows rows={2} height={120} />
        ) : onDay.length === 0 ? (
          <p className={styles.hint}>{t('counselor.reservations.dayEmpty')}</p>
        ) : (
          <List items={onDay} now={now} />
        )}
      </section>
    </div>
  );
}

/** 예약 관리 (/counselor/reservations): pending ones first with accept/decline; list or calendar. */
export function ReservationsPage() {
  const [view, setView] = useState<View>('list');
  const now = useNow();
  return (
    <OfficePage
      title={t('counselor.reservations.title')}
      lead={t('counselor.reservations.lead')}
      action={
        <ChoiceChips
          legend={t('counselor.reservations.views')}
          value={view}
          options={[
            { value: 'list', label: t('counselor.reservations.listView') },
            { value: 'calendar', label: t('counselor.reservations.calendarView') },
          ]}
          onChange={setView}
        />
      }
    >
      {view === 'list' ? <ListView now={now} /> : <CalendarView now={now} />}
    </OfficePage>
  );
}
