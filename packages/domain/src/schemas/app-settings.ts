import * as v from 'valibot';
import { THEME_SETTINGS } from '../constants/ui';
import { type AppSettings, SETTINGS_DEFAULTS } from '../settings';

/**
 * A plain CSS length ('0px', '12.5px', '-1rem', '0') or a CSS function such as
 * env(safe-area-inset-top). Braces and semicolons are refused because the value is written
 * into a style declaration.
 */
const CSS_LENGTH =
  /^(?:-?(?:\d+|\d*\.\d+)(?:px|r?em|vh|vw|vmin|vmax|%)?|(?:env|calc|var|min|max|clamp)\([^;{}]*\))$/;

export const cssLengthSchema = v.pipe(
  v.string(),
  v.maxLength(64),
  v.regex(CSS_LENGTH, 'CSS 길이가 아니에요.'),
);

export const safeAreaSchema = v.object({
  top: cssLengthSchema,
  bottom: cssLengthSchema,
  left: cssLengthSchema,
  right: cssLengthSchema,
});

/**
 * Stored settings. Missing fields take their defaults so settings saved by an older version
 * still load; a present but wrong value is rejected so the caller can fall back as a whole.
 */
export const appSettingsSchema = v.object({
  fcmToken: v.optional(v.string(), SETTINGS_DEFAULTS.fcmToken),
  safeArea: v.optional(safeAreaSchema, () => ({ ...SETTINGS_DEFAULTS.safeArea })),
  appVersion: v.optional(v.string(), SETTINGS_DEFAULTS.appVersion),
  theme: v.optional(v.picklist(THEME_SETTINGS), SETTINGS_DEFAULTS.theme),
}) satisfies v.GenericSchema<unknown, AppSettings>;
