import { vars } from '@arcana/ui';
import { style } from '@vanilla-extract/css';

export const pictures = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[3],
  padding: 0,
  margin: 0,
  listStyle: 'none',
});

export const picture = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1] });

export const pictureActions = style({ display: 'flex', alignItems: 'center', gap: 2 });

export const preview = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const mainBadge = style({
  position: 'absolute',
  top: vars.space[1],
  left: vars.space[1],
  paddingInline: vars.space[2],
  borderRadius: vars.radius.full,
  background: vars.color.background.primary,
  color: vars.color.foreground.onPrimary,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
});

export const rowHead = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space[3],
});

export const price = style({
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const twoColumns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
  gap: vars.space[4],
});

export const note = style({
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.background.sunken,
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.relaxed,
  wordBreak: 'keep-all',
});

export const check = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: 44,
  fontSize: vars.font.size.sm,
});

export const switchButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: 44,
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.foreground.base,
  font: 'inherit',
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 },
    '&:disabled': { opacity: 0.6, cursor: 'progress' },
  },
});

export const track = style({
  position: 'relative',
  display: 'inline-block',
  width: 44,
  height: 26,
  borderRadius: vars.radius.full,
  background: vars.color.border.strong,
  transition: `background ${vars.motion.fast}`,
  selectors: {
    [`${switchButton}[aria-checked="true"] &`]: { background: vars.color.background.primary },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const knob = style({
  position: 'absolute',
  top: 3,
  left: 3,
  width: 20,
  height: 20,
  borderRadius: vars.radius.full,
  background: vars.color.background.elevated,
  boxShadow: vars.shadow.sm,
  transition: `transform ${vars.motion.fast}`,
  selectors: { [`${switchButton}[aria-checked="true"] &`]: { transform: 'translateX(18px)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
