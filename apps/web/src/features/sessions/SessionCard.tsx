import {
  COUNSELING_TYPE_LABELS,
  formatDateTimeLong,
  type MySession,
  SESSION_STATUS_LABELS,
} from '@arcana/domain';
import { buttonStyle, Skeleton } from '@arcana/ui';
import { Link } from '@tanstack/react-router';
import { t } from './intl';
import { sessionInstant } from './month-groups';
import { statusTone, usedMinutesText } from './session-text';
import * as styles from './sessions.css';

/** One session of 상담 내역: counselor, product and type, status, date, minutes; opens the detail. */
export function SessionCard({ session }: { session: MySession }) {
  const counselor = session.counselorBrief;
  const headingId = `session-${session.id}`;
  return (
    <article
      className={styles.card}
      data-testid="session-card"
      data-session-id={session.id}
      data-status={session.status}
      aria-labelledby={headingId}
    >
      <div className={styles.head}>
        <img
          className={styles.portrait}
          src={counselor.imageUrl}
          alt=""
          width={48}
          height={48}
          loading="lazy"
        />
        <div className={styles.who}>
          <h3 id={headingId} className={styles.counselorName}>
            <Link
              to="/counseling/sessions/$id"
              params={{ id: session.id }}
              className={styles.cardLink}
              aria-label={t('web.sessions.list.open', {
                counselor: counselor.name,
                product: session.product.name,
              })}
            >
              {t('web.sessions.counselor', { name: counselor.name })}
            </Link>
          </h3>
          <span className={styles.productName}>
            {session.product.name} · {COUNSELING_TYPE_LABELS[session.counselingType]}
          </span>
        </div>
        <span className={styles.chip[statusTone(session.status)]} data-testid="session-status">
          {SESSION_STATUS_LABELS[session.status]}
        </span>
      </div>
      <dl className={styles.facts}>
        <dt className={styles.factLabel}>{t('web.sessions.list.when')}</dt>
        <dd className={styles.factValue}>
          <time dateTime={sessionInstant(session)}>
            {formatDateTimeLong(sessionInstant(session))}
          </time>
        </dd>
        <dt className={styles.factLabel}>{t('web.sessions.list.used')}</dt>
        <dd className={styles.factValue} data-testid="session-used">
          {usedMinutesText(session.usedSeconds, session.durationSeconds)}
        </dd>
      </dl>
      {session.reviewable ? (
        <div className={styles.cardFooter}>
          <span>{t('web.sessions.list.reviewInvite')}</span>
          <Link
            to="/me/counseling/sessions/$sessionId/reviews"
            params={{ sessionId: session.id }}
            className={[buttonStyle({ variant: 'primary', size: 'sm' }), styles.aboveLink].join(
              ' ',
            )}
            data-testid="write-review"
          >
            {t('web.sessions.writeReview')}
          </Link>
        </div>
      ) : null}
    </article>
  );
}

export function SessionCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <div className={styles.head}>
        <Skeleton shape="rect" width={48} height={48} />
        <div className={styles.who}>
          <Skeleton width="50%" />
          <Skeleton width="70%" />
        </div>
        <Skeleton width={56} />
      </div>
      <Skeleton width="100%" />
      <Skeleton width="100%" />
    </div>
  );
}
