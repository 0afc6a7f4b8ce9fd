import { vars } from '@arcana/ui';
import { style, styleVariants } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  paddingBottom: vars.space[8],
});

export const rule = style({
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  background: vars.color.background.primarySoft,
  color: vars.color.foreground.base,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.relaxed,
  wordBreak: 'keep-all',
});

export const tabs = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  padding: 4,
  borderRadius: vars.radius.md,
  background: vars.color.background.sunken,
});

export const tab = style({
  minHeight: 44,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.foreground.muted,
  font: 'inherit',
  fontWeight: vars.font.weight.semibold,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&[aria-selected="true"]': {
      background: vars.color.background.elevated,
      color: vars.color.foreground.base,
      boxShadow: vars.shadow.sm,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 },
  },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  background: vars.color.background.elevated,
  border: `1px solid ${vars.color.border.base}`,
});

export const head = style({
  display: 'grid',
  gridTemplateColumns: '48px minmax(0, 1fr) auto',
  gap: vars.space[3],
  alignItems: 'center',
});

export const portrait = style({
  width: 48,
  height: 48,
  borderRadius: vars.radius.md,
  objectFit: 'cover',
  background: vars.color.background.sunken,
});

export const who = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 });

export const counselorName = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const productName = style({
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

const chipBase = {
  paddingInline: vars.space[2],
  paddingBlock: 2,
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  whiteSpace: 'nowrap',
} as const;

export const chip = styleVariants({
  open: {
    ...chipBase,
    background: vars.color.background.primarySoft,
    color: vars.color.foreground.primary,
  },
  done: {
    ...chipBase,
    background: vars.color.background.sunken,
    color: vars.color.foreground.muted,
  },
  cancelled: {
    ...chipBase,
    background: vars.color.background.dangerSoft,
    color: vars.color.foreground.danger,
  },
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space[4],
  rowGap: vars.space[1],
  margin: 0,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const factLabel = style({ color: vars.color.foreground.muted });

export const factValue = style({
  margin: 0,
  textAlign: 'end',
  fontWeight: vars.font.weight.medium,
});

export const refund = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.background.sunken,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const refundAmount = style({
  color: vars.color.foreground.success,
  fontWeight: vars.font.weight.bold,
});

export const muted = style({
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.xs,
  wordBreak: 'keep-all',
});

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  paddingTop: vars.space[3],
  borderTop: `1px solid ${vars.color.border.base}`,
});

export const centered = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[3],
  paddingBlock: vars.space[10],
  paddingInline: vars.space[4],
  borderRadius: vars.radius.lg,
  border: `1px dashed ${vars.color.border.strong}`,
  color: vars.color.foreground.muted,
  textAlign: 'center',
  wordBreak: 'keep-all',
});
