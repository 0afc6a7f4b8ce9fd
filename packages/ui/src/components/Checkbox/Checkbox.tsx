import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { useEarlyInputRef } from '../../internal/early-input.ts';
import { CheckIcon } from '../Icon/Icons.tsx';
import * as styles from './Checkbox.css.ts';

export type CheckboxProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'id'> & {
  label: ReactNode;
  /** A Korean message; marks the box invalid and is read with it. */
  error?: string | undefined;
  /** Bold label, for an 전체 동의 row. */
  emphasis?: boolean;
  /** Beside the label, e.g. a 보기 link to the full terms. */
  addon?: ReactNode;
};

/**
 * A native checkbox (keyboard and forms for free) drawn at a 44 px touch target. The real input
 * lies transparent over the drawn label, so pointer, keyboard and test clicks all hit it.
 */
export function Checkbox({
  label,
  error,
  emphasis,
  addon,
  className,
  ref: outerRef,
  ...input
}: CheckboxProps) {
  const id = useId();
  const ref = useEarlyInputRef(outerRef);
  const errorId = `${id}-error`;
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <div className={styles.row}>
        <div className={styles.control}>
          <input
            {...input}
            ref={ref}
            id={id}
            type="checkbox"
            className={styles.input}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          <label htmlFor={id} className={emphasis ? styles.labelEmphasis : styles.label}>
            <span className={styles.box} aria-hidden="true">
              <CheckIcon className={styles.check} />
            </span>
            <span>{label}</span>
          </label>
        </div>
        {addon}
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
