import { vars } from '@arcana/ui';
import { style } from '@vanilla-extract/css';

// /me/comments, /me/reactions and /me/ai/reviews.

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.base}`,
  background: vars.color.background.elevated,
  overflow: 'hidden',
});

export const row = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  paddingBlock: vars.space[3],
  paddingInline: vars.space[4],
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border.base}` } },
});

export const targetLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: 44,
  color: vars.color.foreground.base,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const targetType = style({
  flexShrink: 0,
  paddingInline: vars.space[2],
  borderRadius: vars.radius.full,
  background: vars.color.background.sunken,
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
});

export const targetTitle = style({
  minWidth: 0,
  fontWeight: vars.font.weight.semibold,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const reactionLine = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  fontSize: vars.font.size.md,
});

export const empty = style({
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

/** Pushes the time to the end of its line. */
export const lineEnd = style({ marginLeft: 'auto' });
