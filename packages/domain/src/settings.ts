// Application settings kept in browser local storage (SPEC §3 "Application settings").
import { DEFAULT_THEME_SETTING, type ThemeSetting } from './constants/ui';

/** CSS lengths handed over by the native app shell, applied to page-wide safe-area variables. */
export type SafeArea = { top: string; bottom: string; left: string; right: string };

export type AppSettings = {
  /** Push device token; empty when the app shell has not handed one over. */
  fcmToken: string;
  safeArea: SafeArea;
  appVersion: string;
  theme: ThemeSetting;
};

export const SETTINGS_DEFAULTS: AppSettings = {
  fcmToken: '',
  safeArea: { top: '0px', bottom: '0px', left: '0px', right: '0px' },
  appVersion: '',
  theme: DEFAULT_THEME_SETTING,
};

/**
 * A plain CSS length ('0px', '12.5px', '-1rem', '0') or a CSS function such as
 * env(safe-area-inset-top). Braces and semicolons are refused because the value is written
 * into a style declaration.
 */
export const CSS_LENGTH_PATTERN =
  /^(?:-?(?:\d+|\d*\.\d+)(?:px|r?em|vh|vw|vmin|vmax|%)?|(?:env|calc|var|min|max|clamp)\([^;{}]*\))$/;
export const CSS_LENGTH_MAX_LENGTH = 64;

/** The check of cssLengthSchema without the schema: the first page reads settings with it. */
export function isCssLength(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length <= CSS_LENGTH_MAX_LENGTH &&
    CSS_LENGTH_PATTERN.test(value)
  );
}
