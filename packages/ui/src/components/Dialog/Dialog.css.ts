import { keyframes, style } from '@vanilla-extract/css';
import { safeAreaVars } from '../../global.css.ts';
import { media } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/contract.css.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, calc(-50% + 12px))' },
  to: { opacity: 1, transform: 'translate(-50%, -50%)' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  backgroundColor: vars.color.background.overlay,
  animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easing}`,
});

export const content = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  zIndex: vars.zIndex.dialog,
  transform: 'translate(-50%, -50%)',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  // SPEC §2: notification modals are at most 600 wide.
  width: `calc(100vw - ${vars.space[8]} - ${safeAreaVars.left} - ${safeAreaVars.right})`,
  maxWidth: 600,
  maxHeight: `calc(100dvh - ${vars.space[12]} - ${safeAreaVars.top} - ${safeAreaVars.bottom})`,
  overflowY: 'auto',
  padding: vars.space[6],
  borderRadius: vars.radius.xl,
  backgroundColor: vars.color.background.elevated,
  color: vars.color.foreground.base,
  boxShadow: vars.shadow.lg,
  animation: `${rise} ${vars.motion.slow} ${vars.motion.easing}`,
  '@media': { [media.md]: { padding: vars.space[8] } },
  selectors: { '&:focus': { outline: 'none' } },
});

export const close = style({ position: 'absolute', top: vars.space[3], right: vars.space[3] });

export const title = style({
  paddingRight: vars.space[10],
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const description = style({
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.relaxed,
  whiteSpace: 'pre-line',
});

export const footer = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space[2],
  marginTop: vars.space[3],
  '@media': { [media.sm]: { flexDirection: 'row', justifyContent: 'flex-end' } },
});
