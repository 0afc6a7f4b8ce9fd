import { vars } from '@arcana/ui';
import { style, styleVariants } from '@vanilla-extract/css';

export const pager = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'center',
  gap: vars.space[1],
  padding: 0,
  margin: 0,
  listStyle: 'none',
});

export const pageButton = style({
  minWidth: 44,
  minHeight: 44,
  paddingInline: vars.space[2],
  border: `1px solid transparent`,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.foreground.base,
  font: 'inherit',
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.background.primarySoft,
      borderColor: vars.color.foreground.primary,
      color: vars.color.foreground.primary,
      fontWeight: vars.font.weight.bold,
    },
    '&:hover:not(:disabled)': { background: vars.color.background.sunken },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 1 },
    '&:disabled': { opacity: 0.4, cursor: 'not-allowed' },
  },
});

const chipBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  minHeight: 24,
  paddingInline: vars.space[2],
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  whiteSpace: 'nowrap',
  border: '1px solid currentColor',
});

export const chip = styleVariants({
  waiting: [
    chipBase,
    { color: vars.color.foreground.primary, background: vars.color.background.primarySoft },
  ],
  active: [chipBase, { color: vars.color.foreground.success }],
  done: [chipBase, { color: vars.color.foreground.muted }],
  problem: [
    chipBase,
    { color: vars.color.foreground.danger, background: vars.color.background.dangerSoft },
  ],
});

export const stars = style({
  display: 'inline-flex',
  gap: 1,
  color: vars.color.background.warning,
  letterSpacing: 1,
});

export const starOff = style({ color: vars.color.border.strong });

export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
  gap: vars.space[3],
  alignItems: 'end',
});

export const choiceGroup = style({ border: 'none', padding: 0, margin: 0, minWidth: 0 });
