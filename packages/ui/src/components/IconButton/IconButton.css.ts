import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

// Plain classes (no recipe runtime on the first page); icon-button-style.ts puts them together.

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  // 44 px square: the minimum touch target.
  width: 44,
  height: 44,
  padding: 0,
  border: '1px solid transparent',
  borderRadius: vars.radius.full,
  backgroundColor: 'transparent',
  color: vars.color.foreground.base,
  transitionProperty: 'background-color, transform',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&:active:not(:disabled)': { transform: 'scale(0.94)' },
    '&:disabled': { opacity: 0.45 },
  },
});

export const variant = styleVariants({
  ghost: {
    selectors: {
      '&:hover:not(:disabled)': { backgroundColor: vars.color.background.primarySoft },
    },
  },
  secondary: {
    backgroundColor: vars.color.background.elevated,
    borderColor: vars.color.border.base,
    selectors: {
      '&:hover:not(:disabled)': { backgroundColor: vars.color.background.sunken },
    },
  },
  primary: {
    backgroundColor: vars.color.background.primary,
    color: vars.color.foreground.onPrimary,
  },
});
