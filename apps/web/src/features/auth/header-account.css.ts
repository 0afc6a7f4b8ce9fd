import { vars } from '@arcana/ui';
import { style } from '@vanilla-extract/css';

export const account = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  minHeight: 44,
  maxWidth: 160,
  paddingInline: vars.space[2],
  borderRadius: vars.radius.md,
  color: vars.color.foreground.base,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.background.primarySoft } },
});

export const name = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const placeholder = style({ display: 'inline-block', width: 64, height: 36 });
