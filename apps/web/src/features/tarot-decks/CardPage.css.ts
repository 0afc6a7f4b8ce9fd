import { media, vars } from '@arcana/ui';
import { style } from '@vanilla-extract/css';

export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[5],
  textAlign: 'center',
  '@media': {
    [media.sm]: { flexDirection: 'row', alignItems: 'flex-end', textAlign: 'left' },
  },
});

export const art = style({
  width: 'min(64vw, 240px)',
  flex: 'none',
  aspectRatio: '3 / 5',
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
});

export const heroText = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[1],
  '@media': { [media.sm]: { alignItems: 'flex-start', paddingBottom: vars.space[2] } },
});

export const meaning = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  padding: vars.space[5],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.base}`,
  backgroundColor: vars.color.background.elevated,
});

export const meaningTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

export const orientationArt = style({
  width: 24,
  flex: 'none',
  borderRadius: 3,
  selectors: { '&[data-orientation="reversed"]': { transform: 'rotate(180deg)' } },
});

export const themes = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });

export const theme = style({
  display: 'grid',
  gap: vars.space[1],
  '@media': { [media.sm]: { gridTemplateColumns: '6em 1fr', gap: vars.space[3] } },
});

export const themeLabel = style({
  color: vars.color.foreground.primary,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});

export const themeText = style({
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.relaxed,
  wordBreak: 'keep-all',
});

export const neighbours = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space[3],
});

export const neighbour = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: 72,
  height: '100%',
  selectors: { '&[data-direction="next"]': { justifyContent: 'flex-end', textAlign: 'right' } },
});

export const neighbourArt = style({ width: 32, flex: 'none', borderRadius: vars.radius.sm });

export const neighbourText = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

export const neighbourLabel = style({
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.xs,
});

export const neighbourName = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  wordBreak: 'keep-all',
});
