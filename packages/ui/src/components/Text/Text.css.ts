import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

const tone = {
  base: { color: vars.color.foreground.base },
  muted: { color: vars.color.foreground.muted },
  subtle: { color: vars.color.foreground.subtle },
  primary: { color: vars.color.foreground.primary },
  danger: { color: vars.color.foreground.danger },
  success: { color: vars.color.foreground.success },
  inherit: { color: 'inherit' },
};

const size = {
  xs: { fontSize: vars.font.size.xs },
  sm: { fontSize: vars.font.size.sm },
  md: { fontSize: vars.font.size.md },
  lg: { fontSize: vars.font.size.lg },
  xl: { fontSize: vars.font.size.xl },
  xxl: { fontSize: vars.font.size.xxl },
  display: { fontSize: vars.font.size.display },
};

const weight = {
  regular: { fontWeight: vars.font.weight.regular },
  medium: { fontWeight: vars.font.weight.medium },
  semibold: { fontWeight: vars.font.weight.semibold },
  bold: { fontWeight: vars.font.weight.bold },
};

export const textStyle = recipe({
  base: { lineHeight: vars.font.lineHeight.normal },
  variants: {
    size,
    tone,
    weight,
    numeric: { true: { fontVariantNumeric: 'tabular-nums', fontFeatureSettings: '"tnum"' } },
    truncate: { true: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } },
  },
  defaultVariants: { size: 'md', tone: 'base', weight: 'regular' },
});

export const headingStyle = recipe({
  base: { lineHeight: vars.font.lineHeight.tight, letterSpacing: '-0.01em' },
  variants: { size, tone, weight },
  defaultVariants: { size: 'xl', tone: 'base', weight: 'bold' },
});
