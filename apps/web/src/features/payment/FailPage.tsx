import { buttonStyle } from '@arcana/ui';
import { Link } from '@tanstack/react-router';
import { AddTimeFailureGate } from './AddTimeResult';
import { failReasonOf } from './fail-codes';
import { t } from './intl';
import * as styles from './payment.css';
import { ResultView } from './ResultView';
import type { FailSearch } from './search';

/**
 * /payment/fail: where Toss (and the sandbox) send a buyer whose payment did not happen. The
 * provider's code stays visible for support; the sentence is ours for the common codes, else
 * the provider's own Korean message.
 */
export function FailPage({ productId, search }: { productId: number; search: FailSearch }) {
  const message = failReasonOf(search.code, search.message);
  // An added time's payment ran in the room's popup: the room hears it, or the page leads back.
  return (
    <AddTimeFailureGate
      orderId={search.orderId}
      message={message}
      code={search.code}
      fallback={<ProductFailed productId={productId} search={search} message={message} />}
    />
  );
}

function ProductFailed({
  productId,
  search,
  message,
}: {
  productId: number;
  search: FailSearch;
  message: string;
}) {
  return (
    <ResultView
      tone="failure"
      title={t('web.payment.fail.heading')}
      lead={t('web.payment.fail.lead')}
      actions={
        <>
          <Link
            to="/counseling/products/$id/payment"
            params={{ id: productId }}
            className={buttonStyle({ variant: 'primary', size: 'lg', fullWidth: true })}
          >
            {t('web.payment.fail.retry')}
          </Link>
          <Link to="/" className={buttonStyle({ variant: 'ghost', size: 'lg', fullWidth: true })}>
            {t('web.payment.fail.home')}
          </Link>
        </>
      }
    >
      <div className={styles.section} role="alert" data-testid="payment-fail-reason">
        <p>{message}</p>
        {search.code ? (
          <p className={styles.muted}>
            {t('web.payment.fail.code')}{' '}
            <code className={styles.code} data-testid="payment-fail-code">
              {search.code}
            </code>
          </p>
        ) : null}
      </div>
    </ResultView>
  );
}
