import { vars } from '@arcana/ui';
import { style } from '@vanilla-extract/css';

export const avatar = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  overflow: 'hidden',
  background: vars.color.background.primarySoft,
  color: vars.color.foreground.primary,
  fontWeight: vars.font.weight.bold,
  userSelect: 'none',
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const busy = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  background: vars.color.background.overlay,
  color: vars.color.foreground.base,
});
