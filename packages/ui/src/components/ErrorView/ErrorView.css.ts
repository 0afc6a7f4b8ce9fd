import { style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[4],
  width: '100%',
  maxWidth: 560,
  minHeight: '60dvh',
  marginInline: 'auto',
  paddingBlock: vars.space[12],
  paddingInline: vars.space[5],
  textAlign: 'center',
});

export const status = style({
  fontSize: '4rem',
  fontWeight: vars.font.weight.bold,
  lineHeight: 1,
  letterSpacing: '-0.02em',
  color: vars.color.foreground.primary,
  fontVariantNumeric: 'tabular-nums',
  '@media': { [media.md]: { fontSize: '5.5rem' } },
});

export const title = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  '@media': { [media.md]: { fontSize: vars.font.size.xxl } },
});

export const message = style({
  maxWidth: 420,
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.relaxed,
});

export const action = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space[2],
  marginTop: vars.space[2],
  width: '100%',
  maxWidth: 320,
});

export const details = style({
  width: '100%',
  marginTop: vars.space[6],
  textAlign: 'start',
  border: `1px solid ${vars.color.border.base}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background.sunken,
});

export const summary = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: 44,
  paddingInline: vars.space[4],
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
});

export const stack = style({
  maxHeight: 320,
  margin: 0,
  padding: vars.space[4],
  overflow: 'auto',
  borderTop: `1px solid ${vars.color.border.base}`,
  color: vars.color.foreground.muted,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.normal,
  whiteSpace: 'pre',
  wordBreak: 'normal',
});
