import { counselorOfficeQueries } from '@arcana/api-client';
import { ThemeSettingControl } from '@arcana/app-shell';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { LoadError, LoadingRows } from '../office';
import { AgendaCard } from './AgendaCard';
import * as styles from './home.css';
import { type HomeMessageId, t } from './intl';
import { PauseSwitch } from './PauseSwitch';
import { StatusSwitch } from './StatusSwitch';
import { MoneyCard, NotificationsCard } from './SummaryCards';

// The back-office sections; each link resolves to its screen's route.
const shortcuts: { path: string; title: HomeMessageId; text: HomeMessageId }[] = [
  {
    path: 'counselor/sessions',
    title: 'counselor.nav.sessions',
    text: 'counselor.home.sessionsText',
  },
  {
    path: 'counselor/reservations',
    title: 'counselor.nav.reservations',
    text: 'counselor.home.reservationsText',
  },
  {
    path: 'counselor/products',
    title: 'counselor.nav.products',
    text: 'counselor.home.productsText',
  },
  {
    path: 'counselor/available-times',
    title: 'counselor.nav.availableTimes',
    text: 'counselor.home.availableTimesText',
  },
  { path: 'counselor/reviews', title: 'counselor.nav.reviews', text: 'counselor.home.reviewsText' },
  { path: 'counselor/profits', title: 'counselor.nav.profits', text: 'counselor.home.profitsText' },
];

function StatusCard() {
  const self = useQuery(counselorOfficeQueries.self());
  if (self.isError) {
    return <LoadError retrying={self.isFetching} onRetry={() => void self.refetch()} />;
  }
  if (self.isPending) return <LoadingRows rows={1} height={120} />;
  return (
    <>
      <StatusSwitch status={self.data.status} />
      <PauseSwitch enabled={self.data.enabled} />
    </>
  );
}

function Card({
  id,
  title,
  lead,
  wide,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  wide?: boolean;
  children: React.ReactNode;
}) {
  return (
    <section className={[styles.card, wide ? styles.wide : ''].join(' ')} aria-labelledby={id}>
      <h2 id={id} className={styles.cardTitle}>
        {title}
      </h2>
      {lead ? (
        <p id={`${id}-lead`} className={styles.muted}>
          {lead}
        </p>
      ) : null}
      {children}
    </section>
  );
}

/** /counselor: status, today's work, this month's money and unread notifications at a glance. */
export function CounselorHomePage() {
  const self = useQuery(counselorOfficeQueries.self());
  // One instant for the page's Seoul "today" and "this month".
  const [nowMs] = useState(() => Date.now());
  const name = self.data?.name;
  return (
    <div className={styles.page}>
      <section className={styles.intro} aria-labelledby="counselor-home-heading">
        <h1 id="counselor-home-heading" className={styles.heading}>
          {name ? t('counselor.home.heading', { name }) : t('counselor.home.headingPlain')}
        </h1>
        <p className={styles.lead}>{t('counselor.home.lead')}</p>
      </section>

      <div className={styles.cards}>
        <Card
          id="counselor-home-status"
          title={t('counselor.home.statusTitle')}
          lead={t('counselor.home.statusLead')}
        >
          <StatusCard />
        </Card>
        <Card id="counselor-home-agenda" title={t('counselor.home.agendaTitle')}>
          <AgendaCard nowMs={nowMs} />
        </Card>
        <Card id="counselor-home-money" title={t('counselor.home.moneyTitle')}>
          <MoneyCard nowMs={nowMs} />
        </Card>
        <Card id="counselor-home-notifications" title={t('counselor.home.notificationsTitle')}>
          <NotificationsCard />
        </Card>
      </div>

      <nav aria-label={t('counselor.home.shortcuts')}>
        <ul className={styles.grid}>
          {shortcuts.map((item) => (
            <li key={item.path}>
              <Link to="/$" params={{ _splat: item.path }} className={styles.tile}>
                <span className={styles.tileTitle}>{t(item.title)}</span>
                <span className={styles.tileText}>{t(item.text)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <section className={styles.section} aria-labelledby="counselor-home-theme">
        <h2 id="counselor-home-theme" className={styles.sectionTitle}>
          {t('counselor.home.theme')}
        </h2>
        <ThemeSettingControl />
      </section>
    </div>
  );
}
