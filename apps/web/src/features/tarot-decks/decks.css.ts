import { media, vars } from '@arcana/ui';
import { style } from '@vanilla-extract/css';

// The shared opening of section pages.
export { intro, lead } from '../shell/page.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[8],
  paddingBlock: vars.space[4],
});

export const heading = style({
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  wordBreak: 'keep-all',
});

export const subheading = style({
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.md,
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  scrollMarginTop: vars.space[16],
});

export const sectionHeader = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space[2],
});

export const sectionTitle = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

export const sectionMeta = style({
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
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
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const body = style({
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.relaxed,
  wordBreak: 'keep-all',
  whiteSpace: 'pre-line',
});

/** The cards of a deck or suit: 3 across on a phone, up to 8 on a wide screen. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space[3],
  listStyle: 'none',
  padding: 0,
  margin: 0,
  '@media': {
    [media.sm]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    [media.md]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))', gap: vars.space[4] },
    [media.lg]: { gridTemplateColumns: 'repeat(8, minmax(0, 1fr))' },
  },
});

/** Inside the narrow column (suit page) the grid stops at 5 across. */
export const gridNarrow = style({
  '@media': {
    [media.md]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
    [media.lg]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
  },
});

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  color: vars.color.foreground.base,
  textDecoration: 'none',
  borderRadius: vars.radius.md,
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { transform: 'translateY(-2px)' },
    '&:active': { transform: 'scale(0.98)' },
  },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const cardImage = style({
  width: '100%',
  aspectRatio: '3 / 5',
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.sm,
});

export const tileName = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  textAlign: 'center',
  wordBreak: 'keep-all',
  lineHeight: vars.font.lineHeight.tight,
});

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 28,
  paddingInline: vars.space[3],
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.background.primarySoft,
  color: vars.color.foreground.primary,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

export const chipMuted = style({
  backgroundColor: vars.color.background.sunken,
  color: vars.color.foreground.base,
});

/** The four suits: two across on a phone, four on a wide screen. */
export const suitGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space[3],
  listStyle: 'none',
  padding: 0,
  margin: 0,
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const suitCard = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  minHeight: 72,
  height: '100%',
});

export const suitThumb = style({
  flex: 'none',
  width: 40,
  borderRadius: vars.radius.sm,
});

export const suitName = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
});

export const suitMeta = style({
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.xs,
});

export const majorCard = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[4],
});

export const majorThumbs = style({ display: 'flex', flex: 'none' });

export const majorThumb = style({
  width: 44,
  borderRadius: vars.radius.sm,
  boxShadow: vars.shadow.sm,
  selectors: { '&:not(:first-child)': { marginLeft: -16 } },
});

export const deckCard = style({ display: 'flex', flexDirection: 'column', gap: vars.space[5] });

export const centered = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[3],
  paddingBlock: vars.space[12],
  textAlign: 'center',
  color: vars.color.foreground.muted,
});

export const facts = style({
  display: 'grid',
  gap: vars.space[3],
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.background.sunken,
});

export const fact = style({
  display: 'grid',
  gridTemplateColumns: '4em 1fr',
  alignItems: 'baseline',
  gap: vars.space[3],
});

export const factLabel = style({
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
});

export const factValue = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
});

export const openDeck = style({
  gap: vars.space[1],
  textDecoration: 'none',
  '@media': { [media.sm]: { alignSelf: 'flex-start' } },
});
