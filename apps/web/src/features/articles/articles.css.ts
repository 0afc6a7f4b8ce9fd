import { media, vars } from '@arcana/ui';
import { style } from '@vanilla-extract/css';

// The shared opening of section pages.
export { intro } from '../shell/page.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[6],
  paddingBlock: vars.space[4],
});

export const heading = style({
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  wordBreak: 'keep-all',
});

export const lead = style({
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.relaxed,
  wordBreak: 'keep-all',
});

export const list = style({
  display: 'grid',
  gap: vars.space[3],
  listStyle: 'none',
  padding: 0,
  margin: 0,
  '@media': {
    [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space[4] },
  },
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: '1fr 88px',
  gap: vars.space[4],
  alignItems: 'start',
  height: '100%',
});

export const itemText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  minWidth: 0,
});

export const itemTitle = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  wordBreak: 'keep-all',
});

export const itemSummary = style({
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const thumb = style({
  width: 88,
  height: 88,
  borderRadius: vars.radius.md,
  objectFit: 'cover',
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space[1]} ${vars.space[2]}`,
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.xs,
  fontVariantNumeric: 'tabular-nums',
});

export const byline = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  color: vars.color.foreground.base,
  fontWeight: vars.font.weight.semibold,
});

export const portraitSmall = style({
  width: 20,
  height: 20,
  borderRadius: vars.radius.full,
});

export const more = style({ display: 'flex', justifyContent: 'center' });

export const centered = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[3],
  paddingBlock: vars.space[12],
  textAlign: 'center',
  color: vars.color.foreground.muted,
  wordBreak: 'keep-all',
});

export const skeletonItem = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });

export const end = style({
  color: vars.color.foreground.subtle,
  fontSize: vars.font.size.sm,
  textAlign: 'center',
  paddingBlock: vars.space[4],
});

export const characterHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[4],
});

export const portraitLarge = style({
  flex: 'none',
  width: 64,
  height: 64,
  borderRadius: vars.radius.full,
});

export const profileLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  alignSelf: 'flex-start',
  color: vars.color.foreground.link,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
});
