import { media, vars } from '@arcana/ui';
import { style } from '@vanilla-extract/css';

export const layout = style({
  display: 'grid',
  gap: vars.space[6],
  paddingBlock: vars.space[6],
  '@media': {
    [media.md]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
      alignItems: 'start',
      gap: vars.space[8],
    },
  },
});

export const media_ = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });

export const mainImage = style({
  display: 'block',
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.xl,
  background: vars.color.background.sunken,
});

export const thumbs = style({
  display: 'flex',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const thumbButton = style({
  display: 'block',
  padding: 0,
  border: `2px solid transparent`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: 'transparent',
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { borderColor: vars.color.foreground.primary },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 },
  },
});

export const thumb = style({
  display: 'block',
  width: 64,
  height: 64,
  objectFit: 'cover',
});

export const info = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });

export const kind = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
});

export const name = style({
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  wordBreak: 'keep-all',
});

export const price = style({
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space[2]} ${vars.space[4]}`,
  margin: 0,
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  background: vars.color.background.sunken,
  fontSize: vars.font.size.sm,
});

export const factLabel = style({ color: vars.color.foreground.muted });

export const factValue = style({
  margin: 0,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

export const buy = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space[2],
});

export const buyNote = style({
  marginTop: vars.space[2],
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.normal,
  wordBreak: 'keep-all',
});

export const unavailable = style({
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  background: vars.color.background.dangerSoft,
  color: vars.color.foreground.danger,
  fontWeight: vars.font.weight.semibold,
});

export const description = style({
  lineHeight: vars.font.lineHeight.relaxed,
  whiteSpace: 'pre-line',
  wordBreak: 'keep-all',
  overflowWrap: 'anywhere',
});

export const counselor = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '56px 1fr auto',
  alignItems: 'center',
  gap: vars.space[3],
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.base}`,
  background: vars.color.background.elevated,
  selectors: { '&:hover': { borderColor: vars.color.border.strong } },
});

export const counselorImage = style({
  width: 56,
  height: 56,
  borderRadius: vars.radius.full,
  objectFit: 'cover',
  background: vars.color.background.sunken,
});

export const counselorText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
  minWidth: 0,
});

export const counselorLink = style({
  color: vars.color.foreground.base,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 },
  },
});
