import { vars } from '@arcana/ui';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import * as forms from '../content/forms.css';

export { badge, stateBox } from '../content/content.css';
export { label, legend, stateTitle, textarea } from '../content/forms.css';

// 문의·신고 내역 and the report dialog.

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space[5] });

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
});

export const lead = style({
  color: vars.color.foreground.muted,
  lineHeight: vars.font.lineHeight.relaxed,
  wordBreak: 'keep-all',
});

export const muted = style({ color: vars.color.foreground.muted, fontSize: vars.font.size.sm });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.base}`,
  background: vars.color.background.elevated,
  overflow: 'hidden',
});

/** The skeleton of one claim has the closed item's height. */
export const skeletonItem = style([
  item,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[2],
    padding: vars.space[4],
    minHeight: 96,
  },
]);

export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  minHeight: 96,
  padding: vars.space[4],
  cursor: 'pointer',
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { background: vars.color.background.sunken },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: -2 },
  },
});

export const summaryTop = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[2],
  fontSize: vars.font.size.sm,
  color: vars.color.foreground.muted,
});

export const title = style({
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.normal,
  wordBreak: 'keep-all',
  overflowWrap: 'anywhere',
});

export const summaryFoot = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const chevron = style({
  flexShrink: 0,
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

globalStyle(`details[open] > summary .${chevron}`, { transform: 'rotate(90deg)' });

export const tone = styleVariants({
  kind: {
    background: vars.color.background.sunken,
    color: vars.color.foreground.base,
    border: `1px solid ${vars.color.border.base}`,
  },
  received: {
    background: vars.color.background.elevated,
    color: vars.color.foreground.muted,
    border: `1px solid ${vars.color.border.strong}`,
  },
  answered: { background: vars.color.background.primarySoft, color: vars.color.foreground.primary },
});

export const detail = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  padding: vars.space[4],
  borderTop: `1px solid ${vars.color.border.base}`,
});

export const block = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });

export const blockTitle = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.bold });

export const plainText = style({
  whiteSpace: 'pre-wrap',
  lineHeight: vars.font.lineHeight.relaxed,
  wordBreak: 'keep-all',
  overflowWrap: 'anywhere',
});

export const answer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  background: vars.color.background.sunken,
});

export const waiting = style({
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.background.sunken,
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space[2],
});

// ---- report ----

export const reportButton = style({
  // Above a card's stretched link, which covers the card.
  position: 'relative',
  zIndex: 1,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  minHeight: 44,
  paddingInline: vars.space[2],
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.foreground.base, textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 },
  },
});

export const reasons = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

export const reason = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  minHeight: 44,
  paddingInline: vars.space[2],
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.background.sunken },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.border.focus}` },
  },
});

export const radio = style({
  width: 20,
  height: 20,
  margin: 0,
  accentColor: vars.color.background.primary,
});

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  marginTop: vars.space[4],
});

export const counter = style([forms.counter, { alignSelf: 'flex-end' }]);

export const error = style([forms.formError, { marginTop: vars.space[3] }]);
