import { useEffect, useSyncExternalStore } from 'react';
import { useSettings } from '../settings/settings';
import { applyThemeToDocument, PREFERS_DARK_QUERY, resolveThemeMode } from './apply-theme';

export type ThemeControllerProps = {
  /** Class name of the app's dark theme (web: darkLee, counselor: darkNight). */
  darkTheme: string;
  lightTheme: string;
  /** <meta name="theme-color"> values; default: the body background of the applied theme. */
  darkThemeColor?: string;
  lightThemeColor?: string;
};

function systemQuery(): MediaQueryList | null {
  try {
    return typeof window.matchMedia === 'function' ? window.matchMedia(PREFERS_DARK_QUERY) : null;
  } catch (error) {
    console.warn('Could not detect the system theme', error);
    return null;
  }
}

function subscribeToSystemTheme(onChange: () => void): () => void {
  const query = systemQuery();
  if (!query) return () => {};
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const systemPrefersDark = () => systemQuery()?.matches ?? false;

/** Live system preference (SPEC §4: auto reacts to its change). */
function useSystemPrefersDark(): boolean {
  return useSyncExternalStore(subscribeToSystemTheme, systemPrefersDark, () => false);
}

/** Keeps <html> on the theme the settings ask for; renders nothing. */
export function ThemeController({
  darkTheme,
  lightTheme,
  darkThemeColor,
  lightThemeColor,
}: ThemeControllerProps) {
  const [{ theme }] = useSettings();
  const prefersDark = useSystemPrefersDark();
  const mode = resolveThemeMode(theme, prefersDark);

  useEffect(() => {
    try {
      applyThemeToDocument({
        mode,
        darkTheme,
        lightTheme,
        themeColor: mode === 'dark' ? darkThemeColor : lightThemeColor,
      });
    } catch (error) {
      // SPEC §8: a theme failure is a console warning only.
      console.warn('Could not apply the theme', error);
    }
  }, [mode, darkTheme, lightTheme, darkThemeColor, lightThemeColor]);

  return null;
}
