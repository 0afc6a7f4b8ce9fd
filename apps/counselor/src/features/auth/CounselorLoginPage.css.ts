import { media, vars } from '@arcana/ui';
import { style } from '@vanilla-extract/css';

export const screen = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'center',
  // The empty layout pads its main already; this only centres the card on wide screens.
  minHeight: '85dvh',
  paddingTop: `calc(${vars.space[8]} + var(--safe-area-top, 0px))`,
  '@media': { [media.md]: { alignItems: 'center', paddingTop: 0 } },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[6],
  width: '100%',
  maxWidth: 420,
  '@media': {
    [media.md]: {
      padding: vars.space[8],
      borderRadius: vars.radius.xl,
      background: vars.color.background.elevated,
      border: `1px solid ${vars.color.border.base}`,
      boxShadow: vars.shadow.md,
    },
  },
});

export const brand = style({ display: 'flex', justifyContent: 'flex-start' });

export const intro = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });

export const lead = style({
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.relaxed,
  wordBreak: 'keep-all',
});

export const footnote = style([lead, { textAlign: 'center' }]);

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  color: vars.color.foreground.link,
  fontWeight: vars.font.weight.semibold,
});
