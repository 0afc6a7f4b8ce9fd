import type { ComponentPropsWithRef } from 'react';
import { iconButtonStyle } from './icon-button-style.ts';

export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'aria-label'> {
  /** Required: an icon alone has no accessible name. */
  'aria-label': string;
  variant?: 'ghost' | 'secondary' | 'primary';
}

export function IconButton({ variant, type = 'button', className, ...rest }: IconButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={[iconButtonStyle({ variant }), className].filter(Boolean).join(' ')}
    />
  );
}
