import { vars } from '@arcana/ui';
import { style } from '@vanilla-extract/css';

export const rowHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
});

/** The search box takes the whole first row of the filters. */
export const search = style({ gridColumn: '1 / -1' });
