import { media, vars } from '@arcana/ui';
import { style } from '@vanilla-extract/css';

// The counseling pages' shared look: sections, lists, chips and the empty and error boxes.
export { eyebrow, heading, intro, lead, page } from '../shell/page.css';

export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  padding: vars.space[6],
  borderRadius: vars.radius.xl,
  background: `linear-gradient(135deg, ${vars.color.background.primarySoft}, ${vars.color.background.elevated})`,
  border: `1px solid ${vars.color.border.base}`,
  '@media': { [media.md]: { padding: vars.space[10] } },
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });

export const sectionHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
});

export const sectionTitle = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  wordBreak: 'keep-all',
  '@media': { [media.md]: { fontSize: vars.font.size.xl } },
});

export const sectionLead = style({
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
  marginTop: vars.space[1],
});

export const moreLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  paddingInline: vars.space[2],
  color: vars.color.foreground.link,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

/** Counselor cards: as many columns of at least 320 px as fit (one on phones, three at 1200). */
export const cardList = style({
  display: 'grid',
  gap: vars.space[3],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.md]: { gap: vars.space[4] } },
});

/** Product tiles: two across on phones (pictures), four on a wide screen. */
export const tileGrid = style({
  display: 'grid',
  gap: vars.space[3],
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space[4] },
    [media.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

/** A row that scrolls sideways on phones (the home's online counselors). */
export const rail = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(132px, 1fr)',
  gap: vars.space[3],
  margin: 0,
  marginInline: `calc(-1 * ${vars.space[4]})`,
  paddingInline: vars.space[4],
  paddingBottom: vars.space[2],
  listStyle: 'none',
  overflowX: 'auto',
  scrollSnapType: 'x proximity',
  '@media': {
    [media.lg]: {
      gridAutoFlow: 'row',
      gridTemplateColumns: 'repeat(6, minmax(0, 1fr))',
      marginInline: 0,
      paddingInline: 0,
      overflowX: 'visible',
    },
  },
});

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  paddingInline: vars.space[2],
  minHeight: 24,
  borderRadius: vars.radius.full,
  background: vars.color.background.primarySoft,
  color: vars.color.foreground.primary,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 },
  },
});

export const keyword = style({
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.xs,
  whiteSpace: 'nowrap',
});

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[3],
  padding: vars.space[8],
  borderRadius: vars.radius.lg,
  background: vars.color.background.sunken,
  color: vars.color.foreground.muted,
  textAlign: 'center',
  wordBreak: 'keep-all',
});

export const emptyTitle = style({
  color: vars.color.foreground.base,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
});

export const muted = style({
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  wordBreak: 'keep-all',
});

export const numeric = style({ fontVariantNumeric: 'tabular-nums' });

export const price = style({
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.font.weight.bold,
  color: vars.color.foreground.base,
});

export const rating = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 2,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.foreground.base,
  fontWeight: vars.font.weight.semibold,
});

export const star = style({ color: vars.color.availability.busy });

export const subtle = style({ color: vars.color.foreground.subtle, fontWeight: 'normal' });

export const moreRow = style({ display: 'flex', justifyContent: 'center' });

export const countLine = style({
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const strong = style({
  color: vars.color.foreground.base,
  fontWeight: vars.font.weight.bold,
});
