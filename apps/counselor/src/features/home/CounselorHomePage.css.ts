import { media, vars } from '@arcana/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[8],
  paddingBlock: vars.space[6],
});

export const intro = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
});

export const heading = style({
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  wordBreak: 'keep-all',
});

export const lead = style({
  color: vars.color.foreground.muted,
  lineHeight: vars.font.lineHeight.relaxed,
  wordBreak: 'keep-all',
});

export const grid = style({
  display: 'grid',
  gap: vars.space[3],
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  listStyle: 'none',
  padding: 0,
  margin: 0,
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

// Each tile fills its grid cell so a row of tiles lines up whatever their text length.
globalStyle(`${grid} > li`, { display: 'grid' });

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  minHeight: 88,
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  background: vars.color.background.elevated,
  border: `1px solid ${vars.color.border.base}`,
  color: vars.color.foreground.base,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.border.strong } },
});

export const tileTitle = style({
  fontWeight: vars.font.weight.semibold,
});

export const tileText = style({
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
  wordBreak: 'keep-all',
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  maxWidth: 560,
});

export const sectionTitle = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});
