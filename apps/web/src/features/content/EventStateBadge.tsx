import { EVENT_STATE_LABELS, type EventState } from '@arcana/domain';
import * as styles from './content.css';

const TONES = {
  ONGOING: 'primary',
  UPCOMING: 'success',
  ENDED: 'neutral',
} as const satisfies Record<EventState, keyof typeof styles.badgeTone>;

/** 진행 중 / 예정 / 종료 as a chip with its text (the colour is never the only signal). */
export function EventStateBadge({ state }: { state: EventState }) {
  return (
    <span
      className={[styles.badge, styles.badgeTone[TONES[state]]].join(' ')}
      data-testid="event-state"
    >
      {EVENT_STATE_LABELS[state]}
    </span>
  );
}
