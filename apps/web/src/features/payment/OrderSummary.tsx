import {
  COUNSELING_TYPE_LABELS,
  durationLabel,
  formatKRW,
  type ProductDetail,
} from '@arcana/domain';
import { StatusBadge } from '../counseling/StatusBadge';
import { t } from './intl';
import * as styles from './payment.css';

/** 주문 상품: the counselor (with the live status), the product, its type, minutes and price. */
export function OrderSummary({ product }: { product: ProductDetail }) {
  const { counselor } = product;
  return (
    <section
      className={styles.section}
      aria-labelledby="payment-summary"
      data-testid="order-summary"
    >
      <h2 id="payment-summary" className={styles.sectionTitle}>
        {t('web.payment.summary.title')}
      </h2>
      <div className={styles.product}>
        <img
          className={styles.portrait}
          src={counselor.imageUrl}
          alt={t('web.payment.summary.portraitAlt', { name: counselor.name })}
          width={64}
          height={64}
        />
        <div className={styles.productText}>
          <span className={styles.counselorLine}>
            <span>{t('web.payment.summary.counselor', { name: counselor.name })}</span>
            <StatusBadge status={counselor.status} live />
          </span>
          <span className={styles.productName}>{product.name}</span>
          <span className={styles.muted}>
            {counselor.rating === null
              ? t('web.payment.summary.noRating')
              : t('web.payment.summary.rating', {
                  rating: counselor.rating.toFixed(1),
                  count: counselor.reviewCount,
                })}
          </span>
        </div>
      </div>
      <dl className={styles.facts}>
        <dt>{t('web.payment.summary.type')}</dt>
        <dd>{COUNSELING_TYPE_LABELS[product.counselingType]}</dd>
        <dt>{t('web.payment.summary.duration')}</dt>
        <dd>
          {durationLabel({
            unlimited: product.durationMinutes === null,
            minutes: product.durationMinutes ?? 0,
          })}
        </dd>
        <dt>{t('web.payment.summary.price')}</dt>
        <dd>{formatKRW(product.price)}</dd>
      </dl>
    </section>
  );
}
