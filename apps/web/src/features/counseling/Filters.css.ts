import { media, vars } from '@arcana/ui';
import { style } from '@vanilla-extract/css';

export const bar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
});

export const searchForm = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: 52,
  paddingInline: vars.space[4],
  borderRadius: vars.radius.lg,
  background: vars.color.background.elevated,
  border: `1px solid ${vars.color.border.strong}`,
  color: vars.color.foreground.muted,
  selectors: {
    '&:focus-within': {
      borderColor: vars.color.foreground.primary,
      boxShadow: `0 0 0 3px ${vars.color.background.primarySoft}`,
    },
  },
});

export const searchInput = style({
  flex: 1,
  minWidth: 0,
  minHeight: 48,
  border: 0,
  background: 'transparent',
  color: vars.color.foreground.base,
  fontSize: vars.font.size.md,
  outline: 'none',
  '::placeholder': { color: vars.color.foreground.subtle },
  // The box has its own clear button; Chromium would draw a second one.
  selectors: { '&::-webkit-search-cancel-button': { display: 'none' } },
});

export const clear = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  marginRight: `calc(-1 * ${vars.space[2]})`,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.foreground.subtle,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.background.sunken },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}` },
  },
});

/** One filter group: its name for screen readers, chips that scroll sideways on phones. */
export const group = style({
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

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  minHeight: 40,
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
  transition: `background ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
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

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
});

export const sortLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
});

export const select = style({
  minHeight: 44,
  paddingInline: vars.space[3],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.base}`,
  background: vars.color.background.elevated,
  color: vars.color.foreground.base,
  fontSize: vars.font.size.sm,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}` } },
});
