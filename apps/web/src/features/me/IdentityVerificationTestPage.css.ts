import { vars } from '@arcana/ui';
import { style } from '@vanilla-extract/css';

export const notice = style({
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  background: vars.color.background.sunken,
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.relaxed,
  wordBreak: 'keep-all',
});

export const outcomes = style({
  display: 'flex',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  border: 0,
});

export const legend = style({
  marginBottom: vars.space[2],
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});

export const outcome = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: 44,
  paddingInline: vars.space[4],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.strong}`,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': {
      borderColor: vars.color.background.primary,
      background: vars.color.background.primarySoft,
    },
  },
});

export const doneIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: 56,
  height: 56,
  borderRadius: vars.radius.full,
  background: vars.color.background.primarySoft,
  color: vars.color.foreground.primary,
});

export const resultTitle = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
});
