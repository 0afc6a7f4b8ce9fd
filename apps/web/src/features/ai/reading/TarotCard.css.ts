import { vars } from '@arcana/ui';
import { style } from '@vanilla-extract/css';

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[2],
  margin: 0,
  minWidth: 0,
});

export const scene = style({ width: '100%', perspective: 900 });

export const flipper = style({
  position: 'relative',
  width: '100%',
  aspectRatio: '3 / 5',
  transformStyle: 'preserve-3d',
  transform: 'rotateY(0deg)',
  selectors: { '&[data-state="shown"]': { transform: 'rotateY(180deg)' } },
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      transition: 'transform 700ms cubic-bezier(0.2, 0.7, 0.2, 1)',
    },
  },
});

const face = style({
  position: 'absolute',
  inset: 0,
  borderRadius: 10,
  overflow: 'hidden',
  backfaceVisibility: 'hidden',
  WebkitBackfaceVisibility: 'hidden',
  boxShadow: vars.shadow.lg,
});

export const back = style([
  face,
  {
    backgroundColor: vars.color.background.sunken,
    backgroundImage: 'url(/api/public/tarot-decks/card-back.svg)',
    backgroundSize: 'cover',
  },
]);

export const front = style([
  face,
  { transform: 'rotateY(180deg)', background: vars.color.background.elevated },
]);

export const art = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  selectors: { '&[data-reversed="true"]': { transform: 'rotate(180deg)' } },
});

export const caption = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 2,
  textAlign: 'center',
  wordBreak: 'keep-all',
});

export const position = style({
  color: vars.color.foreground.primary,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.02em',
});

export const name = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.semibold });

export const reversed = style({
  display: 'inline-flex',
  paddingInline: 6,
  borderRadius: vars.radius.full,
  background: vars.color.background.dangerSoft,
  color: vars.color.foreground.danger,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
});

export const hiddenCaption = style({ visibility: 'hidden' });
