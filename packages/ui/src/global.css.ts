import {
  createGlobalTheme,
  createGlobalThemeContract,
  globalStyle,
  style,
} from '@vanilla-extract/css';
import { media } from './theme/breakpoints.ts';
import { vars } from './theme/contract.css.ts';

// Page-wide safe-area variables (SPEC §3 settings.safeArea). The names are fixed so the app can
// write `--safe-area-top` on <html> straight from the stored setting; :root defaults to 0px.
export const safeAreaVars = createGlobalThemeContract({
  top: 'safe-area-top',
  bottom: 'safe-area-bottom',
  left: 'safe-area-left',
  right: 'safe-area-right',
});

createGlobalTheme(':root', safeAreaVars, { top: '0px', bottom: '0px', left: '0px', right: '0px' });

/** Tabular figures for numbers that line up (prices, timers, counters). */
export const tabularNums = style({
  fontVariantNumeric: 'tabular-nums',
  fontFeatureSettings: '"tnum"',
});

// Reset, after Josh Comeau's and Andy Bell's modern resets.
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('*', { margin: 0 });
globalStyle('html', {
  fontFamily: vars.font.family.body,
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  WebkitTapHighlightColor: 'transparent',
  // Korean breaks between words (eojeol), not between syllables.
  wordBreak: 'keep-all',
  overflowWrap: 'anywhere',
});
globalStyle('body', {
  minHeight: '100dvh',
  backgroundColor: vars.color.background.base,
  color: vars.color.foreground.base,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
});
globalStyle('img, picture, video, canvas, svg', { display: 'block', maxWidth: '100%' });
globalStyle('input, button, textarea, select', { font: 'inherit', color: 'inherit' });
globalStyle('button', { cursor: 'pointer' });
globalStyle('button:disabled', { cursor: 'not-allowed' });
globalStyle('p, h1, h2, h3, h4, h5, h6', { overflowWrap: 'break-word' });
globalStyle('h1, h2, h3, h4, h5, h6', {
  textWrap: 'balance',
  lineHeight: vars.font.lineHeight.tight,
});
globalStyle('p', { textWrap: 'pretty' });
globalStyle('a', { color: vars.color.foreground.link });
globalStyle(':focus-visible', {
  outline: `2px solid ${vars.color.border.focus}`,
  outlineOffset: '2px',
});
globalStyle(':focus:not(:focus-visible)', { outline: 'none' });
globalStyle('::selection', {
  backgroundColor: vars.color.background.primarySoft,
  color: vars.color.foreground.base,
});

// Decorative motion stops; elements marked data-motion="essential" (spinners) keep turning so
// "working" stays visible.
globalStyle('*:not([data-motion="essential"]), *::before, *::after', {
  '@media': {
    [media.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto',
    },
  },
});
