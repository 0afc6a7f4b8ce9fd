import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

// The product mark's look as static CSS: drawing it with `vars` inline would ship the whole
// token contract to every first page (DESIGN "Budgets").
export const logoStyle = {
  root: style({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space[2],
    color: vars.color.foreground.base,
    fontWeight: vars.font.weight.bold,
    fontSize: vars.font.size.lg,
  }),
  markBack: style({ fill: vars.color.background.elevated }),
  markStar: style({ fill: vars.color.background.primary }),
  badge: style({
    padding: `0 ${vars.space[2]}`,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.background.primarySoft,
    color: vars.color.foreground.primary,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.semibold,
  }),
};
