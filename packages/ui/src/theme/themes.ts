import { darkLeeTheme, darkLeeTokens } from './dark-lee.css.ts';
import { darkNightTheme, darkNightTokens } from './dark-night.css.ts';
import { lightTheme, lightTokens } from './light.css.ts';

export type ThemeName = 'darkLee' | 'light' | 'darkNight';

/** Class names to put on <html>; each sets every variable of the contract. */
export const themeClassNames: Record<ThemeName, string> = {
  darkLee: darkLeeTheme,
  light: lightTheme,
  darkNight: darkNightTheme,
};

/** Value for `color-scheme` (form controls, scrollbars); the theme classes set it already. */
export function colorSchemeOf(theme: ThemeName): 'dark' | 'light' {
  switch (theme) {
    case 'darkLee':
    case 'darkNight':
      return 'dark';
    case 'light':
      return 'light';
    default:
      return theme satisfies never;
  }
}

/** The page background of a theme, for <meta name="theme-color"> and native wrappers. */
export function backgroundColorOf(theme: ThemeName): string {
  switch (theme) {
    case 'darkLee':
      return darkLeeTokens.color.background.base;
    case 'darkNight':
      return darkNightTokens.color.background.base;
    case 'light':
      return lightTokens.color.background.base;
    default:
      return theme satisfies never;
  }
}
