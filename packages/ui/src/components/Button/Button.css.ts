import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

// The button look in plain classes (no recipe runtime on the first page); button-style.ts puts
// them together. Defined in the order they apply: base, variant, size, full width.

export const base = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[2],
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  userSelect: 'none',
  transitionProperty: 'background-color, border-color, color, transform, opacity',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&:active:not(:disabled)': { transform: 'scale(0.98)' },
    '&:disabled:not([data-hydrating]), &[aria-disabled="true"]': { opacity: 0.45 },
    '&[data-state="loading"]': { opacity: 1, cursor: 'progress' },
    // Keep the hit area at 44 px even when the small size draws a shorter button.
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: '50% 0 auto',
      minHeight: 44,
      transform: 'translateY(-50%)',
      width: '100%',
    },
  },
});

export const variant = styleVariants({
  primary: {
    backgroundColor: vars.color.background.primary,
    color: vars.color.foreground.onPrimary,
    selectors: { '&:hover:not(:disabled)': { filter: 'brightness(1.06)' } },
  },
  secondary: {
    backgroundColor: vars.color.background.elevated,
    color: vars.color.foreground.base,
    borderColor: vars.color.border.strong,
    selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.background.sunken } },
  },
  ghost: {
    backgroundColor: 'transparent',
    color: vars.color.foreground.base,
    selectors: {
      '&:hover:not(:disabled)': { backgroundColor: vars.color.background.primarySoft },
    },
  },
  danger: {
    backgroundColor: vars.color.background.danger,
    color: vars.color.foreground.onPrimary,
    selectors: { '&:hover:not(:disabled)': { filter: 'brightness(1.06)' } },
  },
});

export const size = styleVariants({
  sm: { minHeight: 36, paddingInline: vars.space[3], fontSize: vars.font.size.sm },
  md: { minHeight: 48, paddingInline: vars.space[4], fontSize: vars.font.size.md },
  lg: {
    minHeight: 56,
    paddingInline: vars.space[6],
    fontSize: vars.font.size.lg,
    borderRadius: vars.radius.lg,
  },
});

export const fullWidth = style({ display: 'flex', width: '100%' });

// While loading, the label keeps its space (no width jump) and its accessible name.
export const label = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  selectors: { '[data-state="loading"] > &': { opacity: 0 } },
});

export const spinner = style({ position: 'absolute', inset: 0, margin: 'auto' });
