import { createGlobalThemeContract } from '@vanilla-extract/css';

// A global contract gives stable custom-property names (--arcana-color-background-base) so apps
// and third-party widgets (sonner, meta theme-color) can read them without importing `vars`.
export const vars = createGlobalThemeContract(
  {
    color: {
      background: {
        base: null,
        elevated: null,
        sunken: null,
        overlay: null,
        primary: null,
        primarySoft: null,
        danger: null,
        dangerSoft: null,
        success: null,
        warning: null,
        info: null,
      },
      foreground: {
        base: null,
        muted: null,
        subtle: null,
        onPrimary: null,
        primary: null,
        danger: null,
        success: null,
        link: null,
      },
      border: { base: null, strong: null, focus: null },
      availability: { on: null, off: null, busy: null, counseling: null },
      message: {
        sentBackground: null,
        sentForeground: null,
        receivedBackground: null,
        receivedForeground: null,
      },
    },
    space: {
      0: null,
      1: null,
      2: null,
      3: null,
      4: null,
      5: null,
      6: null,
      7: null,
      8: null,
      9: null,
      10: null,
      11: null,
      12: null,
      16: null,
      20: null,
    },
    font: {
      family: { body: null, numeric: null },
      size: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, display: null },
      weight: { regular: null, medium: null, semibold: null, bold: null },
      lineHeight: { tight: null, normal: null, relaxed: null },
    },
    radius: { sm: null, md: null, lg: null, xl: null, full: null },
    shadow: { sm: null, md: null, lg: null },
    zIndex: { overlay: null, dialog: null, toast: null, header: null, nav: null },
    motion: { fast: null, normal: null, slow: null, easing: null },
  },
  (_value, path) => `arcana-${path.join('-')}`,
);

type TokenValues<T> = { [K in keyof T]: T[K] extends string ? string : TokenValues<T[K]> };

/** The values a theme file supplies for every variable of the contract. */
export type ThemeTokens = TokenValues<typeof vars>;
export type ColorTokens = ThemeTokens['color'];
