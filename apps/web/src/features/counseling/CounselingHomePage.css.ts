import { media, vars } from '@arcana/ui';
import { style } from '@vanilla-extract/css';

export const searchLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: 52,
  paddingInline: vars.space[4],
  borderRadius: vars.radius.lg,
  background: vars.color.background.elevated,
  border: `1px solid ${vars.color.border.strong}`,
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.md,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.foreground.primary },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 },
  },
});

export const onlineCount = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const onlineDot = style({
  width: 8,
  height: 8,
  borderRadius: vars.radius.full,
  background: vars.color.availability.on,
});

export const categories = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.lg]: { gridTemplateColumns: 'repeat(auto-fill, minmax(132px, 1fr))' } },
});

export const category = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 2,
  minHeight: 64,
  padding: vars.space[2],
  borderRadius: vars.radius.lg,
  background: vars.color.background.sunken,
  color: vars.color.foreground.base,
  textAlign: 'center',
  textDecoration: 'none',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  wordBreak: 'keep-all',
  transition: `background ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { background: vars.color.background.primarySoft },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 },
  },
});

export const categoryCount = style({
  color: vars.color.foreground.subtle,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.regular,
  fontVariantNumeric: 'tabular-nums',
});

export const reviewGrid = style({
  display: 'grid',
  gap: vars.space[3],
  gridTemplateColumns: '1fr',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
