import { vars } from '@arcana/ui';
import { style } from '@vanilla-extract/css';

export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.border.strong },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 },
  },
});

export const rowHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
});

export const excerpt = style({
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  lineHeight: vars.font.lineHeight.relaxed,
});

export const content = style({
  whiteSpace: 'pre-wrap',
  lineHeight: vars.font.lineHeight.relaxed,
  wordBreak: 'keep-all',
  overflowWrap: 'anywhere',
});

export const reply = style({ background: vars.color.background.sunken });

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  color: vars.color.foreground.link,
  fontSize: vars.font.size.sm,
  textDecoration: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}` } },
});
