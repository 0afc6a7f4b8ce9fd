import { type ApiError, isApiError, orderQueries } from '@arcana/api-client';
import type { Checkout, Order } from '@arcana/domain';
import { Button } from '@arcana/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { AddTimeFailed } from './AddTimeResult';
import { reportToRoom } from './add-time-popup';
import { failReasonOf } from './fail-codes';
import { t } from './intl';
import * as styles from './payment.css';
import { ResultView, WaitingView } from './ResultView';
import { openTossPayment } from './toss';

// /counseling/products/{id}/payment?orderId=: the page the session room opens in its add-time
// popup when the api pays through Toss. Toss's window needs its SDK in a page of ours, so this
// one loads it and opens the window for the order; Toss then sends the popup to the success or
// fail page, which tell the room. A buyer who closes Toss's window never reaches those pages:
// the room hears it from here.

/** 404 and 409 (paid, ended, past its hold) do not change by asking again. */
const isFinalRefusal = (error: unknown): error is ApiError =>
  isApiError(error) && (error.status === 404 || error.status === 409);

/**
 * Toss's SDK rejects with its own code (PAY_PROCESS_CANCELED when the buyer closed the window);
 * a script that did not load rejects with a plain Error, which a retry may mend.
 */
function tossRefusalOf(error: unknown): { code: string; message?: string } | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) return null;
  const { code, message } = error as { code: unknown; message?: unknown };
  if (typeof code !== 'string') return null;
  return typeof message === 'string' ? { code, message } : { code };
}

async function openCheckout(checkout: Checkout, order: Order): Promise<void> {
  switch (checkout.kind) {
    case 'TOSS':
      return openTossPayment(checkout, order);
    case 'SANDBOX':
      // Only a hand-made address lands here: the room opens the sandbox's page directly.
      window.location.replace(checkout.url);
      return;
    case 'NONE':
      // Points alone pay an order when it is created: the api answers 409 before this.
      throw new Error('an order paid with points has no checkout');
    default:
      return checkout satisfies never;
  }
}

/** The room's add-time popup for one order (kept out of the payment page's chunk). */
export default function TossPopupCheckout({ orderId }: { orderId: string }) {
  const order = useQuery(orderQueries.detail(orderId));
  const checkout = useQuery(orderQueries.checkout(orderId));
  const refusal = [order.error, checkout.error].find(isFinalRefusal);
  if (refusal) {
    return (
      <AddTimeFailed
        orderId={orderId}
        sessionId={order.data?.sessionId ?? null}
        message={refusal.message}
        code={refusal.code}
      />
    );
  }
  if (order.isError || checkout.isError) {
    return (
      <NotOpened
        orderId={orderId}
        reason={t('web.payment.loadError')}
        busy={order.isFetching || checkout.isFetching}
        onRetry={() => {
          if (order.isError) void order.refetch();
          if (checkout.isError) void checkout.refetch();
        }}
      />
    );
  }
  if (order.isPending || checkout.isPending) return <Opening />;
  return <PaymentWindow order={order.data} checkout={checkout.data} />;
}

function PaymentWindow({ order, checkout }: { order: Order; checkout: Checkout }) {
  const open = useMutation({ mutationFn: () => openCheckout(checkout, order) });
  const { mutate } = open;
  // Once per page: React runs a mount's effects twice in development.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    mutate();
  }, [mutate]);

  const refusal = tossRefusalOf(open.error);
  if (refusal) {
    // Closed or refused at Toss: nothing was charged, and the room stops waiting.
    return (
      <AddTimeFailed
        orderId={order.orderId}
        sessionId={order.sessionId}
        message={failReasonOf(refusal.code, refusal.message)}
        code={refusal.code}
      />
    );
  }
  if (open.isError) {
    return (
      <NotOpened
        orderId={order.orderId}
        reason={t('web.payment.popup.sdkFailed')}
        busy={false}
        onRetry={() => mutate()}
      />
    );
  }
  return <Opening />;
}

function Opening() {
  return (
    <WaitingView title={t('web.payment.popup.opening')} lead={t('web.payment.popup.openingLead')} />
  );
}

/** Toss's window did not open: try again, or give up and let the room stop waiting. */
function NotOpened({
  orderId,
  reason,
  busy,
  onRetry,
}: {
  orderId: string;
  reason: string;
  busy: boolean;
  onRetry(): void;
}) {
  return (
    <ResultView
      tone="failure"
      title={t('web.payment.popup.failedHeading')}
      actions={
        <>
          <Button size="lg" fullWidth loading={busy} onClick={onRetry} data-testid="popup-retry">
            {t('web.payment.retry')}
          </Button>
          <Button
            variant="ghost"
            size="lg"
            fullWidth
            onClick={() =>
              reportToRoom(
                { orderId, status: 'FAILED', message: t('web.payment.addTime.generic') },
                window,
              )
            }
          >
            {t('web.payment.popup.close')}
          </Button>
        </>
      }
    >
      <div className={styles.section} role="alert" data-testid="popup-failure">
        <p>{reason}</p>
      </div>
    </ResultView>
  );
}
