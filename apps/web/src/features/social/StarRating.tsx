import { useId } from 'react';
import { StarRadios } from '../shell/StarRadios';
import { t } from './intl';
import * as styles from './social.css';

export type StarRatingProps = {
  value: number | null;
  onChange: (value: number) => void;
  error?: string | null;
};

/**
 * 별점 1–5 as a native radio group drawn as stars: arrow keys move the rating, Tab leaves it,
 * and a screen reader hears "별 3개, 5개 중 3번째".
 */
export function StarRating({ value, onChange, error }: StarRatingProps) {
  const name = useId();
  return (
    <fieldset className={styles.starFieldset} aria-invalid={error ? true : undefined}>
      <legend className={styles.author}>{t('social.reviews.rating')}</legend>
      <div className={styles.stars}>
        <StarRadios
          name={name}
          value={value}
          onChange={onChange}
          starClassName={styles.starButton}
          size={28}
          starLabel={(rating) => t('social.reviews.star', { count: rating })}
        />
      </div>
      {error ? (
        <p className={styles.errorText} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Read-only stars with the number spoken: ★★★★☆. */
export function StarsText({ rating }: { rating: number }) {
  return (
    <span
      className={styles.starStatic}
      role="img"
      aria-label={t('social.reviews.ratingLabel', { rating })}
    >
      {'★'.repeat(rating)}
      <span className={styles.starEmpty}>{'★'.repeat(5 - rating)}</span>
    </span>
  );
}
