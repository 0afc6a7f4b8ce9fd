import { ApiError, meQueries, orderQueries } from '@arcana/api-client';
import { loginHref } from '@arcana/app-shell';
import {
  COUNSELING_TYPE_LABELS,
  formatDateTimeLong,
  formatKRW,
  isAuthenticatedUser,
  ORDER_ERROR_CODES,
  type Order,
  START_TYPE_LABELS,
} from '@arcana/domain';
import { buttonStyle, Spinner } from '@arcana/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { AddTimeFailureGate, AddTimePaid } from './AddTimeResult';
import { isKoreanText } from './fail-codes';
import { type PaymentMessageId, t } from './intl';
import * as styles from './payment.css';
import { ResultView } from './ResultView';
import type { SuccessSearch } from './search';

const FAILURES: Record<string, PaymentMessageId> = {
  [ORDER_ERROR_CODES.holdExpired]: 'web.payment.success.HOLD_EXPIRED',
  [ORDER_ERROR_CODES.slotTaken]: 'web.payment.success.SLOT_TAKEN',
  [ORDER_ERROR_CODES.amountMismatch]: 'web.payment.success.AMOUNT_MISMATCH',
  [ORDER_ERROR_CODES.paymentRejected]: 'web.payment.success.PAYMENT_REJECTED',
};

type SuccessPageProps = { productId: number; search: SuccessSearch };

/**
 * /payment/success: confirms the payment on the server once (the query of orderQueries
 * .confirmation; a reload asks again and the api answers the first result), then says what was
 * bought and what happens next. A points-only order arrives with its orderId alone: already paid.
 */
export function SuccessPage({ productId, search }: SuccessPageProps) {
  const me = useQuery(meQueries.current());
  const location = useLocation();
  if (me.isPending) return <Confirming />;
  if (!me.data || !isAuthenticatedUser(me.data)) {
    return (
      <ResultView
        tone="failure"
        title={t('web.payment.success.loginNeeded')}
        actions={
          <a
            href={loginHref(location.href)}
            className={buttonStyle({ variant: 'primary', size: 'lg', fullWidth: true })}
          >
            {t('web.payment.success.login')}
          </a>
        }
      />
    );
  }
  const { paymentKey, orderId, amount } = search;
  if (orderId !== undefined && paymentKey !== undefined && amount !== undefined) {
    return <Confirm productId={productId} request={{ paymentKey, orderId, amount }} />;
  }
  if (orderId !== undefined && paymentKey === undefined) {
    return <PaidWithPoints productId={productId} orderId={orderId} />;
  }
  return <Failed productId={productId} message={t('web.payment.success.badQuery')} />;
}

function Confirm({
  productId,
  request,
}: {
  productId: number;
  request: { paymentKey: string; orderId: string; amount: number };
}) {
  const confirmation = useQuery(orderQueries.confirmation(request));
  if (confirmation.isPending) return <Confirming />;
  if (confirmation.isError)
    return (
      <ConfirmFailed productId={productId} orderId={request.orderId} error={confirmation.error} />
    );
  return <Paid order={confirmation.data} />;
}

function PaidWithPoints({ productId, orderId }: { productId: number; orderId: string }) {
  const order = useQuery(orderQueries.detail(orderId));
  if (order.isPending) return <Confirming />;
  if (order.isError || order.data.status !== 'PAID') {
    return (
      <Failed
        productId={productId}
        orderId={orderId}
        message={order.data?.failureMessage ?? t('web.payment.success.generic')}
      />
    );
  }
  return <Paid order={order.data} />;
}

function Confirming() {
  return (
    <div className={styles.result} aria-busy="true">
      <div className={styles.resultHead} role="status">
        <Spinner size="lg" />
        <h1 className={styles.resultTitle}>{t('web.payment.success.confirming')}</h1>
        <p className={styles.resultLead}>{t('web.payment.success.confirmingHint')}</p>
      </div>
    </div>
  );
}

function ConfirmFailed({
  productId,
  orderId,
  error,
}: {
  productId: number;
  orderId: string;
  error: unknown;
}) {
  const code = error instanceof ApiError ? error.code : undefined;
  const explained = code === undefined ? undefined : FAILURES[code];
  const apiMessage = error instanceof ApiError ? error.message : undefined;
  const message = explained ? t(explained) : t('web.payment.success.generic');
  // A provider's refusal carries its own Korean reason: say it after ours.
  const detail =
    code === ORDER_ERROR_CODES.paymentRejected && isKoreanText(apiMessage) ? apiMessage : undefined;
  return (
    <Failed productId={productId} orderId={orderId} message={message} detail={detail} code={code} />
  );
}

function Failed({
  productId,
  orderId,
  message,
  detail,
  code,
}: {
  productId: number;
  /** Known once the provider sent the buyer back: an added time's failure goes to its room. */
  orderId?: string | undefined;
  message: string;
  detail?: string | undefined;
  code?: string | undefined;
}) {
  return (
    <AddTimeFailureGate
      orderId={orderId}
      message={message}
      detail={detail}
      code={code}
      fallback={
        <ProductFailed productId={productId} message={message} detail={detail} code={code} />
      }
    />
  );
}

function ProductFailed({
  productId,
  message,
  detail,
  code,
}: {
  productId: number;
  message: string;
  detail?: string | undefined;
  code?: string | undefined;
}) {
  return (
    <ResultView
      tone="failure"
      title={t('web.payment.success.failedHeading')}
      lead={t('web.payment.success.failedCharge')}
      actions={
        <>
          <Link
            to="/counseling/products/$id/payment"
            params={{ id: productId }}
            className={buttonStyle({ variant: 'primary', size: 'lg', fullWidth: true })}
          >
            {t('web.payment.success.retry')}
          </Link>
          <Link to="/" className={buttonStyle({ variant: 'ghost', size: 'lg', fullWidth: true })}>
            {t('web.payment.success.home')}
          </Link>
        </>
      }
    >
      <div className={styles.section} role="alert" data-testid="confirm-failure" data-code={code}>
        <p>{message}</p>
        {detail ? <p className={styles.muted}>{detail}</p> : null}
      </div>
    </ResultView>
  );
}

function Paid({ order }: { order: Order }) {
  // An added time goes back to its room (the popup tells the room and closes).
  if (order.kind === 'ADD_TIME')
    return <AddTimePaid orderId={order.orderId} sessionId={order.sessionId} />;
  return <ProductPaid order={order} />;
}

function ProductPaid({ order }: { order: Order }) {
  const queryClient = useQueryClient();
  // The balance, the month's spending and the reservations changed with this payment.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: meQueries.all() });
  }, [queryClient]);
  return (
    <ResultView
      tone="success"
      title={t('web.payment.success.heading')}
      actions={
        <>
          <Link
            to="/me/counseling/reservations"
            className={buttonStyle({ variant: 'primary', size: 'lg', fullWidth: true })}
          >
            {t('web.payment.success.reservations')}
          </Link>
          <Link to="/" className={buttonStyle({ variant: 'ghost', size: 'lg', fullWidth: true })}>
            {t('web.payment.success.home')}
          </Link>
        </>
      }
    >
      <p className={styles.nextStep} data-testid="next-step">
        {t(
          order.startType === 'IMMEDIATE'
            ? 'web.payment.success.next.IMMEDIATE'
            : 'web.payment.success.next.RESERVATION',
        )}
      </p>
      <section className={styles.section} aria-label={t('web.payment.summary.title')}>
        <dl
          className={styles.facts}
          style={{ borderTop: 0, paddingTop: 0 }}
          data-testid="paid-order"
        >
          <dt>{t('web.payment.success.product')}</dt>
          <dd>{order.productName}</dd>
          <dt>{t('web.payment.success.counselor')}</dt>
          <dd>{t('web.payment.summary.counselor', { name: order.counselor.name })}</dd>
          <dt>{t('web.payment.success.startType')}</dt>
          <dd>
            {COUNSELING_TYPE_LABELS[order.counselingType]} · {START_TYPE_LABELS[order.startType]}
          </dd>
          {order.slotStart ? (
            <>
              <dt>{t('web.payment.success.slot')}</dt>
              <dd data-testid="paid-slot">{formatDateTimeLong(order.slotStart)}</dd>
            </>
          ) : null}
          <dt>{t('web.payment.success.paid')}</dt>
          <dd>{formatKRW(order.amount)}</dd>
          {order.pointsUsed > 0 ? (
            <>
              <dt>{t('web.payment.success.points')}</dt>
              <dd>{formatKRW(order.pointsUsed)}</dd>
            </>
          ) : null}
          {order.paidAt ? (
            <>
              <dt>{t('web.payment.success.paidAt')}</dt>
              <dd>{formatDateTimeLong(order.paidAt)}</dd>
            </>
          ) : null}
          <dt>{t('web.payment.success.orderId')}</dt>
          <dd className={styles.code}>{order.orderId}</dd>
        </dl>
      </section>
    </ResultView>
  );
}
