import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1] });

export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space[2] });

export const control = style({ position: 'relative', flex: 1, display: 'flex', minWidth: 0 });

export const input = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
  zIndex: 1,
});

export const label = style({
  flex: 1,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  minHeight: 44,
  cursor: 'pointer',
  fontSize: vars.font.size.md,
  color: vars.color.foreground.base,
  userSelect: 'none',
});

export const labelEmphasis = style([label, { fontWeight: vars.font.weight.bold }]);

export const box = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 22,
  height: 22,
  borderRadius: vars.radius.sm,
  border: `1.5px solid ${vars.color.border.strong}`,
  background: vars.color.background.elevated,
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.fast,
  selectors: {
    [`${input}:checked + label > &`]: {
      background: vars.color.background.primary,
      borderColor: vars.color.background.primary,
    },
    [`${input}:focus-visible + label > &`]: {
      outline: `2px solid ${vars.color.border.focus}`,
      outlineOffset: 2,
    },
    [`${input}[aria-invalid="true"] + label > &`]: { borderColor: vars.color.foreground.danger },
  },
});

export const check = style({
  width: 16,
  height: 16,
  color: vars.color.foreground.onPrimary,
  opacity: 0,
  selectors: { [`${input}:checked + label &`]: { opacity: 1 } },
});

export const error = style({
  color: vars.color.foreground.danger,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  paddingInlineStart: `calc(22px + ${vars.space[3]})`,
});
