import { media, vars } from '@arcana/ui';
import { style } from '@vanilla-extract/css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[6],
  padding: vars.space[5],
  borderRadius: vars.radius.xl,
  background: vars.color.background.elevated,
  border: `1px solid ${vars.color.border.base}`,
  '@media': { [media.md]: { padding: vars.space[8] } },
});

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });

export const label = style({ fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold });

export const hint = style({ color: vars.color.foreground.muted, fontSize: vars.font.size.sm });

export const textarea = style({
  width: '100%',
  minHeight: 96,
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.strong}`,
  background: vars.color.background.base,
  color: vars.color.foreground.base,
  font: 'inherit',
  lineHeight: vars.font.lineHeight.relaxed,
  resize: 'vertical',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 1 },
  },
});

export const counter = style({
  alignSelf: 'flex-end',
  color: vars.color.foreground.subtle,
  fontSize: vars.font.size.xs,
  fontVariantNumeric: 'tabular-nums',
});

export const spreads = style({
  display: 'grid',
  gap: vars.space[2],
  gridTemplateColumns: '1fr',
  border: 'none',
  padding: 0,
  margin: 0,
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const spreadOption = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  minHeight: 44,
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  border: `1.5px solid ${vars.color.border.base}`,
  background: vars.color.background.base,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': {
      borderColor: vars.color.background.primary,
      background: vars.color.background.primarySoft,
    },
    '&:has(input:focus-visible)': {
      outline: `2px solid ${vars.color.border.focus}`,
      outlineOffset: 2,
    },
  },
});

/** Invisible but covering the whole option, so a tap anywhere on it is a tap on the radio. */
export const radio = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
});

export const spreadName = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space[2],
  fontWeight: vars.font.weight.bold,
});

export const spreadCount = style({
  color: vars.color.foreground.primary,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const spreadText = style({
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  wordBreak: 'keep-all',
});

export const positions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[1],
  padding: 0,
  margin: 0,
  listStyle: 'none',
});

export const positionItem = style({
  paddingInline: vars.space[2],
  borderRadius: vars.radius.full,
  background: vars.color.background.sunken,
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.xs,
  lineHeight: '22px',
});

export const explain = style({
  display: 'grid',
  gap: vars.space[2],
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  background: vars.color.background.sunken,
  margin: 0,
  fontSize: vars.font.size.sm,
  gridTemplateColumns: 'auto 1fr',
});

export const explainKey = style({ fontWeight: vars.font.weight.bold, whiteSpace: 'nowrap' });
export const explainValue = style({
  margin: 0,
  color: vars.color.foreground.muted,
  wordBreak: 'keep-all',
});

export const startRow = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space[2],
  '@media': {
    [media.md]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' },
  },
});

export const remaining = style({
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
});
