import { media, vars } from '@arcana/ui';
import { style } from '@vanilla-extract/css';

export const layout = style({
  display: 'grid',
  gap: vars.space[6],
  paddingBlock: vars.space[6],
  '@media': {
    [media.lg]: {
      gridTemplateColumns: '360px minmax(0, 1fr)',
      alignItems: 'start',
      gap: vars.space[8],
    },
  },
});

export const aside = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  padding: vars.space[5],
  borderRadius: vars.radius.xl,
  background: vars.color.background.elevated,
  border: `1px solid ${vars.color.border.base}`,
  '@media': { [media.lg]: { position: 'sticky', top: vars.space[20] } },
});

export const identity = style({
  display: 'grid',
  gridTemplateColumns: '96px 1fr',
  alignItems: 'center',
  gap: vars.space[4],
  '@media': {
    [media.lg]: { gridTemplateColumns: '1fr', justifyItems: 'center', textAlign: 'center' },
  },
});

export const portraitBox = style({
  position: 'relative',
  width: 96,
  height: 96,
  '@media': { [media.lg]: { width: 160, height: 160 } },
});

export const portrait = style({
  width: '100%',
  height: '100%',
  borderRadius: vars.radius.xl,
  objectFit: 'cover',
  background: vars.color.background.sunken,
});

export const nameBlock = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  alignItems: 'flex-start',
  '@media': { [media.lg]: { alignItems: 'center' } },
});

export const name = style({
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const stats = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[3],
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
  '@media': { [media.lg]: { justifyContent: 'center' } },
});

export const introduction = style({
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  background: vars.color.background.primarySoft,
  lineHeight: vars.font.lineHeight.relaxed,
  wordBreak: 'keep-all',
});

export const actions = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space[2],
});

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[8],
  minWidth: 0,
});

export const productList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const details = style({
  lineHeight: vars.font.lineHeight.relaxed,
  whiteSpace: 'pre-line',
  wordBreak: 'keep-all',
  overflowWrap: 'anywhere',
});

export const certificates = style({
  display: 'grid',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const certificate = style({
  display: 'grid',
  gridTemplateColumns: '56px 1fr',
  alignItems: 'center',
  gap: vars.space[3],
  padding: vars.space[3],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.base}`,
  background: vars.color.background.elevated,
});

export const certificateImage = style({
  width: 56,
  height: 56,
  borderRadius: vars.radius.md,
  objectFit: 'cover',
  background: vars.color.background.sunken,
});

export const certificateText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  minWidth: 0,
});

export const certificateName = style({
  fontWeight: vars.font.weight.semibold,
  wordBreak: 'keep-all',
});

export const gallery = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const galleryLink = style({
  display: 'block',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 },
  },
});

export const galleryImage = style({
  display: 'block',
  width: '100%',
  aspectRatio: '1 / 1',
  objectFit: 'cover',
  background: vars.color.background.sunken,
});

export const reviewList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const ratingSummary = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space[2],
  fontVariantNumeric: 'tabular-nums',
});

export const ratingBig = style({ fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.bold });
