import { meQueries, orderQueries } from '@arcana/api-client';
import { buttonStyle } from '@arcana/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useEffect } from 'react';
import { reportToRoom } from './add-time-popup';
import { t } from './intl';
import * as styles from './payment.css';
import { ResultView, WaitingView } from './ResultView';

// The end of an added time's payment (an ADD_TIME order, issue 10): the room hears it (and the
// popup closes); where no script opened this window it stays and says so, with the way back.

type AddTimeEnd = { orderId: string; sessionId: number | null };

function BackToRoom({
  sessionId,
  variant,
}: {
  sessionId: number | null;
  variant: 'primary' | 'ghost';
}) {
  if (sessionId === null) {
    return (
      <Link to="/" className={buttonStyle({ variant, size: 'lg', fullWidth: true })}>
        {t('web.payment.success.home')}
      </Link>
    );
  }
  return (
    <Link
      to="/counseling/sessions/$id"
      params={{ id: sessionId }}
      search={{ senderType: 'USER' }}
      className={buttonStyle({ variant, size: 'lg', fullWidth: true })}
      data-testid="back-to-room"
    >
      {t('web.payment.addTime.backToRoom')}
    </Link>
  );
}

/** The minutes were added: the room hears it (and closes this popup), or this page says it. */
export function AddTimePaid({ orderId, sessionId }: AddTimeEnd) {
  const queryClient = useQueryClient();
  useEffect(() => {
    // The balance and the month's spending changed with this payment.
    void queryClient.invalidateQueries({ queryKey: meQueries.all() });
    reportToRoom({ orderId, status: 'PAID' }, window);
  }, [orderId, queryClient]);
  return (
    <ResultView
      tone="success"
      title={t('web.payment.addTime.paidHeading')}
      lead={t('web.payment.addTime.paidLead')}
      actions={<BackToRoom sessionId={sessionId} variant="primary" />}
    >
      <p className={styles.muted}>
        {t('web.payment.success.orderId')} <span className={styles.code}>{orderId}</span>
      </p>
    </ResultView>
  );
}

/** Nothing was added (nor charged): the room hears why, or this page says it. */
export function AddTimeFailed({
  orderId,
  sessionId,
  message,
  detail,
  code,
}: AddTimeEnd & { message: string; detail?: string | undefined; code?: string | undefined }) {
  useEffect(() => {
    reportToRoom({ orderId, status: 'FAILED', message }, window);
  }, [orderId, message]);
  return (
    <ResultView
      tone="failure"
      title={t('web.payment.addTime.failedHeading')}
      lead={t('web.payment.success.failedCharge')}
      actions={<BackToRoom sessionId={sessionId} variant="primary" />}
    >
      <div className={styles.section} role="alert" data-testid="confirm-failure" data-code={code}>
        <p>{message}</p>
        {detail ? <p className={styles.muted}>{detail}</p> : null}
      </div>
    </ResultView>
  );
}

type Failure = { message: string; detail?: string | undefined; code?: string | undefined };

/**
 * A failed payment page (success page whose confirm failed, or the fail page): for an added
 * time it tells the room and leads back to it; any other order gets `fallback`.
 */
export function AddTimeFailureGate({
  orderId,
  fallback,
  ...failure
}: Failure & { orderId: string | undefined; fallback: ReactNode }) {
  if (orderId === undefined) return <>{fallback}</>;
  return <AddTimeFailureLookup orderId={orderId} fallback={fallback} {...failure} />;
}

function AddTimeFailureLookup({
  orderId,
  fallback,
  ...failure
}: Failure & { orderId: string; fallback: ReactNode }) {
  const order = useQuery(orderQueries.detail(orderId));
  if (order.isPending) return <WaitingView title={t('web.payment.addTime.returning')} />;
  if (order.data?.kind !== 'ADD_TIME') return <>{fallback}</>;
  return <AddTimeFailed orderId={orderId} sessionId={order.data.sessionId} {...failure} />;
}
