import { media, vars } from '@arcana/ui';
import { style } from '@vanilla-extract/css';
import { card as sessionCard } from '../shell/session-card.css';

export { chip, head, list, portrait, productName, who } from '../shell/session-card.css';

// The session pages' look (상담 내역, 상담 상세, 나의 리뷰, 상담후기 작성): the cards and chips of
// 예약 내역, so the /me counseling pages read as one family.

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[6],
  paddingBottom: vars.space[8],
});

export const month = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });

export const monthHeader = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space[2],
  paddingInline: vars.space[1],
});

export const monthTitle = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const monthCount = style({
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const counselorName = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const card = style([
  sessionCard,
  {
    position: 'relative',
    transition: `border-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: { '&:hover': { borderColor: vars.color.border.strong } },
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  },
]);

/** The whole card opens the detail: the link's box covers it, the buttons sit above. */
export const cardLink = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 },
  },
});

export const aboveLink = style({ position: 'relative', zIndex: 1 });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space[4],
  rowGap: vars.space[2],
  margin: 0,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const factLabel = style({ color: vars.color.foreground.muted, whiteSpace: 'nowrap' });

export const factValue = style({
  margin: 0,
  textAlign: 'end',
  fontWeight: vars.font.weight.medium,
  wordBreak: 'keep-all',
});

export const cardFooter = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  paddingTop: vars.space[3],
  borderTop: `1px solid ${vars.color.border.base}`,
  fontSize: vars.font.size.sm,
  color: vars.color.foreground.muted,
});

export const muted = style({
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  wordBreak: 'keep-all',
});

export const state = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[3],
  paddingBlock: vars.space[10],
  paddingInline: vars.space[5],
  borderRadius: vars.radius.lg,
  border: `1px dashed ${vars.color.border.strong}`,
  color: vars.color.foreground.muted,
  textAlign: 'center',
  wordBreak: 'keep-all',
});

export const stateTitle = style({
  margin: 0,
  color: vars.color.foreground.base,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

export const stateText = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.relaxed,
  maxWidth: '28em',
});

export const stateActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space[2],
  marginTop: vars.space[2],
});

export const endNote = style({
  color: vars.color.foreground.subtle,
  fontSize: vars.font.size.sm,
  textAlign: 'center',
  wordBreak: 'keep-all',
});

export const moreRow = style({ display: 'flex', justifyContent: 'center' });

// ---- the detail ----

/** Phones: one column; wide screens: the summary beside the money and actions. */
export const detail = style({
  display: 'grid',
  gap: vars.space[4],
  alignItems: 'start',
  '@media': {
    [media.lg]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', gap: vars.space[6] },
  },
});

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  padding: vars.space[5],
  borderRadius: vars.radius.lg,
  background: vars.color.background.elevated,
  border: `1px solid ${vars.color.border.base}`,
});

export const summaryTop = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[2],
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  wordBreak: 'keep-all',
});

export const panelTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});

export const counselorLink = style({
  display: 'grid',
  gridTemplateColumns: '48px minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space[3],
  minHeight: 64,
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.background.sunken,
  color: vars.color.foreground.base,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.background.primarySoft },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 },
  },
});

export const rating = style({
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const star = style({ color: vars.color.availability.busy });

export const note = style({
  margin: 0,
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.background.primarySoft,
  color: vars.color.foreground.base,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.relaxed,
  wordBreak: 'keep-all',
});

export const money = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space[4],
  rowGap: vars.space[2],
  margin: 0,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const moneySub = style({
  display: 'block',
  color: vars.color.foreground.subtle,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.regular,
});

export const moneyTotalLabel = style({
  paddingTop: vars.space[2],
  borderTop: `1px solid ${vars.color.border.base}`,
  fontWeight: vars.font.weight.bold,
});

export const moneyTotal = style({
  margin: 0,
  paddingTop: vars.space[2],
  borderTop: `1px solid ${vars.color.border.base}`,
  textAlign: 'end',
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

export const refund = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.background.sunken,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const refundLine = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space[3],
  color: vars.color.foreground.success,
  fontWeight: vars.font.weight.bold,
});

export const actions = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });

// ---- reviews ----

export const stars = style({ color: vars.color.availability.busy, letterSpacing: 1 });
export const starsEmpty = style({ color: vars.color.border.strong });

export const reviewHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[2],
  fontSize: vars.font.size.sm,
});

export const reviewDate = style({
  marginLeft: 'auto',
  color: vars.color.foreground.subtle,
  fontSize: vars.font.size.xs,
  fontVariantNumeric: 'tabular-nums',
});

export const reviewText = style({
  margin: 0,
  lineHeight: vars.font.lineHeight.relaxed,
  wordBreak: 'keep-all',
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-line',
});

export const reply = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.background.sunken,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  wordBreak: 'keep-all',
  whiteSpace: 'pre-line',
});

export const replyTitle = style({
  color: vars.color.foreground.primary,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
});

export const inlineLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[1],
  marginInline: `calc(-1 * ${vars.space[2]})`,
});

export const textLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  paddingInline: vars.space[2],
  color: vars.color.foreground.link,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, borderRadius: 4 },
  },
});

// ---- the review form ----

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space[6] });

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

export const label = style({
  padding: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});

export const starRow = style({ display: 'flex', alignItems: 'center', gap: vars.space[1] });

export const starButton = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 48,
  height: 48,
  borderRadius: vars.radius.md,
  color: vars.color.border.strong,
  cursor: 'pointer',
  transition: `color ${vars.motion.fast} ${vars.motion.easing}, transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&[data-filled="true"]': { color: vars.color.availability.busy },
    '&:has(input:focus-visible)': {
      outline: `2px solid ${vars.color.border.focus}`,
      outlineOffset: 1,
    },
    '&:active': { transform: 'scale(0.92)' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

/** The radio lies transparent over its star: pointer, keyboard and focus all reach it. */
export const ratingName = style({
  marginLeft: vars.space[2],
  color: vars.color.foreground.base,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});

export const textarea = style({
  width: '100%',
  minHeight: 180,
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.strong}`,
  background: vars.color.background.elevated,
  color: vars.color.foreground.base,
  font: 'inherit',
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.relaxed,
  resize: 'vertical',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 1 },
    '&[aria-invalid="true"]': { borderColor: vars.color.foreground.danger },
    '&::placeholder': { color: vars.color.foreground.subtle },
  },
});

export const fieldFoot = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: vars.space[3],
  minHeight: 20,
});

export const hint = style({
  margin: 0,
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
});

export const error = style({
  margin: 0,
  color: vars.color.foreground.danger,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

export const counter = style({
  marginLeft: 'auto',
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const counterOver = style({ color: vars.color.foreground.danger });

export const formCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[5],
  padding: vars.space[5],
  borderRadius: vars.radius.lg,
  background: vars.color.background.elevated,
  border: `1px solid ${vars.color.border.base}`,
});

export const lead = style({
  margin: 0,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.relaxed,
  wordBreak: 'keep-all',
});

/** 신고하기 under the facts, at the column's end. */
export const report = style({ alignSelf: 'flex-end' });
