import { formatKRW } from '@arcana/domain';
import { t } from './intl';
import * as styles from './payment.css';

/** 결제 금액: the price, the points taken off and what the card pays. */
export function AmountSection({ price, points }: { price: number; points: number }) {
  const total = price - points;
  return (
    <section className={styles.section} aria-labelledby="payment-amount">
      <h2 id="payment-amount" className={styles.sectionTitle}>
        {t('web.payment.amount.title')}
      </h2>
      <dl className={styles.amountList}>
        <div className={styles.amountRow}>
          <dt>{t('web.payment.amount.price')}</dt>
          <dd>{formatKRW(price)}</dd>
        </div>
        {points > 0 ? (
          <div className={styles.amountRow}>
            <dt>{t('web.payment.amount.points')}</dt>
            <dd>-{formatKRW(points)}</dd>
          </div>
        ) : null}
        <div className={styles.totalRow}>
          <dt>{t('web.payment.amount.total')}</dt>
          <dd data-testid="final-amount">{formatKRW(total)}</dd>
        </div>
      </dl>
      {total === 0 ? <p className={styles.muted}>{t('web.payment.amount.pointsOnly')}</p> : null}
    </section>
  );
}
