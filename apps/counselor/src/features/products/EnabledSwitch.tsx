import * as styles from './products.css';

/** An on/off switch with its state in words beside it (colour is never the only signal). */
export function EnabledSwitch({
  checked,
  label,
  text,
  pending,
  onChange,
}: {
  checked: boolean;
  /** What the switch turns on and off, for screen readers (e.g. "○○ 판매"). */
  label: string;
  /** The visible state, e.g. 판매 중 / 판매 중지. */
  text: string;
  pending: boolean;
  onChange: (value: boolean) => void;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      aria-busy={pending || undefined}
      disabled={pending}
      className={styles.switchButton}
      onClick={() => onChange(!checked)}
    >
      <span className={styles.track} aria-hidden="true">
        <span className={styles.knob} />
      </span>
      <span aria-hidden="true">{text}</span>
    </button>
  );
}
