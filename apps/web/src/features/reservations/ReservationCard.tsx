import {
  COUNSELING_TYPE_LABELS,
  formatDateTimeLong,
  formatKRW,
  formatNumber,
  isFinishedStatus,
  type Reservation,
  SESSION_STATUS_LABELS,
  type SessionStatus,
  sessionDurationLabel,
} from '@arcana/domain';
import { Button } from '@arcana/ui';
import { t } from './intl';
import { refundText } from './refund-text';
import * as styles from './reservations.css';

const OPEN: readonly SessionStatus[] = ['PENDING', 'SCHEDULED', 'PREPARING', 'IN_PROGRESS'];

function chipOf(status: SessionStatus): keyof typeof styles.chip {
  if (OPEN.includes(status)) return 'open';
  return isFinishedStatus(status) ? 'done' : 'cancelled';
}

type ReservationCardProps = {
  reservation: Reservation;
  onCancel: (reservation: Reservation) => void;
};

/** One reservation: status, counselor, product, time, what was paid, the refund, the cancel. */
export function ReservationCard({ reservation, onCancel }: ReservationCardProps) {
  const { session, counselor, refund } = reservation;
  const open = OPEN.includes(session.status);
  return (
    <article
      className={styles.card}
      data-session-id={session.id}
      data-status={session.status}
      aria-labelledby={`reservation-${session.id}`}
    >
      <div className={styles.head}>
        <img
          className={styles.portrait}
          src={counselor.imageUrl}
          alt={t('web.reservations.portraitAlt', { name: counselor.name })}
          width={48}
          height={48}
          loading="lazy"
        />
        <div className={styles.who}>
          <h2 id={`reservation-${session.id}`} className={styles.counselorName}>
            {t('web.reservations.counselor', { name: counselor.name })}
          </h2>
          <span className={styles.productName}>
            {session.product.name} · {COUNSELING_TYPE_LABELS[session.counselingType]}
          </span>
        </div>
        <span className={styles.chip[chipOf(session.status)]} data-testid="reservation-status">
          {SESSION_STATUS_LABELS[session.status]}
        </span>
      </div>
      <dl className={styles.facts}>
        <dt className={styles.factLabel}>{t('web.reservations.when')}</dt>
        <dd className={styles.factValue} data-testid="reservation-time">
          {session.startTime
            ? formatDateTimeLong(session.startTime)
            : t('web.reservations.immediate')}
        </dd>
        <dt className={styles.factLabel}>{t('web.reservations.duration')}</dt>
        <dd className={styles.factValue}>{sessionDurationLabel(session.durationSeconds)}</dd>
        <dt className={styles.factLabel}>{t('web.reservations.paid')}</dt>
        <dd className={styles.factValue}>
          {reservation.pointsUsed > 0
            ? t('web.reservations.paidWithPoints', {
                amount: formatKRW(reservation.amount),
                points: formatNumber(reservation.pointsUsed),
              })
            : formatKRW(reservation.amount)}
        </dd>
      </dl>
      {refund ? (
        <div className={styles.refund} data-testid="reservation-refund">
          <span className={styles.refundAmount}>
            {t('web.reservations.refundDone', { refund: refundText(refund.amount, refund.points) })}
          </span>
          <span className={styles.muted}>
            {t('web.reservations.refundAt', {
              at: formatDateTimeLong(refund.at),
              reason: refund.reason,
            })}
          </span>
        </div>
      ) : null}
      {open ? (
        <div className={styles.footer}>
          <span className={styles.muted}>
            {!reservation.cancellable
              ? t('web.reservations.cancelClosed')
              : session.status === 'PENDING' || !reservation.cancelDeadline
                ? t('web.reservations.cancelAnytime')
                : t('web.reservations.cancelUntil', {
                    deadline: formatDateTimeLong(reservation.cancelDeadline),
                  })}
          </span>
          {reservation.cancellable ? (
            <Button variant="secondary" size="sm" onClick={() => onCancel(reservation)}>
              {t('web.reservations.cancel')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
