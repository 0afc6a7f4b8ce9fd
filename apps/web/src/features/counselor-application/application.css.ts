import { media, vars } from '@arcana/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[6],
  maxWidth: 720,
  width: '100%',
  marginInline: 'auto',
  paddingBlock: vars.space[4],
});

export const head = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });

export const lead = style({
  margin: 0,
  color: vars.color.foreground.muted,
  lineHeight: vars.font.lineHeight.relaxed,
  wordBreak: 'keep-all',
});

export const link = style({
  alignSelf: 'flex-start',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  color: vars.color.foreground.primary,
  fontWeight: vars.font.weight.semibold,
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space[6] });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  padding: vars.space[4],
  margin: 0,
  minWidth: 0,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.base}`,
  background: vars.color.background.elevated,
  '@media': { [media.md]: { padding: vars.space[6] } },
});

export const legend = style({
  float: 'left',
  width: '100%',
  padding: 0,
  marginBottom: vars.space[2],
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});

export const twoColumns = style({
  display: 'grid',
  gap: vars.space[4],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });

export const chip = style({
  minHeight: 44,
  paddingInline: vars.space[4],
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border.strong}`,
  background: vars.color.background.base,
  color: vars.color.foreground.base,
  font: 'inherit',
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.color.background.primary,
      borderColor: vars.color.background.primary,
      color: vars.color.foreground.onPrimary,
      fontWeight: vars.font.weight.semibold,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 },
  },
});

export const hint = style({
  margin: 0,
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
  wordBreak: 'keep-all',
});

export const error = style({
  margin: 0,
  color: vars.color.foreground.danger,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

export const label = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.semibold });

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });

export const textarea = style({
  minHeight: 180,
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.strong}`,
  background: vars.color.background.elevated,
  color: vars.color.foreground.base,
  font: 'inherit',
  lineHeight: vars.font.lineHeight.relaxed,
  resize: 'vertical',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 1 },
    '&[aria-invalid="true"]': { borderColor: vars.color.foreground.danger },
  },
});

export const counter = style({
  alignSelf: 'flex-end',
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const fileRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[3],
});

export const fileInput = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
});

export const thumb = style({
  width: 72,
  height: 72,
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.base}`,
});

export const status = style([section, { alignItems: 'flex-start' }]);

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 28,
  paddingInline: vars.space[3],
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  background: vars.color.background.primarySoft,
  color: vars.color.foreground.base,
  selectors: {
    '&[data-status="REJECTED"]': { background: vars.color.background.dangerSoft },
  },
});

export const statusTitle = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  wordBreak: 'keep-all',
});

export const reason = style({
  margin: 0,
  padding: vars.space[3],
  width: '100%',
  boxSizing: 'border-box',
  borderRadius: vars.radius.md,
  background: vars.color.background.sunken,
  whiteSpace: 'pre-wrap',
  lineHeight: vars.font.lineHeight.relaxed,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: `${vars.space[2]} ${vars.space[4]}`,
  margin: 0,
  fontSize: vars.font.size.sm,
});

export const factName = style({ color: vars.color.foreground.muted });

export const factValue = style({ margin: 0, wordBreak: 'keep-all' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[3] });
