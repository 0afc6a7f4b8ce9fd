import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { space } from '../../theme/tokens.ts';

// Plain classes (no recipe runtime on the first page); Stack puts them together, in this order.

export const base = style({ display: 'flex', minWidth: 0 });

export const direction = styleVariants({
  column: { flexDirection: 'column' },
  row: { flexDirection: 'row' },
});

export const gap = styleVariants(space, (_value, key) => ({ gap: vars.space[key] }));

export const align = styleVariants({
  start: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'flex-end' },
  stretch: { alignItems: 'stretch' },
  baseline: { alignItems: 'baseline' },
});

export const justify = styleVariants({
  start: { justifyContent: 'flex-start' },
  center: { justifyContent: 'center' },
  end: { justifyContent: 'flex-end' },
  between: { justifyContent: 'space-between' },
});

export const wrap = style({ flexWrap: 'wrap' });
