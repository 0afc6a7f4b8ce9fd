import { COUNSELOR_STATUS_LABELS, type CounselorStatus } from '@arcana/domain';
import * as styles from './StatusBadge.css';

/** A counselor's availability: the SPEC colour as a dot and always the words beside it. */
export function StatusBadge({ status, live = false }: { status: CounselorStatus; live?: boolean }) {
  return (
    <span
      className={styles.badge}
      data-status={status}
      data-testid="counselor-status"
      // On a profile the change is worth hearing; on lists it would be noise.
      aria-live={live ? 'polite' : undefined}
    >
      <span className={`${styles.dot} ${styles.dotColor[status]}`} aria-hidden="true" />
      {COUNSELOR_STATUS_LABELS[status]}
    </span>
  );
}

/** The status dot on a portrait, for cards that also carry the badge. */
export function StatusDot({ status }: { status: CounselorStatus }) {
  return (
    <span
      className={`${styles.portraitDot} ${styles.dotColor[status]}`}
      data-status={status}
      aria-hidden="true"
    />
  );
}
