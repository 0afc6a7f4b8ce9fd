import { t } from './intl';
import * as styles from './operations.css';

/** ★★★★☆ with the rating read out in words. */
export function Stars({ rating }: { rating: number }) {
  return (
    <span
      className={styles.stars}
      role="img"
      aria-label={t('counselor.operations.stars', { n: rating })}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} className={n <= rating ? undefined : styles.starOff} aria-hidden="true">
          ★
        </span>
      ))}
    </span>
  );
}
