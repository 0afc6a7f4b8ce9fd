import { media, vars } from '@arcana/ui';
import { style } from '@vanilla-extract/css';

// The shared opening of section pages.
export { eyebrow, heading, page } from '../shell/page.css';

export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  padding: vars.space[6],
  borderRadius: vars.radius.xl,
  background: vars.color.background.primarySoft,
  '@media': { [media.md]: { padding: vars.space[10] } },
});

export const lead = style({
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.relaxed,
  wordBreak: 'keep-all',
  maxWidth: '36em',
});

export const actions = style({
  display: 'grid',
  gap: vars.space[3],
  gridTemplateColumns: '1fr',
  '@media': { [media.sm]: { gridTemplateColumns: '1fr 1fr' } },
});

export const card = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[4],
  minHeight: 88,
  padding: vars.space[5],
  borderRadius: vars.radius.lg,
  background: vars.color.background.elevated,
  border: `1px solid ${vars.color.border.base}`,
  color: vars.color.foreground.base,
  textDecoration: 'none',
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { '&:hover': { borderColor: vars.color.border.strong } },
});

export const cardIcon = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: 48,
  height: 48,
  borderRadius: vars.radius.full,
  background: vars.color.background.primary,
  color: vars.color.foreground.onPrimary,
});

export const cardTitle = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});

export const cardText = style({
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  maxWidth: 560,
});

export const sectionTitle = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});
