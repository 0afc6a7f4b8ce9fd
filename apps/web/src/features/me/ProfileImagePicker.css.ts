import { vars } from '@arcana/ui';
import { style } from '@vanilla-extract/css';

export const picker = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[3],
  paddingBlock: vars.space[2],
});

export const buttons = style({ display: 'flex', gap: vars.space[2] });

export const fileInput = style({
  position: 'absolute',
  width: 1,
  height: 1,
  opacity: 0,
  pointerEvents: 'none',
});

export const hint = style({ color: vars.color.foreground.muted, fontSize: vars.font.size.sm });

export const error = style({
  color: vars.color.foreground.danger,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});
