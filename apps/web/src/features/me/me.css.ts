import { vars } from '@arcana/ui';
import { style } from '@vanilla-extract/css';

// Shared surfaces of the my-page screens: a page column, grouped sections and list rows.

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[6],
  // The layout's page title already keeps its distance above.
  paddingBlock: `0 ${vars.space[4]}`,
});

export const lead = style({
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.relaxed,
  wordBreak: 'keep-all',
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
});

export const sectionTitle = style({
  paddingInline: vars.space[1],
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});

export const group = style({
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
  alignItems: 'center',
  gap: vars.space[3],
  width: '100%',
  minHeight: 56,
  paddingBlock: vars.space[3],
  paddingInline: vars.space[4],
  border: 0,
  background: 'transparent',
  color: vars.color.foreground.base,
  font: 'inherit',
  fontSize: vars.font.size.md,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    'li + li > &, & + &': { borderTop: `1px solid ${vars.color.border.base}` },
    '&:hover:not(:disabled)': { background: vars.color.background.sunken },
    '&:disabled': { cursor: 'progress', opacity: 0.6 },
  },
});

export const staticRow = style([
  row,
  { cursor: 'default', selectors: { '&:hover:not(:disabled)': { background: 'transparent' } } },
]);

export const rowLabel = style({ flex: 1, minWidth: 0 });

export const rowHint = style({
  display: 'block',
  marginTop: 2,
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
});

export const rowValue = style({
  flexShrink: 0,
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
});

export const rowChevron = style({ flexShrink: 0, color: vars.color.foreground.subtle });

export const dangerText = style({ color: vars.color.foreground.danger });

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[5],
});

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  paddingTop: vars.space[2],
});

export const centered = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[3],
  paddingBlock: vars.space[10],
  textAlign: 'center',
  wordBreak: 'keep-all',
});

export const successText = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  color: vars.color.foreground.success,
  fontWeight: vars.font.weight.medium,
});

export const errorText = style({
  color: vars.color.foreground.danger,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

export const numeric = style({ fontVariantNumeric: 'tabular-nums' });

export const groupHeading = style({ paddingInline: vars.space[1] });

export const groupTitle = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
});

export const empty = style({
  paddingBlock: vars.space[8],
  paddingInline: vars.space[4],
  borderRadius: vars.radius.lg,
  border: `1px dashed ${vars.color.border.strong}`,
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.md,
  textAlign: 'center',
  wordBreak: 'keep-all',
});
