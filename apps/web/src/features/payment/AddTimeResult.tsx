import { meQueries, orderQueries } from '@arcana/api-client';
import { buttonStyle, Spinner } from '@arcana/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useEffect, useState } from 'react';
import { reportToRoom, roomOpener } from './add-time-popup';
import { t } from './intl';
import * as styles from './payment.css';
import { ResultView } from './ResultView';

// The end of an added time's payment (an ADD_TIME order, issue 10). In the room's popup: tell
// the room and close. Anywhere else: say so here, with the way back to the room.

type AddTimeEnd = { orderId: string; sessionId: number | null };

/** Whether this page will hand the result to the room (decided once, before the first paint). */
function useRoomPopup(): boolean {
  const [popup] = useState(() => typeof window !== 'undefined' && roomOpener(window) !== null);
  return popup;
}

function Returning() {
  return (
    <div className={styles.result} aria-busy="true">
      <div className={styles.resultHead} role="status">
        <Spinner size="lg" />
        <h1 className={styles.resultTitle}>{t('web.payment.addTime.returning')}</h1>
      </div>
    </div>
  );
}

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
  const popup = useRoomPopup();
  const queryClient = useQueryClient();
  useEffect(() => {
    // The balance and the month's spending changed with this payment.
    void queryClient.invalidateQueries({ queryKey: meQueries.all() });
    if (popup) reportToRoom({ orderId, status: 'PAID' }, window);
  }, [popup, orderId, queryClient]);
  if (popup) return <Returning />;
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
  const popup = useRoomPopup();
  useEffect(() => {
    if (popup) reportToRoom({ orderId, status: 'FAILED', message }, window);
  }, [popup, orderId, message]);
  if (popup) return <Returning />;
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
 * time it tells the room (in the popup) or leads back to it; any other order gets `fallback`.
 * In the room's popup the result goes back at once: only the room opens that popup.
 */
export function AddTimeFailureGate({
  orderId,
  fallback,
  ...failure
}: Failure & { orderId: string | undefined; fallback: ReactNode }) {
  const popup = useRoomPopup();
  if (orderId === undefined) return <>{fallback}</>;
  if (popup) return <AddTimeFailed orderId={orderId} sessionId={null} {...failure} />;
  return <AddTimeFailureLookup orderId={orderId} fallback={fallback} {...failure} />;
}

function AddTimeFailureLookup({
  orderId,
  fallback,
  ...failure
}: Failure & { orderId: string; fallback: ReactNode }) {
  const order = useQuery(orderQueries.detail(orderId));
  if (order.isPending) return <Returning />;
  if (order.data?.kind !== 'ADD_TIME') return <>{fallback}</>;
  return <AddTimeFailed orderId={orderId} sessionId={order.data.sessionId} {...failure} />;
}
