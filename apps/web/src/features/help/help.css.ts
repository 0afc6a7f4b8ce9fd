import { media, vars } from '@arcana/ui';
import { globalStyle, style } from '@vanilla-extract/css';
import * as forms from '../content/forms.css';

export { chipRow, filterChip as chip, stateBox } from '../content/content.css';
export { counter, formError, label, legend, stateTitle } from '../content/forms.css';

// The help centre (help layout: narrow column, the layout draws the <h1>): the search box,
// shortcuts, FAQ disclosures and the inquiry form.

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[8],
  paddingBottom: vars.space[8],
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });

export const sectionTitle = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const lead = style({
  color: vars.color.foreground.muted,
  lineHeight: vars.font.lineHeight.relaxed,
  wordBreak: 'keep-all',
});

export const muted = style({ color: vars.color.foreground.muted, fontSize: vars.font.size.sm });

export const srOnlyLabel = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

// ---- search ----

export const searchForm = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: 52,
  paddingLeft: vars.space[4],
  paddingRight: vars.space[1],
  borderRadius: vars.radius.lg,
  background: vars.color.background.elevated,
  border: `1px solid ${vars.color.border.strong}`,
  color: vars.color.foreground.muted,
  selectors: {
    '&:focus-within': {
      borderColor: vars.color.border.focus,
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
  selectors: { '&::-webkit-search-cancel-button': { display: 'none' } },
});

export const clear = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 44,
  height: 44,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.foreground.muted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.background.sunken },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}` },
  },
});

export const searchSubmit = style({
  flexShrink: 0,
  minHeight: 44,
  paddingInline: vars.space[4],
  border: 0,
  borderRadius: vars.radius.md,
  background: vars.color.background.primary,
  color: vars.color.foreground.onPrimary,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 },
  },
});

// ---- help home ----

export const shortcuts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const shortcut = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: 56,
  paddingInline: vars.space[4],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.base}`,
  background: vars.color.background.elevated,
  color: vars.color.foreground.base,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  wordBreak: 'keep-all',
  selectors: {
    '&:hover': { borderColor: vars.color.border.strong },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 },
  },
});

export const contactCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  padding: vars.space[5],
  borderRadius: vars.radius.lg,
  background: vars.color.background.primarySoft,
});

export const cardActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });

export const linkList = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderTop: `1px solid ${vars.color.border.base}`,
});

export const linkRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  minHeight: 64,
  paddingBlock: vars.space[3],
  paddingInline: vars.space[1],
  borderBottom: `1px solid ${vars.color.border.base}`,
  color: vars.color.foreground.base,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.background.sunken },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: -2 },
  },
});

export const linkText = style({ display: 'flex', flexDirection: 'column', gap: 2 });

export const linkTitle = style({ fontWeight: vars.font.weight.semibold });

export const policyLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const policyLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  paddingInline: vars.space[3],
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border.base}`,
  color: vars.color.foreground.base,
  fontSize: vars.font.size.sm,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.border.strong },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 },
  },
});

export const policyLinkStrong = style([policyLink, { fontWeight: vars.font.weight.bold }]);

// ---- FAQ ----

export const faqList = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderTop: `1px solid ${vars.color.border.base}`,
});

export const faqItem = style({ borderBottom: `1px solid ${vars.color.border.base}` });

export const faqSummary = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  minHeight: 60,
  paddingBlock: vars.space[3],
  paddingInline: vars.space[1],
  cursor: 'pointer',
  listStyle: 'none',
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.normal,
  wordBreak: 'keep-all',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { background: vars.color.background.sunken },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: -2 },
  },
});

export const faqMark = style({
  flexShrink: 0,
  color: vars.color.foreground.primary,
  fontWeight: vars.font.weight.bold,
});

export const faqQuestion = style({ flex: 1, minWidth: 0 });

export const faqChevron = style({
  flexShrink: 0,
  color: vars.color.foreground.muted,
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

globalStyle(`details[open] > summary .${faqChevron}`, { transform: 'rotate(90deg)' });

export const faqAnswer = style({
  paddingInline: vars.space[4],
  paddingBottom: vars.space[4],
  paddingTop: vars.space[1],
  marginInline: vars.space[1],
  marginBottom: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.background.sunken,
});

export const highlight = style({
  borderRadius: 2,
  backgroundColor: vars.color.background.primarySoft,
  color: 'inherit',
});

// ---- the inquiry form ----

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space[6] });

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

export const radioChips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });

export const radioInput = style({
  position: 'absolute',
  opacity: 0,
  width: 1,
  height: 1,
});

export const radioChip = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  paddingInline: vars.space[4],
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border.strong}`,
  background: vars.color.background.elevated,
  color: vars.color.foreground.base,
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': {
      borderColor: vars.color.foreground.base,
      background: vars.color.foreground.base,
      color: vars.color.background.base,
      fontWeight: vars.font.weight.semibold,
    },
    '&:has(input:focus-visible)': {
      outline: `2px solid ${vars.color.border.focus}`,
      outlineOffset: 2,
    },
  },
});

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });

export const textarea = style([forms.textarea, { minHeight: 200 }]);

export const fieldFoot = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space[3],
  fontSize: vars.font.size.sm,
});

export const error = style({ color: vars.color.foreground.danger, fontSize: vars.font.size.sm });

export const hint = style({ color: vars.color.foreground.muted, fontSize: vars.font.size.sm });

export const consent = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.base}`,
  background: vars.color.background.sunken,
  fontSize: vars.font.size.sm,
});

export const consentList = style({
  margin: 0,
  paddingLeft: vars.space[5],
  listStyle: 'disc',
  color: vars.color.foreground.muted,
  lineHeight: vars.font.lineHeight.relaxed,
});

export const note = style({
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  background: vars.color.background.sunken,
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.relaxed,
  wordBreak: 'keep-all',
});

export const done = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[3],
  paddingBlock: vars.space[10],
  textAlign: 'center',
  wordBreak: 'keep-all',
});

export const doneIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 56,
  height: 56,
  borderRadius: vars.radius.full,
  background: vars.color.background.primarySoft,
  color: vars.color.foreground.primary,
});

export const inlineLink = style({
  color: vars.color.foreground.link,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 },
  },
});

// ---- introduce ----

export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  padding: vars.space[6],
  borderRadius: vars.radius.xl,
  background: vars.color.background.primarySoft,
});

export const eyebrow = style({
  color: vars.color.foreground.primary,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});

export const heroTitle = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  wordBreak: 'keep-all',
});

export const body = style({ lineHeight: vars.font.lineHeight.relaxed, wordBreak: 'keep-all' });

export const steps = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  margin: 0,
  paddingLeft: vars.space[6],
  listStyle: 'decimal',
  lineHeight: vars.font.lineHeight.relaxed,
  wordBreak: 'keep-all',
});

export const bullets = style([steps, { listStyle: 'disc' }]);

export const crisis = style({
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.strong}`,
  background: vars.color.background.elevated,
  lineHeight: vars.font.lineHeight.relaxed,
  wordBreak: 'keep-all',
});
