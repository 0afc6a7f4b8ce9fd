import { media, vars } from '@arcana/ui';
import { keyframes, style } from '@vanilla-extract/css';

// The grouped navigation: a sticky column beside main on desktop, a drawer from the right on
// phones (opened from the bottom bar's 전체 메뉴).

const current = '&[aria-current="page"], &[data-status="active"]';

export const sideNav = style({
  display: 'none',
  '@media': {
    [media.desktop]: {
      display: 'block',
      position: 'sticky',
      // Below the 64 px desktop header; the padding matches main's top padding.
      top: 64,
      maxHeight: 'calc(100dvh - 64px)',
      overflowY: 'auto',
      paddingBlock: vars.space[8],
      alignSelf: 'start',
    },
  },
});

export const groups = style({ display: 'flex', flexDirection: 'column', gap: vars.space[5] });

export const groupTitle = style({
  paddingInline: vars.space[3],
  marginBottom: vars.space[1],
  color: vars.color.foreground.subtle,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.02em',
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  padding: 0,
  margin: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: 44,
  paddingInline: vars.space[3],
  borderRadius: vars.radius.md,
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  '@media': { [media.desktop]: { minHeight: 40, fontSize: vars.font.size.sm } },
  selectors: {
    '&:hover': { backgroundColor: vars.color.background.sunken, color: vars.color.foreground.base },
    [current]: {
      backgroundColor: vars.color.background.primarySoft,
      color: vars.color.foreground.primary,
      fontWeight: vars.font.weight.semibold,
    },
  },
});

export const menuButton = style({
  border: 'none',
  background: 'transparent',
  fontFamily: 'inherit',
  cursor: 'pointer',
});

const fade = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slide = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  background: vars.color.background.overlay,
  animation: `${fade} ${vars.motion.normal} ${vars.motion.easing}`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const drawer = style({
  position: 'fixed',
  insetBlock: 0,
  right: 0,
  zIndex: vars.zIndex.dialog,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  width: 'min(320px, 86vw)',
  paddingTop: `calc(env(safe-area-inset-top, 0px) + ${vars.space[4]})`,
  paddingBottom: `calc(env(safe-area-inset-bottom, 0px) + ${vars.space[6]})`,
  paddingInline: vars.space[4],
  overflowY: 'auto',
  background: vars.color.background.elevated,
  boxShadow: vars.shadow.lg,
  animation: `${slide} ${vars.motion.normal} ${vars.motion.easing}`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  selectors: { '&:focus': { outline: 'none' } },
});

export const drawerHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  paddingInlineStart: vars.space[3],
});

export const drawerTitle = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});
