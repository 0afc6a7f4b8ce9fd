import { keyframes, style, styleVariants } from '@vanilla-extract/css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-block',
  flexShrink: 0,
  color: 'currentColor',
  animation: `${spin} 800ms linear infinite`,
});

export const size = styleVariants({
  sm: { width: 16, height: 16 },
  md: { width: 20, height: 20 },
  lg: { width: 32, height: 32 },
});

export const track = style({ opacity: 0.25 });

export const status = style({ display: 'inline-flex', alignItems: 'center' });
