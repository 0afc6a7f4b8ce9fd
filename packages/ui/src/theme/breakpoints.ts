import { breakpoints } from './tokens.ts';

const minWidth = (px: number) => `screen and (min-width: ${px}px)`;

/** Media queries for `'@media'` blocks in .css.ts files and for `matchMedia`. */
export const media = {
  sm: minWidth(breakpoints.sm),
  md: minWidth(breakpoints.md),
  lg: minWidth(breakpoints.lg),
  xl: minWidth(breakpoints.xl),
  xxl: minWidth(breakpoints.xxl),
  // SPEC §9: the mobile layout holds below lg. .98 avoids a 1 px gap at fractional widths.
  mobileOnly: `(max-width: ${breakpoints.lg - 0.02}px)`,
  desktop: `(min-width: ${breakpoints.lg}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
