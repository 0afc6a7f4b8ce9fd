import * as styles from './Switch.css';

export type SwitchProps = {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Accessible name (the visible row text usually says more). */
  label: string;
  disabled?: boolean;
};

/** An on/off control: role="switch" with aria-checked, toggled by click, Space or Enter. */
export function Switch({ checked, onCheckedChange, label, disabled }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      data-state={checked ? 'checked' : 'unchecked'}
      className={styles.track}
      disabled={disabled}
      onClick={() => onCheckedChange(!checked)}
    >
      <span className={styles.thumb} aria-hidden="true" />
    </button>
  );
}
