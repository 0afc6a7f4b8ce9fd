import type { HTMLAttributes } from 'react';
import type { SpaceKey } from '../../theme/tokens.ts';
import * as styles from './Stack.css.ts';

export interface StackProps extends HTMLAttributes<HTMLElement> {
  as?: 'div' | 'section' | 'ul' | 'ol' | 'nav' | 'header' | 'footer';
  direction?: 'column' | 'row';
  /** A key of the 4 px space scale: 3 → 12 px. */
  gap?: SpaceKey;
  align?: 'start' | 'center' | 'end' | 'stretch' | 'baseline';
  justify?: 'start' | 'center' | 'end' | 'between';
  wrap?: boolean;
}

/** Flex column or row with a gap from the space scale. */
export function Stack({
  as: Element = 'div',
  direction = 'column',
  gap = 4,
  align = 'stretch',
  justify = 'start',
  wrap = false,
  className,
  ...rest
}: StackProps) {
  const classes = [
    styles.base,
    styles.direction[direction],
    styles.gap[gap],
    styles.align[align],
    styles.justify[justify],
    wrap ? styles.wrap : undefined,
    className,
  ];
  return <Element {...rest} className={classes.filter(Boolean).join(' ')} />;
}
