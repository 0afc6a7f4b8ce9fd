import { vars } from '@arcana/ui';
import { style, styleVariants } from '@vanilla-extract/css';

// The card of one counseling session as 예약 내역 and 상담 내역 list it: the list, the card's box,
// its portrait head and status chip, kept here so the /me counseling pages read as one family.

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  background: vars.color.background.elevated,
  border: `1px solid ${vars.color.border.base}`,
});

export const head = style({
  display: 'grid',
  gridTemplateColumns: '48px minmax(0, 1fr) auto',
  gap: vars.space[3],
  alignItems: 'center',
});

export const portrait = style({
  width: 48,
  height: 48,
  borderRadius: vars.radius.md,
  objectFit: 'cover',
  background: vars.color.background.sunken,
});

export const who = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 });

export const productName = style({
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

const chipBase = {
  paddingInline: vars.space[2],
  paddingBlock: 2,
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  whiteSpace: 'nowrap',
} as const;

export const chip = styleVariants({
  open: {
    ...chipBase,
    background: vars.color.background.primarySoft,
    color: vars.color.foreground.primary,
  },
  done: {
    ...chipBase,
    background: vars.color.background.sunken,
    color: vars.color.foreground.muted,
  },
  cancelled: {
    ...chipBase,
    background: vars.color.background.dangerSoft,
    color: vars.color.foreground.danger,
  },
});
