import { style } from '@vanilla-extract/css';
import { media } from '../src/theme/breakpoints.ts';
import { vars } from '../src/theme/contract.css.ts';

export const columns = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  '@media': { [media.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const themeColumn = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[6],
  padding: `${vars.space[6]} ${vars.space[4]}`,
  backgroundColor: vars.color.background.base,
  color: vars.color.foreground.base,
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[2],
});

export const swatch = style({
  width: 28,
  height: 28,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border.base}`,
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  paddingInline: vars.space[2],
  minHeight: 28,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.background.primarySoft,
  color: vars.color.foreground.primary,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});

export const dot = style({ width: 8, height: 8, borderRadius: vars.radius.full });

export const bubbleSent = style({
  alignSelf: 'flex-end',
  maxWidth: '75%',
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: `${vars.radius.lg} ${vars.radius.lg} ${vars.radius.sm} ${vars.radius.lg}`,
  backgroundColor: vars.color.message.sentBackground,
  color: vars.color.message.sentForeground,
});

export const bubbleReceived = style({
  alignSelf: 'flex-start',
  maxWidth: '75%',
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: `${vars.radius.lg} ${vars.radius.lg} ${vars.radius.lg} ${vars.radius.sm}`,
  backgroundColor: vars.color.message.receivedBackground,
  color: vars.color.message.receivedForeground,
});

export const logo = style({
  paddingInline: vars.space[2],
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  color: vars.color.foreground.primary,
  textDecoration: 'none',
});

export const grid = style({
  display: 'grid',
  gap: vars.space[3],
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
});
