import { useId } from 'react';
import { StarRadios } from '../shell/StarRadios';
import { t } from './intl';
import * as styles from './sessions.css';

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
        <StarRadios
          name={name}
          value={value}
          onChange={onChange}
          starClassName={styles.starButton}
          size={32}
          starLabel={(rating) => t('web.sessions.write.star', { count: rating })}
        />
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
