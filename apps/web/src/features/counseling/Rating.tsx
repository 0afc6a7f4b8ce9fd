import { formatNumber } from '@arcana/domain';
import * as styles from './counseling.css';
import { t } from './intl';

/** ★ 4.8 (후기 123), spoken as one phrase; "후기 없음" before the first review. */
export function Rating({ rating, reviewCount }: { rating: number | null; reviewCount: number }) {
  if (rating === null || reviewCount === 0) {
    return <span className={styles.subtle}>{t('counseling.rating.none')}</span>;
  }
  const text = t('counseling.rating.label', { rating: rating.toFixed(1), count: reviewCount });
  return (
    <span className={styles.rating} role="img" aria-label={text}>
      <span className={styles.star} aria-hidden="true">
        ★
      </span>
      <span aria-hidden="true">{rating.toFixed(1)}</span>
      <span className={styles.subtle} aria-hidden="true">
        ({formatNumber(reviewCount)})
      </span>
    </span>
  );
}
