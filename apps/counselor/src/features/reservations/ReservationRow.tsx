import { counselorSessionMutations, isApiError } from '@arcana/api-client';
import { showToast } from '@arcana/app-shell';
import {
  COUNSELING_TYPE_LABELS,
  type CounselorReservation,
  formatDateTimeLong,
  formatKRW,
  formatTime,
} from '@arcana/domain';
import { Button, buttonStyle } from '@arcana/ui';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ConfirmDialog, showSaved, officeStyles as styles } from '../office';
import { StatusChip } from '../operations';
import { t } from './intl';
import * as reservationStyles from './reservations.css';
import { minutesLeft } from './time-left';

function errorMessageOf(error: unknown): string {
  return isApiError(error) ? error.message : t('counselor.reservations.failed');
}

function leftText(minutes: number) {
  if (minutes <= 0) return t('counselor.reservations.timeOver');
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const time =
    h > 0
      ? t('counselor.reservations.hoursMinutes', { h, m })
      : t('counselor.reservations.minutesOnly', { m });
  return t('counselor.reservations.timeLeft', { time });
}

/** One reservation: who, what, when; a PENDING one with its time left and accept/decline. */
export function ReservationRow({ item, now }: { item: CounselorReservation; now: number }) {
  const accept = useMutation(counselorSessionMutations.accept());
  const decline = useMutation(counselorSessionMutations.decline());
  const [asking, setAsking] = useState(false);
  const name = item.user.displayName;
  const when = item.startTime
    ? t('counselor.reservations.slot', {
        date: formatDateTimeLong(item.startTime),
        end: formatTime(item.endTime),
      })
    : '';
  const left = item.status === 'PENDING' ? minutesLeft(item.respondBy, now) : null;
  const busy = accept.isPending || decline.isPending;
  const enter =
    item.status === 'SCHEDULED' || item.status === 'PREPARING' || item.status === 'IN_PROGRESS';

  return (
    <li className={styles.row}>
      <div className={styles.rowBody}>
        <div className={reservationStyles.rowHead}>
          <span className={styles.rowTitle}>{name}</span>
          <StatusChip status={item.status} />
        </div>
        <span className={reservationStyles.when}>{when}</span>
        <span className={styles.rowMeta}>
          {[item.product.name, COUNSELING_TYPE_LABELS[item.counselingType], formatKRW(item.price)]
            .filter(Boolean)
            .join(' · ')}
        </span>
        {left !== null ? (
          <span className={left > 0 ? reservationStyles.left : styles.error}>{leftText(left)}</span>
        ) : null}
        {item.status === 'PENDING' ? (
          <div className={styles.rowActions}>
            <Button
              variant="secondary"
              size="sm"
              disabled={busy}
              aria-label={t('counselor.reservations.declineOf', { name })}
              onClick={() => setAsking(true)}
            >
              {t('counselor.reservations.decline')}
            </Button>
            <Button
              size="sm"
              loading={accept.isPending}
              disabled={busy}
              aria-label={t('counselor.reservations.acceptOf', { name })}
              onClick={() =>
                accept.mutate(item.id, {
                  onSuccess: () => showSaved(t('counselor.reservations.accepted')),
                  onError: (error) => void showToast(errorMessageOf(error), 'error'),
                })
              }
            >
              {t('counselor.reservations.accept')}
            </Button>
          </div>
        ) : enter ? (
          <div className={styles.rowActions}>
            <Link
              to="/counseling/sessions/$id"
              params={{ id: item.id }}
              className={buttonStyle({ variant: 'secondary', size: 'sm' })}
            >
              {t('counselor.reservations.enter')}
            </Link>
          </div>
        ) : null}
      </div>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('counselor.reservations.declineTitle')}
        description={t('counselor.reservations.declineText', { name, date: when })}
        confirmLabel={t('counselor.reservations.decline')}
        pending={decline.isPending}
        onConfirm={() =>
          decline.mutate(item.id, {
            onSuccess: () => {
              setAsking(false);
              showSaved(t('counselor.reservations.declined'));
            },
            onError: (error) => {
              setAsking(false);
              void showToast(errorMessageOf(error), 'error');
            },
          })
        }
      />
    </li>
  );
}
