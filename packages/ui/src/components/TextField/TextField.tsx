import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { useEarlyInputRef } from '../../internal/early-input.ts';
import * as styles from './TextField.css.ts';

export type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'id'> & {
  label: ReactNode;
  /** Shown under the field until there is an error. */
  hint?: ReactNode;
  /** A Korean message from the schema or the api; marks the input invalid. */
  error?: string | undefined;
  /** Beside the input, e.g. the 인증번호 받기 button. */
  addon?: ReactNode;
  /** Inside the input's right edge, e.g. a countdown. */
  trailing?: ReactNode;
};

/** Label, input, then the hint or the error, wired together for screen readers. */
export function TextField({
  label,
  hint,
  error,
  addon,
  trailing,
  className,
  ref: outerRef,
  ...input
}: TextFieldProps) {
  const id = useId();
  const ref = useEarlyInputRef(outerRef);
  const noteId = `${id}-note`;
  const note = error ?? hint;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.control}>
        <div className={styles.inputWrap}>
          <input
            {...input}
            ref={ref}
            id={id}
            className={styles.input}
            aria-invalid={error ? true : undefined}
            aria-describedby={note ? noteId : undefined}
          />
          {trailing ? <span className={styles.trailing}>{trailing}</span> : null}
        </div>
        {addon}
      </div>
      {note ? (
        <p id={noteId} className={error ? styles.error : styles.hint}>
          {note}
        </p>
      ) : null}
    </div>
  );
}
