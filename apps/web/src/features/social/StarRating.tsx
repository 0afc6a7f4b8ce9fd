import { useId } from 'react';
import { t } from './intl';
import * as styles from './social.css';

const RATINGS = [1, 2, 3, 4, 5] as const;

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
        {RATINGS.map((rating) => (
          <label
            key={rating}
            className={styles.starButton}
            data-filled={value !== null && rating <= value}
          >
            <input
              type="radio"
              name={name}
              value={rating}
              checked={value === rating}
              className={styles.starInput}
              onChange={() => onChange(rating)}
              aria-label={t('social.reviews.star', { count: rating })}
            />
            <StarShape />
          </label>
        ))}
      </div>
      {error ? (
        <p className={styles.errorText} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function StarShape() {
  return (
    <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z"
      />
    </svg>
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
