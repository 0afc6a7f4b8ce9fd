import { vars } from '@arcana/ui';
import { style } from '@vanilla-extract/css';

export const days = style({
  display: 'flex',
  flexDirection: 'column',
  padding: 0,
  margin: 0,
  listStyle: 'none',
});

export const day = style({
  display: 'grid',
  gridTemplateColumns: '56px 1fr',
  gap: vars.space[2],
  alignItems: 'start',
  paddingBlock: vars.space[3],
  borderTop: `1px solid ${vars.color.border.base}`,
  '@media': { 'screen and (min-width: 600px)': { gridTemplateColumns: '64px 1fr auto' } },
});

export const dayName = style({ fontWeight: vars.font.weight.semibold, lineHeight: '48px' });

export const ranges = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  minWidth: 0,
});

export const range = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  flexWrap: 'wrap',
});

export const time = style({
  width: 108,
  paddingInline: vars.space[3],
  fontVariantNumeric: 'tabular-nums',
});

export const layout = style({
  display: 'grid',
  gap: vars.space[4],
  alignItems: 'start',
  '@media': { 'screen and (min-width: 960px)': { gridTemplateColumns: 'auto 1fr' } },
});

export const dayPanel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  minWidth: 0,
});

export const exceptionRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
  minHeight: 48,
  borderTop: `1px solid ${vars.color.border.base}`,
});

export const addCell = style({
  gridColumn: '2',
  '@media': { 'screen and (min-width: 600px)': { gridColumn: 'auto' } },
});
