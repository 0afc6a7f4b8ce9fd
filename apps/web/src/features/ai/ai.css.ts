import { media, vars } from '@arcana/ui';
import { style } from '@vanilla-extract/css';

// The shared opening of section pages.
export { eyebrow, heading, lead, page } from '../shell/page.css';

export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  padding: vars.space[6],
  borderRadius: vars.radius.xl,
  background: `linear-gradient(135deg, ${vars.color.background.primarySoft}, ${vars.color.background.elevated})`,
  border: `1px solid ${vars.color.border.base}`,
  '@media': { [media.md]: { padding: vars.space[10] } },
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });

export const sectionHeader = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space[3],
});

export const sectionTitle = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  '@media': { [media.md]: { fontSize: vars.font.size.xl } },
});

export const sectionLead = style({
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
});

export const moreLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  paddingInline: vars.space[2],
  color: vars.color.foreground.link,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const grid = style({
  display: 'grid',
  gap: vars.space[3],
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': {
    [media.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space[4] },
  },
});

export const listGrid = style({
  display: 'grid',
  gap: vars.space[3],
  gridTemplateColumns: '1fr',
  '@media': {
    [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space[4] },
  },
});

/** Four items (the home's shares and articles): two by two from a tablet up. */
export const pairGrid = style({
  display: 'grid',
  gap: vars.space[3],
  gridTemplateColumns: '1fr',
  '@media': {
    [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.lg]: { gap: vars.space[4] },
  },
});

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  minHeight: 44,
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  background: vars.color.background.elevated,
  border: `1px solid ${vars.color.border.base}`,
  color: vars.color.foreground.base,
  textDecoration: 'none',
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}, transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { borderColor: vars.color.border.strong },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 },
  },
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      selectors: { '&:hover': { transform: 'translateY(-2px)' } },
    },
  },
});

export const tileTitle = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  wordBreak: 'keep-all',
});

export const tileText = style({
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  wordBreak: 'keep-all',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  color: vars.color.foreground.subtle,
  fontSize: vars.font.size.xs,
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'flex-start',
  paddingInline: vars.space[2],
  minHeight: 24,
  borderRadius: vars.radius.full,
  background: vars.color.background.primarySoft,
  color: vars.color.foreground.primary,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
});

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[3],
  padding: vars.space[8],
  borderRadius: vars.radius.lg,
  background: vars.color.background.sunken,
  color: vars.color.foreground.muted,
  textAlign: 'center',
  wordBreak: 'keep-all',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });

export const avatar = style({
  width: 40,
  height: 40,
  flexShrink: 0,
  borderRadius: vars.radius.full,
  objectFit: 'cover',
  background: vars.color.background.sunken,
});

export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space[3] });
