import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const cardStyle = recipe({
  base: {
    display: 'block',
    borderRadius: vars.radius.lg,
    backgroundColor: vars.color.background.elevated,
    border: `1px solid ${vars.color.border.base}`,
    color: vars.color.foreground.base,
    textDecoration: 'none',
  },
  variants: {
    padding: {
      none: { padding: 0 },
      sm: { padding: vars.space[3] },
      md: { padding: vars.space[4] },
      lg: { padding: vars.space[6] },
    },
    interactive: {
      true: {
        transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, transform ${vars.motion.fast} ${vars.motion.easing}`,
        selectors: {
          '&:hover': { backgroundColor: vars.color.background.sunken },
          '&:active': { transform: 'scale(0.99)' },
        },
      },
    },
  },
  defaultVariants: { padding: 'md', interactive: false },
});
