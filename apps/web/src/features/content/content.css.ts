import { media, vars } from '@arcana/ui';
import { style, styleVariants } from '@vanilla-extract/css';

// Notices, events and stored pages: a reading column, filter chips, rows and cards whose
// skeletons take the same boxes (no shift when the data arrives).

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[6],
  maxWidth: 800,
  width: '100%',
  marginInline: 'auto',
  paddingBottom: vars.space[8],
});

export const widePage = style([page, { maxWidth: 1200 }]);

export const intro = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });

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

export const muted = style({ color: vars.color.foreground.muted, fontSize: vars.font.size.sm });

/** Chips that scroll sideways on phones and wrap on wide screens. */
export const chipRow = style({
  display: 'flex',
  gap: vars.space[2],
  margin: 0,
  marginInline: `calc(-1 * ${vars.space[4]})`,
  paddingInline: vars.space[4],
  paddingBlock: 2,
  listStyle: 'none',
  overflowX: 'auto',
  scrollbarWidth: 'none',
  '@media': {
    [media.lg]: { flexWrap: 'wrap', marginInline: 0, paddingInline: 0, overflowX: 'visible' },
  },
});

export const filterChip = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  paddingInline: vars.space[4],
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border.base}`,
  background: vars.color.background.elevated,
  color: vars.color.foreground.base,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.border.strong },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 },
    '&[aria-current]': {
      borderColor: vars.color.foreground.base,
      background: vars.color.foreground.base,
      color: vars.color.background.base,
      fontWeight: vars.font.weight.semibold,
    },
  },
});

/** A small label with text (colour is never the only signal). */
export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 2,
  minHeight: 22,
  paddingInline: vars.space[2],
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  whiteSpace: 'nowrap',
});

export const badgeTone = styleVariants({
  primary: { background: vars.color.background.primarySoft, color: vars.color.foreground.primary },
  neutral: {
    background: vars.color.background.sunken,
    color: vars.color.foreground.muted,
    border: `1px solid ${vars.color.border.base}`,
  },
  success: {
    background: vars.color.background.elevated,
    color: vars.color.foreground.success,
    border: `1px solid currentColor`,
  },
  pinned: {
    background: vars.color.foreground.base,
    color: vars.color.background.base,
  },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderTop: `1px solid ${vars.color.border.base}`,
});

/** One notice row; the skeleton row has the same height. */
export const row = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: vars.space[1],
  minHeight: 84,
  paddingBlock: vars.space[3],
  paddingInline: vars.space[1],
  borderBottom: `1px solid ${vars.color.border.base}`,
});

export const pinnedRow = style([row, { background: vars.color.background.sunken }]);

export const rowMeta = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const rowLink = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  color: vars.color.foreground.base,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.normal,
  textDecoration: 'none',
  wordBreak: 'keep-all',
  overflowWrap: 'anywhere',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 },
    // The whole row answers a tap, not only the title's letters.
    '&::after': { content: '""', position: 'absolute', inset: 0 },
  },
});

export const rowBox = style({ position: 'relative' });

export const pagination = style({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space[1],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const pageLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 44,
  minHeight: 44,
  paddingInline: vars.space[2],
  borderRadius: vars.radius.md,
  color: vars.color.foreground.base,
  fontVariantNumeric: 'tabular-nums',
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.background.sunken },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 },
    '&[aria-current]': {
      background: vars.color.foreground.base,
      color: vars.color.background.base,
      fontWeight: vars.font.weight.bold,
    },
    '&[aria-disabled="true"]': { color: vars.color.foreground.subtle, pointerEvents: 'none' },
  },
});

export const stateBox = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[3],
  paddingBlock: vars.space[10],
  paddingInline: vars.space[4],
  color: vars.color.foreground.muted,
  textAlign: 'center',
  wordBreak: 'keep-all',
});

// ---- a notice, an event, a stored page ----

export const article = style({ display: 'flex', flexDirection: 'column', gap: vars.space[6] });

export const articleHeader = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  paddingBottom: vars.space[4],
  borderBottom: `1px solid ${vars.color.border.base}`,
});

export const backLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  alignSelf: 'flex-start',
  minHeight: 44,
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.foreground.base },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 },
  },
});

export const neighbours = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  borderTop: `1px solid ${vars.color.border.base}`,
});

export const neighbour = style({
  display: 'grid',
  gridTemplateColumns: '4.5rem minmax(0, 1fr)',
  alignItems: 'center',
  minHeight: 52,
  borderBottom: `1px solid ${vars.color.border.base}`,
  fontSize: vars.font.size.sm,
});

export const neighbourLabel = style({
  color: vars.color.foreground.muted,
  paddingInline: vars.space[1],
});

export const neighbourLink = style({
  display: 'block',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  paddingBlock: vars.space[3],
  color: vars.color.foreground.base,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 },
  },
});

export const actions = style({ display: 'flex', justifyContent: 'center', gap: vars.space[2] });

// ---- events ----

export const eventGrid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[5],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.xl]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const eventCard = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  height: '100%',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.base}`,
  background: vars.color.background.elevated,
});

export const eventMedia = style({
  display: 'block',
  width: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  background: vars.color.background.sunken,
});

/** No picture: a drawn night sky in the theme's colours, with the event's first letter. */
export const eventPlaceholder = style([
  eventMedia,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    background: `radial-gradient(circle at 20% 25%, ${vars.color.background.primarySoft} 0 18%, transparent 19%), linear-gradient(135deg, ${vars.color.background.primary}, ${vars.color.background.sunken})`,
    color: vars.color.foreground.onPrimary,
  },
]);

export const eventBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  padding: vars.space[4],
  minHeight: 148,
});

export const eventTitle = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  wordBreak: 'keep-all',
});

export const eventLink = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:focus-visible': { outline: 'none' },
  },
});

export const eventCardFocus = style({
  selectors: {
    '&:focus-within': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 },
    '&:hover': { borderColor: vars.color.border.strong },
  },
});

export const eventSummary = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  wordBreak: 'keep-all',
});

export const eventFoot = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  marginTop: 'auto',
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const eventHero = style({
  display: 'block',
  width: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
  background: vars.color.background.sunken,
});

export const eventHeroPlaceholder = style([eventHero, eventPlaceholder]);

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space[4],
  rowGap: vars.space[2],
  margin: 0,
  fontSize: vars.font.size.sm,
});

export const factLabel = style({ color: vars.color.foreground.muted });

export const factValue = style({ margin: 0, fontVariantNumeric: 'tabular-nums' });

export const note = style({
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  background: vars.color.background.sunken,
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
});

// ---- a stored page ----

export const toc = style({
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.base}`,
  background: vars.color.background.sunken,
});

export const tocTitle = style({
  marginBottom: vars.space[2],
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
});

export const tocList = style({
  display: 'grid',
  gap: 0,
  margin: 0,
  padding: 0,
  // The headings carry their own numbers (제1조, 1.).
  listStyle: 'none',
  fontSize: vars.font.size.sm,
  '@media': {
    [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: vars.space[6] },
  },
});

export const tocLink = style({
  display: 'inline-block',
  paddingBlock: vars.space[2],
  color: vars.color.foreground.link,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 },
  },
});

export const helpCard = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  background: vars.color.background.sunken,
});
