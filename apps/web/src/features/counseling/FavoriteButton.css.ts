import { vars } from '@arcana/ui';
import { style } from '@vanilla-extract/css';

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[1],
  minWidth: 44,
  minHeight: 44,
  paddingInline: vars.space[2],
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.foreground.subtle,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  transition: `color ${vars.motion.fast} ${vars.motion.easing}, background ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { background: vars.color.background.sunken },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 },
    '&[aria-pressed="true"]': { color: vars.color.foreground.danger },
    '&:disabled': { cursor: 'progress' },
  },
});

/** The profile's larger, outlined version with the count. */
export const outlined = style({
  border: `1px solid ${vars.color.border.base}`,
  paddingInline: vars.space[3],
  selectors: {
    '&[aria-pressed="true"]': {
      borderColor: vars.color.foreground.danger,
      background: vars.color.background.dangerSoft,
    },
  },
});
