import { vars } from '@arcana/ui';
import { style } from '@vanilla-extract/css';

export const tile = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.color.background.elevated,
  border: `1px solid ${vars.color.border.base}`,
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { borderColor: vars.color.border.strong },
    '&:focus-within': { borderColor: vars.color.border.strong },
  },
});

export const image = style({
  display: 'block',
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  background: vars.color.background.sunken,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
  padding: vars.space[3],
});

export const kind = style({
  color: vars.color.foreground.primary,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
});

export const name = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.normal,
  wordBreak: 'keep-all',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const link = style({
  color: vars.color.foreground.base,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': {
      outline: `2px solid ${vars.color.border.focus}`,
      outlineOffset: -2,
      borderRadius: vars.radius.lg,
    },
  },
});

export const price = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const counselor = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  minWidth: 0,
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.xs,
});

export const counselorName = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const avatar = style({
  width: 20,
  height: 20,
  flexShrink: 0,
  borderRadius: vars.radius.full,
  objectFit: 'cover',
});

/** A row in a counselor's profile: text left, price right. */
export const row = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '64px 1fr auto',
  alignItems: 'center',
  gap: vars.space[3],
  padding: vars.space[3],
  borderRadius: vars.radius.lg,
  background: vars.color.background.elevated,
  border: `1px solid ${vars.color.border.base}`,
  selectors: { '&:hover': { borderColor: vars.color.border.strong } },
});

export const rowImage = style({
  width: 64,
  height: 64,
  borderRadius: vars.radius.md,
  objectFit: 'cover',
  background: vars.color.background.sunken,
});

export const rowText = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 });
