import type { ComponentPropsWithRef } from 'react';
import { useHydrated } from '../../internal/use-hydrated.ts';
import { Spinner } from '../Spinner/Spinner.tsx';
import { label, spinner } from './Button.css.ts';
import { type ButtonVariants, buttonStyle } from './button-style.ts';

export interface ButtonProps extends ComponentPropsWithRef<'button'>, ButtonVariants {
  /** The action is running: shows a spinner, sets aria-busy and blocks a second press. */
  loading?: boolean;
}

export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  disabled,
  type = 'button',
  className,
  children,
  ...rest
}: ButtonProps) {
  // A form drawn at build time must not be sent before it hydrates: the browser would send it
  // itself, a login's password in the address. Its submit button waits, looking as it will.
  const hydrating = !useHydrated() && type === 'submit';
  return (
    <button
      {...rest}
      type={type}
      className={[buttonStyle({ variant, size, fullWidth }), className].filter(Boolean).join(' ')}
      disabled={disabled || loading || hydrating}
      data-hydrating={hydrating || undefined}
      aria-busy={loading || undefined}
      data-state={loading ? 'loading' : 'idle'}
    >
      <span className={label}>{children}</span>
      {loading ? <Spinner size={size === 'lg' ? 'md' : 'sm'} className={spinner} /> : null}
    </button>
  );
}
