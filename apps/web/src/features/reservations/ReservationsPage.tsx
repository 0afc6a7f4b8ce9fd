import { orderQueries } from '@arcana/api-client';
import { RESERVATION_TABS, type Reservation, type ReservationTab } from '@arcana/domain';
import { AlertIcon, Button, buttonStyle, Skeleton } from '@arcana/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type KeyboardEvent, lazy, Suspense, useRef, useState } from 'react';
import { t } from './intl';
import { ReservationCard } from './ReservationCard';
import * as styles from './reservations.css';

const loadCancelDialog = () => import('./CancelDialog');
const CancelDialog = lazy(loadCancelDialog);

type ReservationsPageProps = { tab: ReservationTab; onTabChange: (tab: ReservationTab) => void };

/** 예약 내역 (/me/counseling/reservations): upcoming and past reservations, with the cancel. */
export function ReservationsPage({ tab, onTabChange }: ReservationsPageProps) {
  const [cancelling, setCancelling] = useState<Reservation | null>(null);
  const tabRefs = useRef<Record<ReservationTab, HTMLButtonElement | null>>({
    UPCOMING: null,
    PAST: null,
  });

  // WAI-ARIA tabs: arrows move between the two tabs (and select them), Home/End jump.
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = RESERVATION_TABS.indexOf(tab);
    const next =
      event.key === 'ArrowRight'
        ? RESERVATION_TABS[(index + 1) % RESERVATION_TABS.length]
        : event.key === 'ArrowLeft'
          ? RESERVATION_TABS[(index - 1 + RESERVATION_TABS.length) % RESERVATION_TABS.length]
          : event.key === 'Home'
            ? RESERVATION_TABS[0]
            : event.key === 'End'
              ? RESERVATION_TABS.at(-1)
              : undefined;
    if (!next) return;
    event.preventDefault();
    onTabChange(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className={styles.page}>
      <p className={styles.rule} data-testid="cancel-rule">
        {t('web.reservations.rule')}
      </p>
      <div role="tablist" aria-label={t('web.reservations.tabs')} className={styles.tabs}>
        {RESERVATION_TABS.map((name) => (
          <button
            key={name}
            ref={(element) => {
              tabRefs.current[name] = element;
            }}
            type="button"
            role="tab"
            id={`reservations-tab-${name}`}
            aria-selected={tab === name}
            aria-controls="reservations-panel"
            tabIndex={tab === name ? 0 : -1}
            className={styles.tab}
            onClick={() => onTabChange(name)}
            onKeyDown={onKeyDown}
          >
            {t(`web.reservations.tab.${name}`)}
          </button>
        ))}
      </div>
      <div id="reservations-panel" role="tabpanel" aria-labelledby={`reservations-tab-${tab}`}>
        <ReservationList
          key={tab}
          tab={tab}
          onCancel={(reservation) => {
            void loadCancelDialog();
            setCancelling(reservation);
          }}
        />
      </div>
      {cancelling ? (
        <Suspense fallback={null}>
          <CancelDialog reservation={cancelling} onClose={() => setCancelling(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}

function ReservationList({
  tab,
  onCancel,
}: {
  tab: ReservationTab;
  onCancel: (reservation: Reservation) => void;
}) {
  const reservations = useInfiniteQuery(orderQueries.reservations(tab));
  const items = reservations.data?.pages.flatMap((page) => page.content) ?? [];

  if (reservations.isPending) {
    return (
      <div className={styles.list} aria-busy="true">
        {['a', 'b', 'c'].map((key) => (
          <Skeleton key={key} shape="rect" height={188} />
        ))}
      </div>
    );
  }
  if (reservations.isError && items.length === 0) {
    return (
      <div className={styles.centered} role="alert">
        <AlertIcon size={28} aria-hidden="true" />
        <p>{t('web.reservations.loadError')}</p>
        <Button
          variant="secondary"
          size="sm"
          loading={reservations.isFetching}
          onClick={() => void reservations.refetch()}
        >
          {t('web.reservations.retry')}
        </Button>
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <div className={styles.centered}>
        <p>{t(`web.reservations.empty.${tab}`)}</p>
        {tab === 'UPCOMING' ? (
          <Link to="/counseling/counselors" className={buttonStyle({ variant: 'primary' })}>
            {t('web.reservations.emptyAction')}
          </Link>
        ) : null}
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <ul className={styles.list} aria-label={t(`web.reservations.tab.${tab}`)}>
        {items.map((reservation) => (
          <li key={reservation.session.id}>
            <ReservationCard reservation={reservation} onCancel={onCancel} />
          </li>
        ))}
      </ul>
      {reservations.hasNextPage ? (
        <Button
          variant="secondary"
          loading={reservations.isFetchingNextPage}
          onClick={() => void reservations.fetchNextPage()}
        >
          {t('web.reservations.more')}
        </Button>
      ) : null}
    </div>
  );
}
