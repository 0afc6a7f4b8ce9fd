import { style } from '@vanilla-extract/css';

/** The radio under each star: it takes the clicks and the focus, the star shows through it. */
export const starInput = style({
  position: 'absolute',
  inset: 0,
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
});
