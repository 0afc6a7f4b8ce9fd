import { vars } from '@arcana/ui';
import { style } from '@vanilla-extract/css';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  background: vars.color.background.elevated,
  border: `1px solid ${vars.color.border.base}`,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[2],
  fontSize: vars.font.size.sm,
});

export const author = style({ fontWeight: vars.font.weight.semibold });

export const time = style({
  marginLeft: 'auto',
  color: vars.color.foreground.subtle,
  fontSize: vars.font.size.xs,
  fontVariantNumeric: 'tabular-nums',
});

/** 신고하기 keeps its 44 px target without making the header row taller. */
export const report = style({
  marginBlock: `calc(-1 * ${vars.space[3]})`,
  marginRight: `calc(-1 * ${vars.space[2]})`,
});

/** The same at the row's end when nothing before it pushes it there. */
export const reportEnd = style([report, { marginLeft: 'auto' }]);

export const stars = style({ color: vars.color.availability.busy, letterSpacing: 1 });
export const starsEmpty = style({ color: vars.color.border.strong });

export const content = style({
  lineHeight: vars.font.lineHeight.relaxed,
  wordBreak: 'keep-all',
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-line',
});

export const clamped = style({
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const about = style({
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.xs,
});

export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 },
  },
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
});

export const replyTitle = style({
  color: vars.color.foreground.primary,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
});
