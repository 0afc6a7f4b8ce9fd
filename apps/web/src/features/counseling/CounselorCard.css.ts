import { vars } from '@arcana/ui';
import { style } from '@vanilla-extract/css';

export const card = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '72px 1fr',
  gap: vars.space[3],
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  background: vars.color.background.elevated,
  border: `1px solid ${vars.color.border.base}`,
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { borderColor: vars.color.border.strong },
    '&:focus-within': { borderColor: vars.color.border.strong },
  },
});

export const portraitBox = style({ position: 'relative', width: 72, height: 72 });

export const portrait = style({
  display: 'block',
  width: 72,
  height: 72,
  borderRadius: vars.radius.lg,
  objectFit: 'cover',
  background: vars.color.background.sunken,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
  minWidth: 0,
  paddingRight: 36,
});

export const nameRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[2],
});

export const name = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

/** The name's link covers the card, so the whole card opens the profile. */
export const link = style({
  color: vars.color.foreground.base,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': {
      outline: `2px solid ${vars.color.border.focus}`,
      outlineOffset: 2,
    },
  },
});

export const intro = style({
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  wordBreak: 'keep-all',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space[3],
  rowGap: vars.space[1],
  fontSize: vars.font.size.xs,
  color: vars.color.foreground.muted,
});

export const keywords = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflow: 'hidden',
  maxHeight: '1.5em',
});

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
  marginTop: 2,
});

export const types = style({
  display: 'inline-flex',
  gap: vars.space[1],
  color: vars.color.foreground.subtle,
});

export const typeIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 24,
  height: 24,
  borderRadius: vars.radius.sm,
  background: vars.color.background.sunken,
  color: vars.color.foreground.muted,
});

export const priceFrom = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

/** The favourite heart sits above the stretched link. */
export const favorite = style({
  position: 'absolute',
  top: vars.space[2],
  right: vars.space[2],
  zIndex: 1,
});

/** The home rail's tile: portrait on top. */
export const tile = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[2],
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  background: vars.color.background.elevated,
  border: `1px solid ${vars.color.border.base}`,
  textAlign: 'center',
  scrollSnapAlign: 'start',
  selectors: { '&:hover': { borderColor: vars.color.border.strong } },
});

export const tilePortraitBox = style({ position: 'relative', width: 80, height: 80 });

export const tilePortrait = style([
  portrait,
  { width: 80, height: 80, borderRadius: vars.radius.full },
]);

export const tileKeyword = style({
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.xs,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  maxWidth: '100%',
});
