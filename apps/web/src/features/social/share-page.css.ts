import { media, vars } from '@arcana/ui';
import { style } from '@vanilla-extract/css';

// The shared reading's page and the list of shares.

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[8],
  paddingBottom: vars.space[8],
});

export const hero = style({ display: 'flex', alignItems: 'center', gap: vars.space[3] });

export const portrait = style({
  flexShrink: 0,
  width: 56,
  height: 56,
  borderRadius: vars.radius.full,
  background: vars.color.background.sunken,
  objectFit: 'cover',
});

export const portraitSmall = style([portrait, { width: 40, height: 40 }]);

export const heroText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  minWidth: 0,
  flex: 1,
});

export const heroTitle = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  wordBreak: 'keep-all',
});

export const meta = style({
  margin: 0,
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const question = style({
  margin: 0,
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  background: vars.color.background.primarySoft,
  color: vars.color.foreground.base,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.relaxed,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const questionLabel = style({
  display: 'block',
  marginBottom: vars.space[1],
  color: vars.color.foreground.primary,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
});

export const block = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });

export const blockTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space[3],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' } },
});

export const cardsFew = style({
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 160px))' } },
});

export const card = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1] });

export const cardImageFrame = style({
  aspectRatio: '3 / 5',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.base}`,
  background: vars.color.background.sunken,
});

export const cardImage = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  selectors: { '&[data-reversed="true"]': { transform: 'rotate(180deg)' } },
});

export const cardPosition = style({
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
});

export const cardName = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  wordBreak: 'keep-all',
});

export const reversedChip = style({
  alignSelf: 'flex-start',
  paddingInline: vars.space[2],
  borderRadius: vars.radius.full,
  background: vars.color.background.dangerSoft,
  color: vars.color.foreground.danger,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
});

export const answer = style({
  margin: 0,
  padding: vars.space[5],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.base}`,
  background: vars.color.background.elevated,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.relaxed,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  wordBreak: 'keep-all',
});

export const cta = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  padding: vars.space[5],
  borderRadius: vars.radius.xl,
  background: vars.color.background.primarySoft,
});

export const ctaText = style({ margin: 0, fontSize: vars.font.size.md, wordBreak: 'keep-all' });

export const ownerRow = style({ marginLeft: 'auto', alignSelf: 'flex-start', flexShrink: 0 });

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  flexWrap: 'wrap',
});

export const segmented = style({
  display: 'inline-flex',
  margin: 0,
  border: 0,
  padding: 2,
  borderRadius: vars.radius.full,
  background: vars.color.background.sunken,
});

export const segment = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  textDecoration: 'none',
  minHeight: 44,
  minWidth: 64,
  paddingInline: vars.space[4],
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.foreground.muted,
  font: 'inherit',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.color.background.elevated,
      color: vars.color.foreground.base,
      boxShadow: vars.shadow.sm,
    },
  },
});

export const shareList = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[3],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const shareItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  height: '100%',
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.base}`,
  background: vars.color.background.elevated,
  color: vars.color.foreground.base,
  textDecoration: 'none',
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { '&:hover': { borderColor: vars.color.border.strong } },
});

export const shareItemHead = style({ display: 'flex', alignItems: 'center', gap: vars.space[3] });

export const shareItemTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  wordBreak: 'keep-all',
});

export const excerpt = style({
  margin: 0,
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.relaxed,
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  wordBreak: 'keep-all',
});

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[1] });

export const chip = style({
  paddingInline: vars.space[2],
  paddingBlock: 2,
  borderRadius: vars.radius.full,
  background: vars.color.background.sunken,
  fontSize: vars.font.size.xs,
});

export const stats = style({
  display: 'flex',
  gap: vars.space[3],
  marginTop: 'auto',
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.xs,
  fontVariantNumeric: 'tabular-nums',
});
