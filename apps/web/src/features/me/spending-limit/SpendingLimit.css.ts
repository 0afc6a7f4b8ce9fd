import { vars } from '@arcana/ui';
import { style } from '@vanilla-extract/css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  padding: vars.space[5],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.base}`,
  background: vars.color.background.elevated,
  scrollMarginTop: 80,
});

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space[2],
  margin: 0,
});

export const figure = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 });

export const figureLabel = style({
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.xs,
});

export const figureValue = style({
  margin: 0,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  wordBreak: 'keep-all',
});

export const remainingValue = style([figureValue, { color: vars.color.foreground.primary }]);

export const meter = style({
  width: '100%',
  height: 8,
  borderRadius: vars.radius.full,
  background: vars.color.background.sunken,
  overflow: 'hidden',
});

export const meterFill = style({
  height: '100%',
  borderRadius: vars.radius.full,
  background: vars.color.background.primary,
  transition: `width ${vars.motion.normal} ${vars.motion.easing}`,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const none = style({ fontWeight: vars.font.weight.semibold });

export const note = style({
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  wordBreak: 'keep-all',
});

export const pending = style({
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.background.primarySoft,
  color: vars.color.foreground.base,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
  wordBreak: 'keep-all',
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });

export const presets = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });
