import { media, vars } from '@arcana/ui';
import { style } from '@vanilla-extract/css';

// The opening of a section's home page (home, AI, decks, articles): one look for the page column,
// its eyebrow, heading and lead, kept here so the sections do not drift apart.

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[8],
  paddingBlock: vars.space[6],
});

export const intro = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });

export const eyebrow = style({
  color: vars.color.foreground.primary,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});

/** A hero's heading: larger from the md breakpoint. */
export const heading = style({
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  wordBreak: 'keep-all',
  '@media': { [media.md]: { fontSize: vars.font.size.display } },
});

export const lead = style({
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.relaxed,
  wordBreak: 'keep-all',
  maxWidth: '40em',
});
