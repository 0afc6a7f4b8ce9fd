import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.base}`,
  background: vars.color.background.elevated,
  overflow: 'hidden',
});

export const item = style({
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border.base}` } },
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) 8px',
  alignItems: 'start',
  columnGap: vars.space[3],
  width: '100%',
  minHeight: 72,
  paddingBlock: vars.space[4],
  paddingInline: vars.space[4],
  border: 0,
  background: 'transparent',
  color: vars.color.foreground.base,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&[data-read="false"]': {
      background: `color-mix(in srgb, ${vars.color.background.primarySoft} 55%, transparent)`,
    },
    '&:hover:not(:disabled)': { background: vars.color.background.sunken },
    '&:disabled': { cursor: 'progress' },
    // The outline would be clipped by the rounded group; draw it inside.
    '&:focus-visible': { outlineOffset: -2 },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  minWidth: 0,
});

export const meta = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  minWidth: 0,
  color: vars.color.foreground.subtle,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.tight,
});

export const chip = style({
  flexShrink: 0,
  paddingBlock: 2,
  paddingInline: vars.space[2],
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border.base}`,
  color: vars.color.foreground.muted,
  fontWeight: vars.font.weight.semibold,
  whiteSpace: 'nowrap',
});

export const time = style({
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const title = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.regular,
  lineHeight: vars.font.lineHeight.normal,
  wordBreak: 'keep-all',
  overflowWrap: 'anywhere',
  selectors: {
    [`${row}[data-read="false"] &`]: { fontWeight: vars.font.weight.bold },
  },
});

export const content = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.relaxed,
  wordBreak: 'keep-all',
  overflowWrap: 'anywhere',
});

export const dot = style({
  width: 8,
  height: 8,
  marginTop: vars.space[2],
  borderRadius: vars.radius.full,
  background: vars.color.background.primary,
});

export const skeletonRow = style([
  row,
  { cursor: 'default', selectors: { '&:hover:not(:disabled)': { background: 'transparent' } } },
]);
