import type { ComponentPropsWithoutRef } from 'react';
import { buttonStyle } from '../src/index.ts';

// How an app styles its router <Link> as a button: the recipe, not the component.
export function ButtonLink({ className: _className, ...rest }: ComponentPropsWithoutRef<'a'>) {
  return <a {...rest} className={buttonStyle({ variant: 'secondary', fullWidth: true })} />;
}
