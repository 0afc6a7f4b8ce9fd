import {
  ApiError,
  counselingQueries,
  meQueries,
  orderMutations,
  orderQueries,
} from '@arcana/api-client';
import {
  type CreatedOrder,
  formatKRW,
  ORDER_ERROR_CODES,
  type ProductDetail,
  type StartType,
} from '@arcana/domain';
import { Button, buttonStyle, Skeleton } from '@arcana/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { SlotCalendar } from '../counseling/slots';
import { useCounselorStatusLive } from '../counseling/use-counselor-status-live';
import { type Agreements, AgreementsSection, allAgreed, NO_AGREEMENTS } from './AgreementsSection';
import { AmountSection } from './AmountSection';
import { t } from './intl';
import { OrderSummary } from './OrderSummary';
import { PointsSection } from './PointsSection';
import * as styles from './payment.css';
import { clampPoints } from './points';
import { RefusalNotice } from './RefusalNotice';
import { StartTypeSection } from './StartTypeSection';
import type { PaymentSearch } from './search';
import { TopBar } from './TopBar';

type PaymentPageProps = {
  productId: number;
  search: PaymentSearch;
  /** Keeps the start type and slot in the URL, so the login round trip and a reload keep them. */
  onSearchChange: (search: PaymentSearch) => void;
};

/** /counseling/products/{id}/payment: order summary, start type, points, agreements, pay. */
export function PaymentPage({ productId, search, onSearchChange }: PaymentPageProps) {
  const product = useQuery(counselingQueries.product(productId));
  const me = useQuery(meQueries.current());

  if (product.isPending || me.isPending) return <PaymentSkeleton productId={productId} />;
  if (product.isError || me.isError) {
    return (
      <>
        <TopBar productId={productId} />
        <div className={styles.result} role="alert">
          <p className={styles.resultLead}>{t('web.payment.loadError')}</p>
          <Button
            variant="secondary"
            loading={product.isFetching || me.isFetching}
            onClick={() => {
              void product.refetch();
              void me.refetch();
            }}
          >
            {t('web.payment.retry')}
          </Button>
        </div>
      </>
    );
  }
  return (
    <PaymentForm
      product={product.data}
      balance={me.data.point}
      search={search}
      onSearchChange={onSearchChange}
    />
  );
}

type PaymentFormProps = {
  product: ProductDetail;
  balance: number;
  search: PaymentSearch;
  onSearchChange: (search: PaymentSearch) => void;
};

function PaymentForm({ product, balance, search, onSearchChange }: PaymentFormProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [points, setPoints] = useState(0);
  const [agreements, setAgreements] = useState<Agreements>(NO_AGREEMENTS);
  const [leaving, setLeaving] = useState(false);
  const create = useMutation(orderMutations.create());
  // The counselor's status stays live here too: 바로 상담 opens and closes with it.
  useCounselorStatusLive();

  const counselorStatus = product.counselor.status;
  const startType: StartType =
    counselorStatus === 'ON' ? (search.startType ?? 'IMMEDIATE') : 'RESERVATION';
  const slot = startType === 'RESERVATION' ? search.slot : undefined;
  const usedPoints = clampPoints(points, { price: product.price, balance });
  const total = product.price - usedPoints;
  const agreed = allAgreed(agreements);
  const missing = !product.enabled
    ? 'unavailable'
    : startType === 'RESERVATION' && !slot
      ? 'slot'
      : !agreed
        ? 'agreements'
        : null;

  const refuse = (error: unknown) => {
    const code = error instanceof ApiError ? error.code : undefined;
    switch (code) {
      case ORDER_ERROR_CODES.slotTaken:
        // The calendar re-reads the month; the taken slot leaves the choice.
        void queryClient.invalidateQueries({
          queryKey: [...counselingQueries.counselors(), 'monthly', product.counselor.id],
        });
        onSearchChange({ startType: 'RESERVATION' });
        break;
      case ORDER_ERROR_CODES.counselorNotAvailable:
      case ORDER_ERROR_CODES.productUnavailable:
        void queryClient.invalidateQueries({
          queryKey: counselingQueries.product(product.id).queryKey,
        });
        if (code === ORDER_ERROR_CODES.counselorNotAvailable) {
          onSearchChange({ startType: 'RESERVATION' });
        }
        break;
      case ORDER_ERROR_CODES.notEnoughPoints:
        void queryClient.invalidateQueries({ queryKey: meQueries.all(), exact: true });
        setPoints(0);
        break;
      case ORDER_ERROR_CODES.spendingLimit:
        void queryClient.invalidateQueries({ queryKey: orderQueries.spendingLimit().queryKey });
        break;
      default:
        break;
    }
  };

  const follow = async (created: CreatedOrder) => {
    const { order, checkout } = created;
    switch (checkout.kind) {
      case 'SANDBOX':
        setLeaving(true);
        window.location.assign(checkout.url);
        return;
      case 'TOSS': {
        setLeaving(true);
        const { openTossPayment } = await import('./toss');
        try {
          await openTossPayment(checkout, order);
        } catch (error) {
          // Closing Toss's window rejects with its code (PAY_PROCESS_CANCELED); the fail page explains it.
          const failure = error as { code?: unknown; message?: unknown };
          setLeaving(false);
          await navigate({
            to: '/counseling/products/$id/payment/fail',
            params: { id: product.id },
            search: {
              code: typeof failure.code === 'string' ? failure.code : 'PAY_PROCESS_ABORTED',
              ...(typeof failure.message === 'string' ? { message: failure.message } : {}),
              orderId: order.orderId,
            },
          });
        }
        return;
      }
      case 'NONE':
        await navigate({
          to: '/counseling/products/$id/payment/success',
          params: { id: product.id },
          search: { orderId: order.orderId },
        });
        return;
      default:
        return checkout satisfies never;
    }
  };

  const pay = () => {
    if (missing) return;
    create.reset();
    create.mutate(
      {
        productId: product.id,
        startType,
        ...(slot ? { slotStart: slot } : {}),
        points: usedPoints,
        agreements,
      },
      { onSuccess: (created) => void follow(created), onError: refuse },
    );
  };

  const hintId = 'payment-pay-hint';
  const hint =
    missing === 'slot'
      ? t('web.payment.needSlot')
      : missing === 'agreements'
        ? t('web.payment.needAgreements')
        : startType === 'RESERVATION'
          ? t('web.payment.notice')
          : null;

  return (
    <>
      <TopBar productId={product.id} />
      <div className={styles.shell}>
        <div className={styles.column}>
          <OrderSummary product={product} />
          {product.enabled ? (
            <StartTypeSection
              value={startType}
              onChange={(next) => onSearchChange({ startType: next, ...(slot ? { slot } : {}) })}
              counselorStatus={counselorStatus}
              slot={slot}
              calendar={
                <SlotCalendar
                  counselorId={product.counselor.id}
                  durationMinutes={product.durationMinutes}
                  value={slot ?? null}
                  onChange={(next) =>
                    onSearchChange({ startType: 'RESERVATION', ...(next ? { slot: next } : {}) })
                  }
                />
              }
            />
          ) : (
            <div className={styles.section} role="status">
              <p>{t('web.payment.unavailable')}</p>
              <Link to="/counseling/counselors" className={buttonStyle({ variant: 'secondary' })}>
                {t('web.payment.unavailableAction')}
              </Link>
            </div>
          )}
          {balance > 0 && product.enabled ? (
            <PointsSection
              price={product.price}
              balance={balance}
              value={usedPoints}
              onChange={setPoints}
            />
          ) : null}
        </div>
        <div className={styles.side}>
          <AmountSection price={product.price} points={usedPoints} />
          <AgreementsSection value={agreements} onChange={setAgreements} />
          {create.isError ? <RefusalNotice key={create.submittedAt} error={create.error} /> : null}
          <div className={styles.payBar} data-pay-bar>
            <div className={styles.payBarInner}>
              <Button
                size="lg"
                fullWidth
                loading={create.isPending || leaving}
                disabled={missing !== null}
                aria-describedby={hint ? hintId : undefined}
                onClick={pay}
                data-testid="pay-button"
              >
                {total === 0
                  ? t('web.payment.payPoints')
                  : t('web.payment.pay', { amount: formatKRW(total) })}
              </Button>
              {hint ? (
                <p id={hintId} className={styles.payHint}>
                  {hint}
                </p>
              ) : null}
            </div>
          </div>
        </div>
      </div>
    </>
  );
}

function PaymentSkeleton({ productId }: { productId: number }) {
  return (
    <>
      <TopBar productId={productId} />
      <div className={styles.shell} aria-busy="true">
        <div className={styles.column}>
          <Skeleton shape="rect" height={180} />
          <Skeleton shape="rect" height={160} />
        </div>
        <div className={styles.side}>
          <Skeleton shape="rect" height={140} />
          <Skeleton shape="rect" height={200} />
        </div>
      </div>
    </>
  );
}
