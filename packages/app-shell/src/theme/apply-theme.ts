import type { ThemeSetting } from '@arcana/domain';

export type ThemeMode = 'dark' | 'light';

export const PREFERS_DARK_QUERY = '(prefers-color-scheme: dark)';

/** SPEC §4: auto follows the system preference; light and dark fix it. */
export function resolveThemeMode(setting: ThemeSetting, systemPrefersDark: boolean): ThemeMode {
  switch (setting) {
    case 'auto':
      return systemPrefersDark ? 'dark' : 'light';
    case 'light':
      return 'light';
    case 'dark':
      return 'dark';
    default:
      return setting satisfies never;
  }
}

export type ApplyThemeOptions = {
  mode: ThemeMode;
  darkTheme: string;
  lightTheme: string;
  /** For <meta name="theme-color">; when absent the body's computed background is used. */
  themeColor?: string | undefined;
};

function isVisibleColor(color: string): boolean {
  return color !== '' && color !== 'transparent' && color !== 'rgba(0, 0, 0, 0)';
}

/**
 * index.html has one theme-color per colour scheme (`media`), right before any script runs. A
 * browser takes the first whose media matches the system, which is wrong once the setting fixes
 * a theme against it, so every one of them gets the applied theme's colour.
 */
function setThemeColorMetas(color: string): void {
  const metas = document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]');
  if (metas.length === 0) {
    const meta = document.createElement('meta');
    meta.name = 'theme-color';
    meta.content = color;
    document.head.append(meta);
    return;
  }
  for (const meta of metas) meta.content = color;
}

/** Puts exactly one theme class on <html>, with a matching color-scheme and theme-color. */
export function applyThemeToDocument({
  mode,
  darkTheme,
  lightTheme,
  themeColor,
}: ApplyThemeOptions): void {
  const root = document.documentElement;
  const active = mode === 'dark' ? darkTheme : lightTheme;
  const inactive = mode === 'dark' ? lightTheme : darkTheme;
  if (inactive !== active) root.classList.remove(inactive);
  root.classList.add(active);
  root.dataset.theme = mode;
  root.style.colorScheme = mode;
  const color = themeColor ?? getComputedStyle(document.body).backgroundColor;
  if (isVisibleColor(color)) setThemeColorMetas(color);
}

/**
 * Runs before the first paint (inline in the page head, or as the first import of main.tsx) so
 * a reload never flashes the wrong theme. Self-contained on purpose: themeBootScript serialises
 * it, so it may not reference anything outside its own body.
 */
export function bootTheme(darkTheme: string, lightTheme: string): void {
  try {
    let setting = 'auto';
    try {
      const stored = JSON.parse(window.localStorage.getItem('arcana.settings') || '{}');
      if (stored && (stored.theme === 'light' || stored.theme === 'dark')) setting = stored.theme;
    } catch (_ignored) {
      // Corrupt settings mean the default, auto.
    }
    const prefersDark =
      typeof window.matchMedia === 'function' &&
      window.matchMedia('(prefers-color-scheme: dark)').matches;
    const dark = setting === 'dark' || (setting === 'auto' && prefersDark);
    const root = document.documentElement;
    root.classList.remove(dark ? lightTheme : darkTheme);
    root.classList.add(dark ? darkTheme : lightTheme);
    root.dataset.theme = dark ? 'dark' : 'light';
    root.style.colorScheme = dark ? 'dark' : 'light';
  } catch (error) {
    console.warn('Could not apply the theme before first paint', error);
  }
}

/** The same as bootTheme, as a string for an inline <script> in the page head. */
export function themeBootScript(darkTheme: string, lightTheme: string): string {
  return `(${bootTheme.toString()})(${JSON.stringify(darkTheme)},${JSON.stringify(lightTheme)});`;
}
