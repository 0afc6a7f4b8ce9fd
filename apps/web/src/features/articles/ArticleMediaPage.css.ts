import { vars } from '@arcana/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const stage = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.background.sunken,
});

export const caption = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[1],
  textAlign: 'center',
  wordBreak: 'keep-all',
});

export const position = style({
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const controls = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space[3],
});

export const hint = style({
  color: vars.color.foreground.subtle,
  fontSize: vars.font.size.xs,
  textAlign: 'center',
  '@media': { '(hover: none)': { display: 'none' } },
});

export const thumbnails = style({
  display: 'flex',
  gap: vars.space[2],
  overflowX: 'auto',
  listStyle: 'none',
  padding: vars.space[1],
  margin: 0,
});

export const thumbnail = style({
  display: 'block',
  padding: 2,
  border: '2px solid transparent',
  borderRadius: vars.radius.md,
  background: 'none',
  cursor: 'pointer',
  opacity: 0.7,
  selectors: {
    '&[aria-current="true"]': { borderColor: vars.color.border.focus, opacity: 1 },
    '&:hover': { opacity: 1 },
  },
});

globalStyle(`${thumbnail} img`, {
  display: 'block',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
});

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  minHeight: 44,
  alignSelf: 'flex-start',
  color: vars.color.foreground.link,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
});
