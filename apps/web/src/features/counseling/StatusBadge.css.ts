import { vars } from '@arcana/ui';
import { style, styleVariants } from '@vanilla-extract/css';

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  minHeight: 24,
  paddingInline: vars.space[2],
  borderRadius: vars.radius.full,
  background: vars.color.background.sunken,
  color: vars.color.foreground.base,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  whiteSpace: 'nowrap',
});

export const dot = style({
  width: 8,
  height: 8,
  flexShrink: 0,
  borderRadius: vars.radius.full,
});

/** The SPEC §9 availability colours, one per status (the text label says it too). */
export const dotColor = styleVariants({
  ON: {
    background: vars.color.availability.on,
    boxShadow: `0 0 0 3px ${vars.color.background.primarySoft}`,
  },
  OFF: { background: vars.color.availability.off },
  BUSY: { background: vars.color.availability.busy },
  COUNSELING: { background: vars.color.availability.counseling },
});

/** The dot alone on a portrait's corner. */
export const portraitDot = style({
  position: 'absolute',
  right: 2,
  bottom: 2,
  width: 14,
  height: 14,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.background.elevated}`,
});
