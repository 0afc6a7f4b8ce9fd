import { style, styleVariants } from '@vanilla-extract/css';
import { bottomNavHeight } from '../components/Navigation/Navigation.css.ts';
import { safeAreaVars } from '../global.css.ts';
import { media } from '../theme/breakpoints.ts';
import { vars } from '../theme/contract.css.ts';

export const frame = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100dvh',
  backgroundColor: vars.color.background.base,
  color: vars.color.foreground.base,
});

// Off-screen until focused, then a visible pill above the header.
export const skipLink = style({
  position: 'fixed',
  top: `calc(${safeAreaVars.top} + ${vars.space[2]})`,
  left: vars.space[2],
  zIndex: vars.zIndex.toast,
  padding: `${vars.space[3]} ${vars.space[4]}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background.primary,
  color: vars.color.foreground.onPrimary,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
});

// The frame's column and main in plain classes (no recipe runtime on the first page); AppFrame
// puts them together, in this order.

export const shell = style({
  flexGrow: 1,
  width: '100%',
  marginInline: 'auto',
  paddingLeft: `calc(${vars.space[4]} + ${safeAreaVars.left})`,
  paddingRight: `calc(${vars.space[4]} + ${safeAreaVars.right})`,
  '@media': {
    [media.sm]: {
      paddingLeft: `calc(${vars.space[5]} + ${safeAreaVars.left})`,
      paddingRight: `calc(${vars.space[5]} + ${safeAreaVars.right})`,
    },
    [media.desktop]: { paddingInline: vars.space[6] },
  },
});

export const shellWidth = styleVariants({
  // max-width includes the side padding, so the text column is ~1200 / ~720.
  content: { maxWidth: `calc(1200px + 2 * ${vars.space[6]})` },
  narrow: { maxWidth: `calc(720px + 2 * ${vars.space[6]})` },
  full: { maxWidth: 'none', paddingLeft: safeAreaVars.left, paddingRight: safeAreaVars.right },
});

/** Keeps the last content above the fixed bottom bar on phones. */
export const shellWithBottomNav = style({
  paddingBottom: `calc(${bottomNavHeight} + ${safeAreaVars.bottom} + ${vars.space[6]})`,
  '@media': { [media.desktop]: { paddingBottom: vars.space[12] } },
});

export const shellWithoutBottomNav = style({
  paddingBottom: `calc(${safeAreaVars.bottom} + ${vars.space[8]})`,
});

export const shellWithSideNav = style({
  '@media': {
    [media.desktop]: {
      display: 'grid',
      gridTemplateColumns: '240px minmax(0, 1fr)',
      columnGap: vars.space[8],
      alignItems: 'start',
    },
  },
});

export const main = style({
  display: 'block',
  minWidth: 0,
  selectors: { '&:focus': { outline: 'none' } },
});

export const mainPadded = style({
  paddingTop: vars.space[4],
  '@media': { [media.desktop]: { paddingTop: vars.space[8] } },
});

export const backLink = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: 44,
  marginBottom: vars.space[2],
  marginLeft: `calc(-1 * ${vars.space[2]})`,
});

export const pageTitle = style({
  marginBottom: vars.space[4],
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: '-0.01em',
});

export const homeTitle = style({
  marginBlock: `${vars.space[2]} ${vars.space[6]}`,
  fontSize: vars.font.size.display,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: '-0.02em',
});
