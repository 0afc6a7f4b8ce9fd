import { vars } from '@arcana/ui';
import { style } from '@vanilla-extract/css';

export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: 52,
  height: 32,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.full,
  background: vars.color.border.strong,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&[aria-checked="true"]': { background: vars.color.background.primary },
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 },
    // The visible track is 32 px tall; the hit area still reaches 44 px.
    '&::after': { content: '""', position: 'absolute', inset: -6 },
  },
});

export const thumb = style({
  position: 'absolute',
  top: 4,
  left: 4,
  width: 24,
  height: 24,
  borderRadius: vars.radius.full,
  background: vars.color.background.base,
  boxShadow: vars.shadow.sm,
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '[aria-checked="true"] > &': {
      transform: 'translateX(20px)',
      background: vars.color.foreground.onPrimary,
    },
  },
});
