import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const image = style({});

// Defaults at zero specificity (:where), so a class the caller passes always wins over them.
globalStyle(`:where(${image})`, {
  display: 'block',
  maxWidth: '100%',
  // With width and height attributes the browser reserves the box before the file arrives;
  // `height: auto` keeps that ratio when max-width narrows it.
  height: 'auto',
  // A calm block while the file loads instead of a hole.
  backgroundColor: vars.color.background.sunken,
});

globalStyle(`:where(${image}[data-fit="cover"])`, { objectFit: 'cover' });
globalStyle(`:where(${image}[data-fit="contain"])`, { objectFit: 'contain' });
