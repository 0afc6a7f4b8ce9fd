import { media, vars } from '@arcana/ui';
import { style } from '@vanilla-extract/css';

export const notice = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  padding: vars.space[6],
  borderRadius: vars.radius.xl,
  background: vars.color.background.elevated,
  border: `1px solid ${vars.color.border.base}`,
  '@media': { [media.md]: { padding: vars.space[8] } },
});

export const title = style({
  // Focused by the flow when its stage opens (tabindex -1), not a control: no ring.
  outline: 'none',
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  wordBreak: 'keep-all',
});

export const text = style({
  whiteSpace: 'pre-wrap',
  lineHeight: vars.font.lineHeight.relaxed,
  wordBreak: 'keep-all',
});

export const lines = style({
  display: 'grid',
  gap: vars.space[2],
  gridTemplateColumns: '1fr',
  padding: 0,
  margin: 0,
  listStyle: 'none',
  '@media': { [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const line = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  minHeight: 56,
  paddingInline: vars.space[4],
  borderRadius: vars.radius.lg,
  background: vars.color.background.dangerSoft,
  color: vars.color.foreground.base,
  textDecoration: 'none',
  fontWeight: vars.font.weight.semibold,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 },
  },
});

export const number = style({
  color: vars.color.foreground.danger,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const linesTitle = style({ fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold });

export const action = style({
  alignSelf: 'stretch',
  '@media': { [media.md]: { alignSelf: 'flex-start', minWidth: 240 } },
});
