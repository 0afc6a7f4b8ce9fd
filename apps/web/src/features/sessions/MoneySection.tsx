import { formatKRW, formatNumber, type SessionPayment } from '@arcana/domain';
import { t } from './intl';
import * as styles from './sessions.css';

/**
 * What the user paid for a session (its order and add-time orders summed by the api): price,
 * points, the charge, and what came back with the reason. Only the user sees it.
 */
export function MoneySection({ payment }: { payment: SessionPayment | null }) {
  return (
    <section className={styles.panel} aria-labelledby="session-money" data-testid="session-money">
      <h2 id="session-money" className={styles.panelTitle}>
        {t('web.sessions.detail.money')}
      </h2>
      {payment ? (
        <MoneyLines payment={payment} />
      ) : (
        <p className={styles.muted}>{t('web.sessions.detail.noPayment')}</p>
      )}
    </section>
  );
}

function MoneyLines({ payment }: { payment: SessionPayment }) {
  const refunded = payment.refundedAmount > 0 || payment.refundedPoints > 0;
  return (
    <>
      <dl className={styles.money}>
        <dt className={styles.factLabel}>{t('web.sessions.detail.price')}</dt>
        <dd className={styles.factValue} data-testid="money-price">
          {formatKRW(payment.price)}
          {payment.addTimeCount > 0 ? (
            <span className={styles.moneySub}>
              {t('web.sessions.detail.addTime', { count: payment.addTimeCount })}
            </span>
          ) : null}
        </dd>
        {payment.pointsUsed > 0 ? (
          <>
            <dt className={styles.factLabel}>{t('web.sessions.detail.points')}</dt>
            <dd className={styles.factValue} data-testid="money-points">
              {t('web.sessions.detail.pointsValue', { points: formatNumber(payment.pointsUsed) })}
            </dd>
          </>
        ) : null}
        <dt className={styles.moneyTotalLabel}>{t('web.sessions.detail.amount')}</dt>
        <dd className={styles.moneyTotal} data-testid="money-amount">
          {formatKRW(payment.amount)}
        </dd>
      </dl>
      {refunded ? (
        <div className={styles.refund} data-testid="money-refund">
          {payment.refundedAmount > 0 ? (
            <span className={styles.refundLine}>
              <span>{t('web.sessions.detail.refunded')}</span>
              <span data-testid="money-refunded">{formatKRW(payment.refundedAmount)}</span>
            </span>
          ) : null}
          {payment.refundedPoints > 0 ? (
            <span className={styles.refundLine}>
              <span>{t('web.sessions.detail.refundedPoints')}</span>
              <span data-testid="money-refunded-points">
                {t('web.sessions.detail.refundedPointsValue', {
                  points: formatNumber(payment.refundedPoints),
                })}
              </span>
            </span>
          ) : null}
          {payment.refundReason ? (
            <span className={styles.muted}>
              {t('web.sessions.detail.refundReason', { reason: payment.refundReason })}
            </span>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
