import { vars } from '@arcana/ui';
import { style } from '@vanilla-extract/css';

export const rowHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
});

export const when = style({
  fontWeight: vars.font.weight.medium,
  fontVariantNumeric: 'tabular-nums',
});

export const left = style({
  color: vars.color.foreground.primary,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space[3],
});

export const calendarLayout = style({
  display: 'grid',
  gap: vars.space[4],
  alignItems: 'start',
  '@media': { 'screen and (min-width: 960px)': { gridTemplateColumns: 'auto 1fr' } },
});
