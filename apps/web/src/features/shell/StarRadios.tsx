import * as styles from './star-radios.css';

const RATINGS = [1, 2, 3, 4, 5] as const;

type StarRadiosProps = {
  /** The radio group's name (one useId per rating field). */
  name: string;
  value: number | null;
  onChange: (value: number) => void;
  /** The label around each star; `data-filled` says whether the star is lit. */
  starClassName: string;
  /** The star's width and height in px. */
  size: number;
  /** What a screen reader hears for each radio ("별 3개"). */
  starLabel: (rating: number) => string;
};

/**
 * 별점 1–5 as native radios drawn as stars, for the rating fields of 상담후기 and the social
 * reviews: arrow keys move the rating, and a screen reader hears "별 3개, 5개 중 3번째".
 */
export function StarRadios({
  name,
  value,
  onChange,
  starClassName,
  size,
  starLabel,
}: StarRadiosProps) {
  return RATINGS.map((rating) => (
    <label key={rating} className={starClassName} data-filled={value !== null && rating <= value}>
      <input
        type="radio"
        name={name}
        value={rating}
        checked={value === rating}
        className={styles.starInput}
        onChange={() => onChange(rating)}
        aria-label={starLabel(rating)}
      />
      <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z"
        />
      </svg>
    </label>
  ));
}
