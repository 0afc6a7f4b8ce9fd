import { vars } from '@arcana/ui';
import { style } from '@vanilla-extract/css';

export const card = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[4],
  padding: vars.space[5],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.base}`,
  background: vars.color.background.elevated,
});

export const identity = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  flex: 1,
  minWidth: 0,
});

export const displayName = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const meta = style({
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const badgeDone = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  color: vars.color.foreground.success,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});

export const badgeTodo = style({
  color: vars.color.foreground.primary,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});
