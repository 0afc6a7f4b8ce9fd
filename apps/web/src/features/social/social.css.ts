import { vars } from '@arcana/ui';
import { style } from '@vanilla-extract/css';

// Surfaces shared by the social components (reactions, comments, reviews, favourites).

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });

export const sectionHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

export const muted = style({
  margin: 0,
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.relaxed,
  wordBreak: 'keep-all',
});

export const numeric = style({ fontVariantNumeric: 'tabular-nums' });

export const reactionRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const reactionButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  minHeight: 44,
  paddingInline: vars.space[3],
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border.base}`,
  background: vars.color.background.elevated,
  color: vars.color.foreground.base,
  font: 'inherit',
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.background.sunken },
    '&[aria-pressed="true"]': {
      borderColor: vars.color.foreground.primary,
      background: vars.color.background.primarySoft,
      color: vars.color.foreground.primary,
      fontWeight: vars.font.weight.semibold,
    },
    '&:disabled': { cursor: 'progress', opacity: 0.7 },
  },
});

export const emoji = style({ fontSize: vars.font.size.md, lineHeight: 1 });

export const textarea = style({
  width: '100%',
  minHeight: 96,
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
    '&::placeholder': { color: vars.color.foreground.subtle },
    '&[aria-invalid="true"]': { borderColor: vars.color.foreground.danger },
  },
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });

export const formFooter = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
});

export const counter = style([
  numeric,
  { color: vars.color.foreground.muted, fontSize: vars.font.size.sm },
]);

export const counterOver = style({ color: vars.color.foreground.danger });

export const errorText = style({
  margin: 0,
  color: vars.color.foreground.danger,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  paddingBlock: vars.space[3],
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border.base}` } },
});

export const itemHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: 32,
});

export const author = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.semibold });

export const time = style([
  numeric,
  { color: vars.color.foreground.muted, fontSize: vars.font.size.xs },
]);

export const spacer = style({ flex: 1 });

/** User text: plain, inert, line breaks kept. */
export const plainText = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.relaxed,
});

export const mineBadge = style({
  paddingInline: vars.space[2],
  borderRadius: vars.radius.full,
  background: vars.color.background.primarySoft,
  color: vars.color.foreground.primary,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
});

export const empty = style({
  margin: 0,
  paddingBlock: vars.space[6],
  paddingInline: vars.space[4],
  borderRadius: vars.radius.lg,
  border: `1px dashed ${vars.color.border.strong}`,
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
  textAlign: 'center',
  wordBreak: 'keep-all',
});

export const guestBox = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[2],
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  background: vars.color.background.sunken,
});

export const centered = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[3],
  paddingBlock: vars.space[6],
  textAlign: 'center',
});

export const stars = style({ display: 'inline-flex', gap: vars.space[1] });

export const starButton = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.border.strong,
  cursor: 'pointer',
  selectors: {
    '&[data-filled="true"]': { color: vars.color.background.warning },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.border.focus}` },
  },
});

export const starStatic = style({ color: vars.color.background.warning, letterSpacing: 1 });

export const favoriteButton = style([
  reactionButton,
  {
    selectors: {
      '&[aria-pressed="true"]': {
        borderColor: vars.color.foreground.danger,
        background: vars.color.background.dangerSoft,
        color: vars.color.foreground.danger,
      },
    },
  },
]);

export const linkBox = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.background.sunken,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
  fontVariantNumeric: 'tabular-nums',
});

export const actionsRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });

export const optionLabel = style({ display: 'flex', flexDirection: 'column', gap: 2 });

export const starFieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

/** The radio lies transparent over its star, so pointer, keyboard and focus ring all work. */
export const starEmpty = style({ color: vars.color.border.strong });
