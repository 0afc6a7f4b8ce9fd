import { media, vars } from '@arcana/ui';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';

// The payment flow has no layout (SPEC §2): these styles draw its own slim top bar, one calm
// column on phones with the pay button fixed to the bottom, and two columns from lg with the
// amount and the pay button in a sticky side card, like the Korean checkout pages people know.

const PAY_BAR_HEIGHT = 88;

export const topBar = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[1],
  minHeight: 56,
  // Lined up with the page column below (560 px wide, 1120 px from lg).
  paddingInline: `max(${vars.space[2]}, calc((100% - 560px) / 2))`,
  paddingTop: 'env(safe-area-inset-top, 0px)',
  background: vars.color.background.base,
  borderBottom: `1px solid ${vars.color.border.base}`,
  '@media': {
    [media.lg]: { paddingInline: `max(${vars.space[2]}, calc((100% - 1120px) / 2))` },
  },
});

export const topTitle = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

export const backLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  borderRadius: vars.radius.full,
  color: vars.color.foreground.base,
  selectors: {
    '&:hover': { background: vars.color.background.sunken },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 },
  },
});

export const shell = style({
  width: '100%',
  maxWidth: 560,
  marginInline: 'auto',
  paddingInline: vars.space[4],
  paddingTop: vars.space[4],
  // Room for the fixed pay bar (and the phone's home indicator) under the last section.
  paddingBottom: `calc(${PAY_BAR_HEIGHT}px + ${vars.space[6]} + env(safe-area-inset-bottom, 0px))`,
  '@media': {
    [media.lg]: {
      maxWidth: 1120,
      paddingTop: vars.space[8],
      paddingBottom: vars.space[16],
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) 360px',
      gap: vars.space[8],
      alignItems: 'start',
    },
  },
});

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });

export const side = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  marginTop: vars.space[4],
  '@media': { [media.lg]: { position: 'sticky', top: 80, marginTop: 0 } },
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  padding: vars.space[5],
  borderRadius: vars.radius.lg,
  background: vars.color.background.elevated,
  border: `1px solid ${vars.color.border.base}`,
});

export const sectionHeader = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space[3],
});

export const sectionTitle = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});

export const muted = style({
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  wordBreak: 'keep-all',
});

export const numeric = style({ fontVariantNumeric: 'tabular-nums' });

// ---- order summary ----

export const product = style({
  display: 'grid',
  gridTemplateColumns: '64px minmax(0, 1fr)',
  gap: vars.space[4],
  alignItems: 'center',
});

export const portrait = style({
  width: 64,
  height: 64,
  borderRadius: vars.radius.lg,
  objectFit: 'cover',
  background: vars.color.background.sunken,
});

export const productText = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1] });

export const counselorLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[2],
  fontSize: vars.font.size.sm,
  color: vars.color.foreground.muted,
});

export const productName = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  wordBreak: 'keep-all',
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space[4],
  rowGap: vars.space[2],
  margin: 0,
  paddingTop: vars.space[3],
  borderTop: `1px solid ${vars.color.border.base}`,
  fontSize: vars.font.size.sm,
});

globalStyle(`${facts} dt`, { color: vars.color.foreground.muted });
globalStyle(`${facts} dd`, {
  margin: 0,
  textAlign: 'end',
  fontWeight: vars.font.weight.medium,
  fontVariantNumeric: 'tabular-nums',
});

// ---- start type ----

export const choiceGroup = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

export const legend = style([sectionTitle, { marginBottom: vars.space[3], padding: 0 }]);

export const choice = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  minHeight: 72,
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  border: `1.5px solid ${vars.color.border.base}`,
  background: vars.color.background.base,
  cursor: 'pointer',
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}, background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:has(input:checked)': {
      borderColor: vars.color.foreground.primary,
      background: vars.color.background.primarySoft,
    },
    '&:has(input:focus-visible)': {
      outline: `2px solid ${vars.color.border.focus}`,
      outlineOffset: 2,
    },
    '&:has(input:disabled)': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const choiceInput = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'inherit',
});

export const choiceLabel = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});

export const choiceHint = style({
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.normal,
  wordBreak: 'keep-all',
});

export const note = style({
  display: 'flex',
  gap: vars.space[2],
  alignItems: 'flex-start',
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.background.sunken,
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  wordBreak: 'keep-all',
});

export const pickedSlot = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.background.primarySoft,
  color: vars.color.foreground.primary,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

// ---- points ----

export const pointsRow = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space[2] });

export const pointsField = style({ flex: 1, minWidth: 0 });

export const balance = style({
  color: vars.color.foreground.primary,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

// ---- amount ----

export const amountList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  margin: 0,
});

export const amountRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space[3],
  fontSize: vars.font.size.sm,
  color: vars.color.foreground.muted,
  fontVariantNumeric: 'tabular-nums',
});

globalStyle(`${amountRow} dd`, { margin: 0, color: vars.color.foreground.base });

export const totalRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space[3],
  paddingTop: vars.space[3],
  marginTop: vars.space[1],
  borderTop: `1px solid ${vars.color.border.base}`,
  fontWeight: vars.font.weight.bold,
});

globalStyle(`${totalRow} dd`, {
  margin: 0,
  color: vars.color.foreground.primary,
  fontSize: vars.font.size.xl,
  fontVariantNumeric: 'tabular-nums',
});

// ---- agreements ----

export const agreements = style({ display: 'flex', flexDirection: 'column', gap: 0 });

export const agreementItems = style({
  display: 'flex',
  flexDirection: 'column',
  paddingTop: vars.space[1],
  paddingLeft: vars.space[2],
  marginTop: vars.space[1],
  borderTop: `1px solid ${vars.color.border.base}`,
  fontSize: vars.font.size.sm,
});

globalStyle(`${agreementItems} label`, {
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  wordBreak: 'keep-all',
  paddingBlock: vars.space[1],
});

export const required = style({
  color: vars.color.foreground.primary,
  fontWeight: vars.font.weight.semibold,
  marginRight: vars.space[1],
});

// ---- refusal ----

export const refusal = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  background: vars.color.background.dangerSoft,
  border: `1px solid ${vars.color.background.danger}`,
  color: vars.color.foreground.base,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  wordBreak: 'keep-all',
});

export const refusalTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  color: vars.color.foreground.danger,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});

export const link = style({
  color: vars.color.foreground.link,
  fontWeight: vars.font.weight.semibold,
  textUnderlineOffset: 3,
  alignSelf: 'flex-start',
  minHeight: 44,
  display: 'inline-flex',
  alignItems: 'center',
});

// ---- pay bar ----

// Below lg the bar is fixed over the page: a field reached by Tab scrolls clear of it.
globalStyle('html:has([data-pay-bar])', {
  '@media': {
    [media.mobileOnly]: {
      scrollPaddingBottom: `calc(${PAY_BAR_HEIGHT}px + ${vars.space[4]} + env(safe-area-inset-bottom, 0px))`,
    },
  },
});

export const payBar = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: vars.zIndex.nav,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  paddingInline: vars.space[4],
  paddingTop: vars.space[3],
  paddingBottom: `calc(${vars.space[3]} + env(safe-area-inset-bottom, 0px))`,
  background: vars.color.background.base,
  borderTop: `1px solid ${vars.color.border.base}`,
  boxShadow: vars.shadow.md,
  '@media': {
    [media.lg]: {
      position: 'static',
      padding: 0,
      border: 0,
      boxShadow: 'none',
      background: 'transparent',
    },
  },
});

export const payBarInner = style({
  width: '100%',
  maxWidth: 528,
  marginInline: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  '@media': { [media.lg]: { maxWidth: 'none' } },
});

export const payHint = style({
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.xs,
  textAlign: 'center',
  wordBreak: 'keep-all',
});

// ---- result pages ----

export const result = style({
  width: '100%',
  maxWidth: 520,
  marginInline: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[5],
  paddingInline: vars.space[4],
  paddingTop: `calc(${vars.space[10]} + env(safe-area-inset-top, 0px))`,
  paddingBottom: `calc(${vars.space[8]} + env(safe-area-inset-bottom, 0px))`,
  '@media': { [media.lg]: { paddingTop: vars.space[16] } },
});

export const resultHead = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[3],
  textAlign: 'center',
  wordBreak: 'keep-all',
});

const resultIconBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 64,
  height: 64,
  borderRadius: vars.radius.full,
});

export const resultIcon = styleVariants({
  success: [
    resultIconBase,
    { background: vars.color.background.primarySoft, color: vars.color.foreground.primary },
  ],
  failure: [
    resultIconBase,
    { background: vars.color.background.dangerSoft, color: vars.color.foreground.danger },
  ],
});

export const resultTitle = style({
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const resultLead = style({
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.relaxed,
});

export const nextStep = style({
  display: 'flex',
  gap: vars.space[3],
  alignItems: 'flex-start',
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  background: vars.color.background.primarySoft,
  color: vars.color.foreground.base,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.relaxed,
  wordBreak: 'keep-all',
});

export const actions = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });

export const code = style({
  // Pretendard last: a Korean glyph never falls into a box.
  fontFamily: `ui-monospace, SFMono-Regular, Menlo, monospace, ${vars.font.family.body}`,
  fontSize: vars.font.size.sm,
  color: vars.color.foreground.muted,
});
