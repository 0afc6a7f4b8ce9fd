import { media, safeAreaVars, tabularNums, vars } from '@arcana/ui';
import { style } from '@vanilla-extract/css';

// Above the phone's bottom bar (64 px) and under dialogs; on desktop in the lower right corner.
export const panel = style({
  position: 'fixed',
  zIndex: vars.zIndex.nav,
  insetInline: vars.space[3],
  bottom: `calc(64px + ${safeAreaVars.bottom} + ${vars.space[3]})`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  maxHeight: '70vh',
  overflowY: 'auto',
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  background: vars.color.background.elevated,
  border: `2px solid ${vars.color.availability.on}`,
  boxShadow: vars.shadow.lg,
  '@media': {
    [media.desktop]: {
      insetInline: 'auto',
      right: vars.space[6],
      bottom: vars.space[6],
      width: 400,
    },
  },
});

export const head = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space[2],
});

export const headButtons = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space[1],
});

export const headText = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1] });

export const heading = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  margin: 0,
});

export const lead = style({
  margin: 0,
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
  wordBreak: 'keep-all',
});

export const list = style({
  display: 'flex',
  selectors: { '&[hidden]': { display: 'none' } },
  flexDirection: 'column',
  gap: vars.space[3],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.background.base,
  border: `1px solid ${vars.color.border.base}`,
});

export const cardTop = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: vars.space[3],
});

export const who = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 });

export const name = style({ fontWeight: vars.font.weight.semibold, fontSize: vars.font.size.md });

export const meta = style({
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
  wordBreak: 'keep-all',
});

export const timer = style([
  tabularNums,
  {
    flexShrink: 0,
    fontSize: vars.font.size.xl,
    fontWeight: vars.font.weight.bold,
    color: vars.color.foreground.base,
  },
]);

export const timerUrgent = style({ color: vars.color.foreground.danger });

export const bar = style({
  height: 4,
  borderRadius: 2,
  background: vars.color.background.sunken,
  overflow: 'hidden',
});

export const barFill = style({
  height: '100%',
  background: vars.color.availability.on,
  '@media': {
    '(prefers-reduced-motion: no-preference)': { transition: 'width 1s linear' },
  },
});

export const barFillUrgent = style({ background: vars.color.foreground.danger });

export const actions = style({
  display: 'grid',
  gridTemplateColumns: '1fr 2fr',
  gap: vars.space[2],
});

export const accepted = style([card, { borderColor: vars.color.availability.on }]);

export const soundToggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  minHeight: 44,
  paddingInline: vars.space[2],
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: { '&:hover': { background: vars.color.background.sunken } },
});
