import { globalStyle, style } from '@vanilla-extract/css';
import { safeAreaVars } from '../../global.css.ts';
import { media } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/contract.css.ts';

// Router links mark the current page with aria-current="page" (TanStack Router also sets
// data-status="active"); both are styled so the app never passes a class for it.
const current = '&[aria-current="page"], &[data-status="active"]';

/** The height the bottom bar takes above the safe area; layouts pad their main by it. */
export const bottomNavHeight = '64px';

export const bottomNav = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: vars.zIndex.nav,
  paddingBottom: safeAreaVars.bottom,
  paddingLeft: safeAreaVars.left,
  paddingRight: safeAreaVars.right,
  backgroundColor: vars.color.background.elevated,
  borderTop: `1px solid ${vars.color.border.base}`,
  '@media': { [media.desktop]: { display: 'none' } },
});

export const bottomList = style({
  display: 'grid',
  gridAutoColumns: 'minmax(0, 1fr)',
  gridAutoFlow: 'column',
  height: bottomNavHeight,
  maxWidth: 600,
  marginInline: 'auto',
  padding: 0,
  listStyle: 'none',
});

export const bottomItem = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 2,
  height: '100%',
  minWidth: 44,
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  transition: `color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    [current]: { color: vars.color.foreground.primary, fontWeight: vars.font.weight.bold },
    '&:focus-visible': { outlineOffset: -4, borderRadius: vars.radius.md },
  },
});

export const sideNav = style({
  display: 'none',
  '@media': {
    [media.desktop]: {
      display: 'block',
      position: 'sticky',
      // Below the 64 px desktop header; the padding matches main's top padding.
      top: 64,
      paddingTop: vars.space[8],
      alignSelf: 'start',
    },
  },
});

export const sideList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  padding: 0,
  listStyle: 'none',
});

export const sideItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  minHeight: 44,
  paddingInline: vars.space[3],
  borderRadius: vars.radius.md,
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { backgroundColor: vars.color.background.sunken, color: vars.color.foreground.base },
    [current]: {
      backgroundColor: vars.color.background.primarySoft,
      color: vars.color.foreground.primary,
      fontWeight: vars.font.weight.semibold,
    },
  },
});

export const topNav = style({
  display: 'none',
  '@media': { [media.desktop]: { display: 'block' } },
});

export const topList = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[1],
  padding: 0,
  listStyle: 'none',
});

export const topItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: 6,
  minHeight: 44,
  paddingInline: vars.space[3],
  borderRadius: vars.radius.md,
  color: vars.color.foreground.muted,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.foreground.base },
    [current]: { color: vars.color.foreground.base, backgroundColor: vars.color.background.sunken },
  },
});

globalStyle(`${topItem} svg, ${sideItem} svg`, { width: 20, height: 20 });
