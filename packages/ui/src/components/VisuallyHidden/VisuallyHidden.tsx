import type { ComponentPropsWithRef } from 'react';
import { visuallyHidden } from '../../internal/styles.css.ts';

/** Text for screen readers only. */
export function VisuallyHidden({ className, ...rest }: ComponentPropsWithRef<'span'>) {
  return <span {...rest} className={[visuallyHidden, className].filter(Boolean).join(' ')} />;
}
