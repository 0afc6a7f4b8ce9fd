import { COUNSELING_TYPE_LABELS, type CounselorReservation, formatKRW } from '@arcana/domain';
import { Button } from '@arcana/ui';
import { countdownClock, secondsLeft, shareLeft } from './countdown';
import * as styles from './IncomingRequests.css';
import { t } from './intl';

/** Under 30 seconds the timer turns red (the colour is never the only signal: the time is text). */
const URGENT_SECONDS = 30;

export type RequestCardProps = {
  request: CounselorReservation;
  now: number;
  accepting: boolean;
  busy: boolean;
  onAccept: () => void;
  onDecline: () => void;
};

export function RequestCard({
  request,
  now,
  accepting,
  busy,
  onAccept,
  onDecline,
}: RequestCardProps) {
  const left = secondsLeft(request.respondBy, now);
  const urgent = left <= URGENT_SECONDS;
  const time = countdownClock(left);
  const name = request.user.displayName;
  const headingId = `incoming-request-${request.id}`;
  return (
    <li className={styles.card} aria-labelledby={headingId} data-request-id={request.id}>
      <div className={styles.cardTop}>
        <div className={styles.who}>
          <span id={headingId} className={styles.name}>
            {t('counselor.incoming.client', { name })}
          </span>
          <span className={styles.meta}>
            {t('counselor.incoming.meta', {
              type: COUNSELING_TYPE_LABELS[request.counselingType],
              product: request.product.name,
            })}
            {request.price !== null ? ` · ${formatKRW(request.price)}` : ''}
          </span>
        </div>
        <span
          className={[styles.timer, urgent ? styles.timerUrgent : ''].join(' ')}
          role="timer"
          aria-label={t('counselor.incoming.timeLeftLabel', { time })}
        >
          {time}
        </span>
      </div>
      <div className={styles.bar} aria-hidden="true">
        <div
          className={[styles.barFill, urgent ? styles.barFillUrgent : ''].join(' ')}
          style={{ width: `${shareLeft(left) * 100}%` }}
        />
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" disabled={busy} onClick={onDecline}>
          {t('counselor.incoming.decline')}
        </Button>
        <Button loading={accepting} disabled={busy && !accepting} onClick={onAccept}>
          {t('counselor.incoming.accept')}
        </Button>
      </div>
    </li>
  );
}
