import { media, vars } from '@arcana/ui';
import { style } from '@vanilla-extract/css';

export const profile = style({
  display: 'grid',
  gap: vars.space[5],
  padding: vars.space[5],
  borderRadius: vars.radius.xl,
  border: `1px solid ${vars.color.border.base}`,
  background: vars.color.background.elevated,
  '@media': {
    [media.md]: {
      gridTemplateColumns: '280px 1fr',
      alignItems: 'start',
      padding: vars.space[8],
      gap: vars.space[8],
    },
  },
});

export const portrait = style({
  width: '100%',
  maxWidth: 280,
  aspectRatio: '1 / 1',
  justifySelf: 'center',
  borderRadius: vars.radius.xl,
  boxShadow: vars.shadow.md,
});

export const identity = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });

export const name = style({
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const title = style({ color: vars.color.foreground.muted, fontSize: vars.font.size.md });

export const greeting = style({
  position: 'relative',
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  background: vars.color.background.primarySoft,
  color: vars.color.foreground.base,
  lineHeight: vars.font.lineHeight.relaxed,
  wordBreak: 'keep-all',
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space[2]} ${vars.space[4]}`,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.relaxed,
});

export const factLabel = style({
  color: vars.color.foreground.subtle,
  fontWeight: vars.font.weight.semibold,
});

export const factValue = style({ wordBreak: 'keep-all' });

export const ctas = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space[2],
});

export const stats = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[3],
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
});
