import { useId } from 'react';
import { t } from './intl';
import * as styles from './sessions.css';

const RATINGS = [1, 2, 3, 4, 5] as const;

type StarRatingInputProps = {
  value: number | null;
  onChange: (value: number) => void;
  error?: string | undefined;
};

/**
 * 별점 1–5 as a native radio group drawn as stars: Tab enters it once, the arrow keys move the
 * rating, and a screen reader hears "별 3개, 5개 중 3번째".
 */
export function StarRatingInput({ value, onChange, error }: StarRatingInputProps) {
  const name = useId();
  const noteId = `${name}-note`;
  return (
    <fieldset
      className={styles.fieldset}
      aria-describedby={noteId}
      aria-invalid={error ? true : undefined}
      data-testid="rating"
    >
      <legend className={styles.label}>{t('web.sessions.write.rating')}</legend>
      <div className={styles.starRow}>
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
              aria-label={t('web.sessions.write.star', { count: rating })}
            />
            <StarShape />
          </label>
        ))}
        {value !== null ? (
          <span className={styles.ratingName} aria-hidden="true">
            {t('web.sessions.write.ratingNames', { rating: String(value) })}
          </span>
        ) : null}
      </div>
      <p
        id={noteId}
        className={error ? styles.error : styles.hint}
        role={error ? 'alert' : undefined}
      >
        {error ?? t('web.sessions.write.ratingHint')}
      </p>
    </fieldset>
  );
}

function StarShape() {
  return (
    <svg width="32" height="32" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z"
      />
    </svg>
  );
}
