import type { HTMLAttributes } from 'react';
import { cardStyle } from './Card.css.ts';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  as?: 'div' | 'section' | 'article' | 'li';
  padding?: 'none' | 'sm' | 'md' | 'lg';
  /** Hover and press feedback, for cards that are (or wrap) one link. */
  interactive?: boolean;
}

/** A raised surface. Style a router <Link> as a card with `cardStyle`. */
export function Card({ as: Element = 'div', padding, interactive, className, ...rest }: CardProps) {
  return (
    <Element
      {...rest}
      className={[cardStyle({ padding, interactive }), className].filter(Boolean).join(' ')}
    />
  );
}
