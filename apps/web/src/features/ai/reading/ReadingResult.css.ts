import { media, vars } from '@arcana/ui';
import { keyframes, style, styleVariants } from '@vanilla-extract/css';

/** A reading reads best in a column: on a wide screen the sheet and its actions stay centred. */
export const column = style({ width: '100%', maxWidth: 880, marginInline: 'auto' });

export const sheet = style([
  column,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[5],
    padding: vars.space[5],
    borderRadius: vars.radius.xl,
    background: vars.color.background.elevated,
    border: `1px solid ${vars.color.border.base}`,
    color: vars.color.foreground.base,
    '@media': { [media.md]: { padding: vars.space[8] } },
  },
]);

export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space[3] });

export const portrait = style({
  width: 52,
  height: 52,
  flexShrink: 0,
  borderRadius: vars.radius.full,
  boxShadow: `0 0 0 2px ${vars.color.background.primarySoft}`,
});

export const heading = style({
  // Focused by the flow when the cards are laid (tabindex -1), not a control: no ring.
  outline: 'none',
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

export const subheading = style({
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
});

export const question = style({
  margin: 0,
  padding: `${vars.space[3]} ${vars.space[4]}`,
  borderInlineStart: `3px solid ${vars.color.background.primary}`,
  borderRadius: vars.radius.md,
  background: vars.color.background.sunken,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.relaxed,
  wordBreak: 'keep-all',
});

export const questionLabel = style({
  display: 'block',
  color: vars.color.foreground.subtle,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
});

const spreadBase = style({
  display: 'grid',
  gap: `${vars.space[5]} ${vars.space[3]}`,
  justifyContent: 'center',
  paddingBlock: vars.space[2],
});

export const spread = styleVariants({
  ONE_CARD: [
    spreadBase,
    {
      gridTemplateColumns: 'minmax(0, 180px)',
      '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 220px)' } },
    },
  ],
  THREE_CARDS: [
    spreadBase,
    {
      gridTemplateColumns: 'repeat(3, minmax(0, 150px))',
      '@media': {
        [media.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 190px))', gap: vars.space[8] },
      },
    },
  ],
  CELTIC_CROSS: [
    spreadBase,
    {
      gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
      '@media': {
        [media.sm]: { gridTemplateColumns: 'repeat(5, minmax(0, 120px))' },
      },
    },
  ],
});

export const answer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  paddingTop: vars.space[4],
  borderTop: `1px solid ${vars.color.border.base}`,
});

export const answerTitle = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});

export const answerText = style({
  whiteSpace: 'pre-wrap',
  fontSize: vars.font.size.md,
  lineHeight: 1.85,
  wordBreak: 'keep-all',
  overflowWrap: 'anywhere',
  minHeight: '3em',
});

const blink = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0 } });

export const caret = style({
  display: 'inline-block',
  width: 2,
  height: '1.1em',
  marginInlineStart: 2,
  verticalAlign: 'text-bottom',
  background: vars.color.foreground.primary,
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${blink} 1s steps(1) infinite` },
  },
});

export const writing = style({
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
});

export const brand = style({
  alignSelf: 'flex-end',
  color: vars.color.foreground.subtle,
  fontSize: vars.font.size.xs,
});
