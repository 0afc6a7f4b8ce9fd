import { useId } from 'react';
import { t } from './intl';
import * as styles from './office.css';

export type TextAreaFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  max: number;
  rows?: number;
  name?: string;
  placeholder?: string;
  hint?: string;
  error?: string | undefined;
};

/** A labelled textarea with its hint or error and a live 12/200 counter, wired for screen readers. */
export function TextAreaField({
  label,
  value,
  onChange,
  max,
  rows = 4,
  name,
  placeholder,
  hint,
  error,
}: TextAreaFieldProps) {
  const id = useId();
  const note = error ?? hint;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.fieldLabel}>
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        className={styles.textarea}
        value={value}
        rows={rows}
        maxLength={max}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-note ${id}-counter`}
        onChange={(event) => onChange(event.target.value)}
      />
      <div className={styles.fieldFoot}>
        <p id={`${id}-note`} className={error ? styles.error : styles.hint}>
          {note}
        </p>
        <span id={`${id}-counter`} className={styles.counter}>
          {t('counselor.office.counter', { count: [...value].length, max })}
        </span>
      </div>
    </div>
  );
}
