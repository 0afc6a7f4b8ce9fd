import { vars } from '@arcana/ui';
import { style } from '@vanilla-extract/css';

export {
  card,
  chip,
  head,
  list,
  portrait,
  productName,
  who,
} from '../shell/session-card.css';

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

export const counselorName = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
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
