import type { ThemeTokens } from './contract.css.ts';
import { space, zIndex } from './tokens.ts';

// Everything but colour and shadow is the same in every theme; theme files spread this in.
export const fontFamilyBody =
  "'Pretendard Variable', Pretendard, -apple-system, BlinkMacSystemFont, system-ui, 'Apple SD Gothic Neo', 'Malgun Gothic', 'Noto Sans KR', 'Noto Sans CJK KR', sans-serif";

export const baseTokens: Omit<ThemeTokens, 'color' | 'shadow'> = {
  space,
  font: {
    family: { body: fontFamilyBody, numeric: fontFamilyBody },
    // rem so the type scale follows the reader's browser font size (16px root → 12…32px).
    size: {
      xs: '0.75rem',
      sm: '0.875rem',
      md: '1rem',
      lg: '1.125rem',
      xl: '1.25rem',
      xxl: '1.5rem',
      display: '2rem',
    },
    weight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
    lineHeight: { tight: '1.3', normal: '1.5', relaxed: '1.7' },
  },
  radius: { sm: '6px', md: '10px', lg: '16px', xl: '24px', full: '9999px' },
  zIndex: {
    overlay: String(zIndex.overlay),
    dialog: String(zIndex.dialog),
    toast: String(zIndex.toast),
    header: String(zIndex.header),
    nav: String(zIndex.nav),
  },
  motion: {
    fast: '150ms',
    normal: '200ms',
    slow: '250ms',
    easing: 'cubic-bezier(0.2, 0, 0, 1)',
  },
};
