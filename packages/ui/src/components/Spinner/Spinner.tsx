import { visuallyHidden } from '../../internal/styles.css.ts';
import * as styles from './Spinner.css.ts';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Announced to screen readers as a status; omit when the parent already says it is busy. */
  label?: string;
  className?: string;
}

export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  const classes = [styles.spinner, styles.size[size], className].filter(Boolean).join(' ');
  const svg = (
    <svg
      className={classes}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      data-motion="essential"
    >
      <circle
        className={styles.track}
        cx="12"
        cy="12"
        r="9"
        stroke="currentColor"
        strokeWidth="3"
      />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
  if (!label) return svg;
  return (
    <span role="status" className={styles.status}>
      {svg}
      <span className={visuallyHidden}>{label}</span>
    </span>
  );
}
