import { counselorApplicationQueries } from '@arcana/api-client';
import { AlertIcon, Button, Skeleton } from '@arcana/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ApplicationForm } from './ApplicationForm';
import { ApplicationStatus } from './ApplicationStatus';
import * as styles from './application.css';
import { draftFrom } from './application-form';
import { t } from './intl';

/** /counselor/application: the form before any application, then its status (SPEC §4: level 0 = applying). */
export function ApplicationPage() {
  const mine = useQuery(counselorApplicationQueries.mine());
  // After a rejection the applicant may open the form again, filled with what it sent.
  const [again, setAgain] = useState(false);

  let body: React.ReactNode;
  if (mine.isError) {
    body = (
      <div className={styles.status} role="alert">
        <AlertIcon size={28} aria-hidden="true" />
        <p className={styles.lead}>{t('web.application.loadError')}</p>
        <Button variant="secondary" loading={mine.isFetching} onClick={() => void mine.refetch()}>
          {t('web.application.retry')}
        </Button>
      </div>
    );
  } else if (mine.isPending) {
    body = (
      <div aria-busy="true">
        <Skeleton shape="rect" height={240} />
      </div>
    );
  } else if (mine.data && !(again && mine.data.status === 'REJECTED')) {
    body = <ApplicationStatus application={mine.data} onApplyAgain={() => setAgain(true)} />;
  } else {
    body = <ApplicationForm initial={mine.data ? draftFrom(mine.data) : undefined} />;
  }

  // The content layout draws the page's h1 (the route's title, 상담사 지원).
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <p className={styles.lead}>{t('web.application.lead')}</p>
        <Link to="/events/counselor/recruitment" className={styles.link}>
          {t('web.application.recruitLink')}
        </Link>
      </header>
      {body}
    </div>
  );
}
