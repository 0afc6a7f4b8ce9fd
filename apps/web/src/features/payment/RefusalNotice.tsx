import { ApiError, orderQueries } from '@arcana/api-client';
import { formatKRW, ORDER_ERROR_CODES } from '@arcana/domain';
import { AlertIcon } from '@arcana/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { isKoreanText } from './fail-codes';
import { type PaymentMessageId, t } from './intl';
import * as styles from './payment.css';

const EXPLAINED: Record<string, PaymentMessageId> = {
  [ORDER_ERROR_CODES.spendingLimit]: 'web.payment.error.SPENDING_LIMIT',
  [ORDER_ERROR_CODES.slotTaken]: 'web.payment.error.SLOT_TAKEN',
  [ORDER_ERROR_CODES.counselorNotAvailable]: 'web.payment.error.COUNSELOR_NOT_AVAILABLE',
  [ORDER_ERROR_CODES.productUnavailable]: 'web.payment.error.PRODUCT_UNAVAILABLE',
  [ORDER_ERROR_CODES.notEnoughPoints]: 'web.payment.error.NOT_ENOUGH_POINTS',
};

/**
 * Why the api refused the order, in Korean, on the page (the buyer keeps every choice made).
 * It takes the focus when it appears so keyboard and screen-reader users land on it.
 */
export function RefusalNotice({ error }: { error: unknown }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
    ref.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, []);
  const code = error instanceof ApiError ? error.code : undefined;
  const explained = code === undefined ? undefined : EXPLAINED[code];
  const apiMessage =
    error instanceof ApiError ? (error.errors[0]?.message ?? error.message) : undefined;
  const overLimit = code === ORDER_ERROR_CODES.spendingLimit;

  return (
    <div
      ref={ref}
      className={styles.refusal}
      role="alert"
      tabIndex={-1}
      data-testid="order-refusal"
      data-code={code}
    >
      <p className={styles.refusalTitle}>
        <AlertIcon size={20} aria-hidden="true" />
        {t('web.payment.error.title')}
      </p>
      <p>{explained ? t(explained) : t('web.payment.error.generic')}</p>
      {/* An unexplained refusal carries the api's own Korean sentence (a field, a rule). */}
      {isKoreanText(apiMessage) && !explained ? <p>{apiMessage}</p> : null}
      {overLimit ? <SpendingLimitHint apiMessage={apiMessage} /> : null}
    </div>
  );
}

/** What is left of the month's limit (read again now), else the api's sentence naming it. */
function SpendingLimitHint({ apiMessage }: { apiMessage: string | undefined }) {
  const limit = useQuery(orderQueries.spendingLimit());
  const remaining = limit.data?.remaining;
  return (
    <>
      {remaining === null || remaining === undefined ? (
        isKoreanText(apiMessage) && limit.isError ? (
          <p>{apiMessage}</p>
        ) : null
      ) : (
        <p className={styles.numeric} data-testid="limit-remaining">
          {t('web.payment.error.spendingRemaining', { remaining: formatKRW(remaining) })}
        </p>
      )}
      <Link to="/me" hash="spending-limit" className={styles.link}>
        {t('web.payment.error.spendingLink')}
      </Link>
    </>
  );
}
