import { vars } from '@arcana/ui';
import { style } from '@vanilla-extract/css';

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });

export const byline = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space[2]} ${vars.space[3]}`,
});

export const author = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: 44,
  color: vars.color.foreground.base,
  textDecoration: 'none',
  borderRadius: vars.radius.full,
  paddingRight: vars.space[2],
  selectors: { '&:hover': { backgroundColor: vars.color.background.sunken } },
});

export const portrait = style({ width: 44, height: 44, borderRadius: vars.radius.full });

export const authorName = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
});

export const cover = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });

export const coverImage = style({
  width: '100%',
  borderRadius: vars.radius.lg,
});

export const caption = style({
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
  textAlign: 'center',
});

export const gallery = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  minHeight: 48,
  fontWeight: vars.font.weight.semibold,
});

export const social = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });

export const sectionTitle = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

export const neighbours = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space[3],
});

export const neighbour = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: 64,
  height: '100%',
  selectors: { '&[data-direction="next"]': { justifyContent: 'flex-end', textAlign: 'right' } },
});

export const neighbourText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const neighbourTitle = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  wordBreak: 'keep-all',
});

export const textLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  minHeight: 44,
  color: vars.color.foreground.link,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  alignSelf: 'flex-start',
});
