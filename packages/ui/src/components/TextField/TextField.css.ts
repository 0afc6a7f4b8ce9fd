import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.foreground.base,
});

export const control = style({ display: 'flex', gap: vars.space[2], alignItems: 'stretch' });

export const inputWrap = style({ position: 'relative', flex: 1, minWidth: 0, display: 'flex' });

export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: 48,
  paddingInline: vars.space[4],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.strong}`,
  background: vars.color.background.elevated,
  color: vars.color.foreground.base,
  font: 'inherit',
  fontSize: vars.font.size.md,
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&::placeholder': { color: vars.color.foreground.subtle },
    '&:focus-visible': {
      outline: `2px solid ${vars.color.border.focus}`,
      outlineOffset: 1,
      borderColor: vars.color.border.focus,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.foreground.danger },
    '&:disabled, &[readonly]': {
      background: vars.color.background.sunken,
      color: vars.color.foreground.muted,
    },
  },
});

export const trailing = style({
  position: 'absolute',
  insetBlock: 0,
  right: vars.space[4],
  display: 'flex',
  alignItems: 'center',
  color: vars.color.foreground.danger,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
  pointerEvents: 'none',
});

export const hint = style({ color: vars.color.foreground.muted, fontSize: vars.font.size.sm });

export const error = style({
  color: vars.color.foreground.danger,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});
