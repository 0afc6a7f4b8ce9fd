import type { Application } from '@arcana/domain';
import { formatDate } from '@arcana/domain';
import { Button, buttonStyle } from '@arcana/ui';
import { env } from '../../env';
import * as styles from './application.css';
import { t } from './intl';

/** The latest application: 심사 중 with its date, 반려 with the reason and a new try, 승인. */
export function ApplicationStatus({
  application,
  onApplyAgain,
}: {
  application: Application;
  onApplyAgain: () => void;
}) {
  const { status } = application;
  return (
    <section
      className={styles.status}
      aria-labelledby="application-status-title"
      data-status={status}
    >
      <span className={styles.badge} data-status={status}>
        {t(`web.application.status.${status}`)}
      </span>
      <h2 id="application-status-title" className={styles.statusTitle}>
        {status === 'SUBMITTED'
          ? t('web.application.submittedTitle')
          : status === 'APPROVED'
            ? t('web.application.approvedTitle')
            : t('web.application.rejectedTitle')}
      </h2>
      {status === 'SUBMITTED' ? (
        <p className={styles.lead}>{t('web.application.submittedText')}</p>
      ) : null}
      {status === 'APPROVED' ? (
        <p className={styles.lead}>{t('web.application.approvedText')}</p>
      ) : null}
      {status === 'REJECTED' ? (
        <>
          <h3 className={styles.label}>{t('web.application.rejectedReason')}</h3>
          <p className={styles.reason}>{application.reason}</p>
        </>
      ) : null}
      <dl className={styles.facts}>
        <dt className={styles.factName}>{t('web.application.summaryName')}</dt>
        <dd className={styles.factValue}>{application.name}</dd>
        <dt className={styles.factName}>{t('web.application.summaryCategories')}</dt>
        <dd className={styles.factValue}>
          {application.categories.map((category) => category.name).join(', ')}
        </dd>
        <dt className={styles.factName}>{t('web.application.summaryCertificate')}</dt>
        <dd className={styles.factValue}>
          {application.certificate.name} · {application.certificate.issuer}
        </dd>
        <dt className={styles.factName}>{t('web.application.summarySubmitted')}</dt>
        <dd className={styles.factValue}>{formatDate(application.submittedAt)}</dd>
        {application.decidedAt ? (
          <>
            <dt className={styles.factName}>{t('web.application.summaryDecided')}</dt>
            <dd className={styles.factValue}>{formatDate(application.decidedAt)}</dd>
          </>
        ) : null}
      </dl>
      {status === 'REJECTED' ? (
        <Button onClick={onApplyAgain}>{t('web.application.applyAgain')}</Button>
      ) : null}
      {status === 'APPROVED' ? (
        <a
          href={`${env.counselorOrigin}/counselor`}
          className={buttonStyle({ variant: 'primary' })}
        >
          {t('web.application.toCounselorApp')}
        </a>
      ) : null}
    </section>
  );
}
