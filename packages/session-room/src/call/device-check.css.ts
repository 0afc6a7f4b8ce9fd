import { media, vars } from '@arcana/ui';
import { style } from '@vanilla-extract/css';

// The device check: one column of cards on phones, two on wide screens; each card says its
// result in words and an icon (colour is never the only signal).

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  paddingBlock: vars.space[4],
});

export const intro = style({
  margin: 0,
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.relaxed,
});

export const grid = style({
  display: 'grid',
  gap: vars.space[3],
  gridTemplateColumns: '1fr',
  '@media': { [media.md]: { gridTemplateColumns: '1fr 1fr' } },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.base}`,
  background: vars.color.background.elevated,
  minWidth: 0,
});

export const wide = style({ '@media': { [media.md]: { gridColumn: '1 / -1' } } });

export const cardHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
});

export const result = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.foreground.muted,
  selectors: {
    '&[data-ok="true"]': { color: vars.color.foreground.success },
    '&[data-ok="false"]:not([data-skipped])': { color: vars.color.foreground.danger },
  },
});

export const preview = style({
  position: 'relative',
  width: '100%',
  aspectRatio: '16 / 9',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: '#0E0C12',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: 'rgba(245, 243, 247, 0.72)',
  fontSize: vars.font.size.sm,
});

export const previewVideo = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  transform: 'scaleX(-1)',
});

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  fontSize: vars.font.size.sm,
  color: vars.color.foreground.muted,
});

export const select = style({
  minHeight: 44,
  paddingInline: vars.space[3],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.strong}`,
  background: vars.color.background.base,
  color: vars.color.foreground.base,
  font: 'inherit',
  fontSize: vars.font.size.md,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.border.focus}`, outlineOffset: 1 },
  },
});

export const meter = style({
  position: 'relative',
  height: 12,
  borderRadius: vars.radius.full,
  background: vars.color.background.sunken,
  overflow: 'hidden',
});

export const meterFill = style({
  position: 'absolute',
  insetBlock: 0,
  left: 0,
  borderRadius: vars.radius.full,
  background: vars.color.background.success,
  transition: `width 100ms linear`,
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const hint = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.relaxed,
  color: vars.color.foreground.muted,
});

export const problem = style({
  margin: 0,
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.background.dangerSoft,
  color: vars.color.foreground.danger,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.relaxed,
});

export const checks = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
});

export const checkRow = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  paddingBlock: vars.space[2],
  borderTop: `1px solid ${vars.color.border.base}`,
});

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  minHeight: 28,
  paddingInline: vars.space[3],
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.xs,
  border: `1px solid ${vars.color.border.base}`,
  color: vars.color.foreground.muted,
  selectors: {
    '&[data-found="true"]': {
      color: vars.color.foreground.success,
      borderColor: vars.color.foreground.success,
    },
  },
});

export const tips = style({
  margin: 0,
  paddingLeft: vars.space[5],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  fontSize: vars.font.size.sm,
  color: vars.color.foreground.muted,
  lineHeight: vars.font.lineHeight.relaxed,
});
