import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });

export const skeleton = style({
  display: 'block',
  // The hairline colour reads as a slightly raised block on every surface of every theme.
  backgroundColor: vars.color.border.base,
  animation: `${pulse} 1.4s ease-in-out infinite`,
});

export const shape = styleVariants({
  text: { height: '1em', borderRadius: vars.radius.sm },
  rect: { borderRadius: vars.radius.md },
  circle: { borderRadius: vars.radius.full },
});
