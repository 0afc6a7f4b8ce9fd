import { type ReactNode, useId } from 'react';
import { t } from './intl';
import * as styles from './social.css';

export type CountedTextareaProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  max: number;
  placeholder?: string;
  rows?: number;
  error?: string | null;
  /** Beside the counter under the field (the form's submit button). */
  actions?: ReactNode;
};

/** A labelled textarea with its error and a live 12/500 counter, wired for screen readers. */
export function CountedTextarea({
  label,
  value,
  onChange,
  max,
  placeholder,
  rows = 3,
  error,
  actions,
}: CountedTextareaProps) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className={styles.author}>
        {label}
      </label>
      <textarea
        id={id}
        name="content"
        className={styles.textarea}
        value={value}
        placeholder={placeholder}
        maxLength={max}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-counter`}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} className={styles.errorText} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.formFooter}>
        <span id={`${id}-counter`} className={styles.counter}>
          {t('social.counter', { count: [...value].length, max })}
        </span>
        {actions}
      </div>
    </>
  );
}
