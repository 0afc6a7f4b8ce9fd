import type { HTMLAttributes } from 'react';
import { headingStyle, textStyle } from './Text.css.ts';

type Size = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl' | 'display';
type Tone = 'base' | 'muted' | 'subtle' | 'primary' | 'danger' | 'success' | 'inherit';
type Weight = 'regular' | 'medium' | 'semibold' | 'bold';

export interface TextProps extends HTMLAttributes<HTMLElement> {
  as?: 'p' | 'span' | 'div' | 'strong' | 'small' | 'time' | 'label';
  size?: Size;
  tone?: Tone;
  weight?: Weight;
  /** Tabular figures, for numbers that line up (prices, timers). */
  numeric?: boolean;
  truncate?: boolean;
}

export function Text({
  as: Element = 'p',
  size,
  tone,
  weight,
  numeric,
  truncate,
  className,
  ...rest
}: TextProps) {
  return (
    <Element
      {...rest}
      className={[textStyle({ size, tone, weight, numeric, truncate }), className]
        .filter(Boolean)
        .join(' ')}
    />
  );
}

const defaultSize: Record<1 | 2 | 3 | 4, Size> = { 1: 'xxl', 2: 'xl', 3: 'lg', 4: 'md' };

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** The outline level (h1–h4); the size follows it unless `size` is given. */
  level: 1 | 2 | 3 | 4;
  size?: Size;
  tone?: Tone;
  weight?: Weight;
}

export function Heading({ level, size, tone, weight, className, ...rest }: HeadingProps) {
  const Element = `h${level}` as const;
  return (
    <Element
      {...rest}
      className={[headingStyle({ size: size ?? defaultSize[level], tone, weight }), className]
        .filter(Boolean)
        .join(' ')}
    />
  );
}
