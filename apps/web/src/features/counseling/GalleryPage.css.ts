import { media, vars } from '@arcana/ui';
import { style } from '@vanilla-extract/css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space[1],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.md]: { gap: vars.space[2] } },
});

export const thumb = style({
  display: 'block',
  width: '100%',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  overflow: 'hidden',
  background: vars.color.background.sunken,
  cursor: 'zoom-in',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 },
  },
});

export const thumbImage = style({
  display: 'block',
  width: '100%',
  aspectRatio: '1 / 1',
  objectFit: 'cover',
});

/** The lightbox: the picture as large as the screen allows, dark around it. */
export const lightbox = style({
  width: 'min(100vw - 16px, 1200px)',
  maxWidth: 'none',
  padding: vars.space[3],
  gap: vars.space[3],
  background: vars.color.background.base,
  color: vars.color.foreground.base,
});

export const stage = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 200,
});

export const large = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: 'calc(100dvh - 180px)',
  objectFit: 'contain',
  borderRadius: vars.radius.md,
});

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
});

export const counter = style({
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.font.size.sm,
  color: vars.color.foreground.muted,
});

export const navButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 48,
  height: 48,
  border: `1px solid ${vars.color.border.base}`,
  borderRadius: vars.radius.full,
  background: vars.color.background.elevated,
  color: vars.color.foreground.base,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.border.strong },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 },
    '&:disabled': { opacity: 0.35, cursor: 'default' },
  },
});

export const title = style({ fontSize: vars.font.size.md });
