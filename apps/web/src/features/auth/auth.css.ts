import { vars } from '@arcana/ui';
import { style } from '@vanilla-extract/css';

// Shared surfaces of the account screens: one narrow column, an intro, forms and link rows.

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[6],
  width: '100%',
  maxWidth: 440,
  marginInline: 'auto',
  paddingBlock: vars.space[6],
});

export const intro = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });

export const lead = style({
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.relaxed,
  wordBreak: 'keep-all',
});

export const footnote = style([lead, { textAlign: 'center' }]);

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space[5] });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

export const sectionTitle = style({
  padding: 0,
  marginBottom: vars.space[1],
  color: vars.color.foreground.base,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});

export const links = style({
  display: 'flex',
  justifyContent: 'center',
  flexWrap: 'wrap',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const linkItem = style({
  display: 'flex',
  alignItems: 'center',
  selectors: {
    '& + &::before': {
      content: '""',
      width: 1,
      height: 12,
      background: vars.color.border.strong,
    },
  },
});

export const textLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  paddingInline: vars.space[3],
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.foreground.base, textDecoration: 'underline' } },
});

export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  color: vars.color.foreground.subtle,
  fontSize: vars.font.size.sm,
  selectors: {
    '&::before, &::after': {
      content: '""',
      flex: 1,
      height: 1,
      background: vars.color.border.base,
    },
  },
});

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });

export const agreements = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: vars.space[3],
  paddingInline: vars.space[4],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.base}`,
  background: vars.color.background.sunken,
  minWidth: 0,
});

export const agreementsAll = style({
  paddingBottom: vars.space[2],
  marginBottom: vars.space[2],
  borderBottom: `1px solid ${vars.color.border.base}`,
});

export const errorText = style({
  color: vars.color.foreground.danger,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

export const successText = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  color: vars.color.foreground.success,
  fontWeight: vars.font.weight.medium,
});

export const numeric = style({ fontVariantNumeric: 'tabular-nums' });

export const result = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[3],
  padding: vars.space[6],
  borderRadius: vars.radius.xl,
  background: vars.color.background.elevated,
  border: `1px solid ${vars.color.border.base}`,
  textAlign: 'center',
});

export const resultIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 56,
  height: 56,
  borderRadius: vars.radius.full,
  background: vars.color.background.primarySoft,
  color: vars.color.foreground.primary,
});

export const usernames = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  width: '100%',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const username = style({
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.background.sunken,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.02em',
});

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  width: '100%',
});

export const centered = style({
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '40vh',
});
