import { SESSION_STATUS_LABELS, type SessionStatus } from '@arcana/domain';
import * as styles from './operations.css';

type Tone = keyof typeof styles.chip;

/** How a status reads at a glance; the chip always carries its text too. */
export function toneOf(status: SessionStatus): Tone {
  switch (status) {
    case 'PENDING':
      return 'waiting';
    case 'SCHEDULED':
    case 'PREPARING':
    case 'IN_PROGRESS':
      return 'active';
    case 'COMPLETED':
      return 'done';
    case 'CANCELLED':
    case 'CANCELLED_BY_USER':
    case 'CANCELLED_BY_COUNSELOR':
    case 'CANCELLED_BY_PAYMENT':
    case 'NO_SHOW_USER':
    case 'NO_SHOW_COUNSELOR':
    case 'NO_SHOW_BOTH':
      return 'problem';
    default:
      return status satisfies never;
  }
}

export function StatusChip({ status }: { status: SessionStatus }) {
  return <span className={styles.chip[toneOf(status)]}>{SESSION_STATUS_LABELS[status]}</span>;
}
