import { visuallyHidden } from '@arcana/ui';
import { officeStyles } from '../office';
import * as styles from './operations.css';

/** A one-of-few choice drawn as chips (toggle buttons), named as a group for screen readers. */
export function ChoiceChips<T extends string>({
  legend,
  value,
  options,
  onChange,
}: {
  legend: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className={styles.choiceGroup}>
      <legend className={visuallyHidden}>{legend}</legend>
      <div className={officeStyles.chips}>
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            className={officeStyles.chip}
            aria-pressed={value === option.value}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
