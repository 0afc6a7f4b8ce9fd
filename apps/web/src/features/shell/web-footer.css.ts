import { media, safeAreaVars, vars } from '@arcana/ui';
import { style } from '@vanilla-extract/css';

// Small and quiet, as Korean services draw it: the links on one wrapping row, the business
// facts flowing inline so a phone shows them in a few lines above the bottom navigation.

export const footer = style({
  borderTop: `1px solid ${vars.color.border.base}`,
  backgroundColor: vars.color.background.sunken,
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.normal,
  // Phones: the fixed bottom navigation (64 px) must not cover the last line.
  paddingBottom: `calc(64px + ${safeAreaVars.bottom} + ${vars.space[4]})`,
  '@media': { [media.desktop]: { paddingBottom: vars.space[10], fontSize: vars.font.size.sm } },
});

export const inner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  maxWidth: `calc(1200px + 2 * ${vars.space[6]})`,
  marginInline: 'auto',
  paddingTop: vars.space[6],
  paddingLeft: `calc(${vars.space[4]} + ${safeAreaVars.left})`,
  paddingRight: `calc(${vars.space[4]} + ${safeAreaVars.right})`,
  '@media': { [media.desktop]: { paddingInline: vars.space[6], paddingTop: vars.space[8] } },
});

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space[1],
  margin: 0,
  marginLeft: `calc(-1 * ${vars.space[2]})`,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  paddingInline: vars.space[2],
  borderRadius: vars.radius.sm,
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.foreground.base, textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: -2 },
  },
});

/** 개인정보처리방침: bold and in the body colour, as the law's guidance asks it to stand out. */
export const strongLink = style([
  link,
  { color: vars.color.foreground.base, fontWeight: vars.font.weight.bold },
]);

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space[3],
  rowGap: vars.space[1],
  margin: 0,
});

export const fact = style({ display: 'inline-flex', gap: vars.space[1], minWidth: 0 });

export const factWide = style([
  fact,
  { flexBasis: '100%', '@media': { [media.md]: { flexBasis: 'auto' } } },
]);

export const factLabel = style({ flexShrink: 0, fontWeight: vars.font.weight.semibold });

export const factValue = style({ margin: 0, overflowWrap: 'anywhere', wordBreak: 'keep-all' });

export const contact = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  fontStyle: 'normal',
});

export const contactTitle = style({
  color: vars.color.foreground.base,
  fontWeight: vars.font.weight.semibold,
});

export const inlineLink = style({
  color: 'inherit',
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 },
  },
});

export const notice = style({ margin: 0, wordBreak: 'keep-all' });

export const copyright = style({ margin: 0, color: vars.color.foreground.muted });

/** 화면 테마: the page's one theme switch (SPEC §3), on a line of its own above the facts. */
export const theme = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space[3],
  rowGap: vars.space[2],
});

export const themeTitle = style({
  margin: 0,
  color: vars.color.foreground.base,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});

export const themeSwitch = style({
  flexGrow: 1,
  maxWidth: 360,
  backgroundColor: vars.color.background.base,
});
