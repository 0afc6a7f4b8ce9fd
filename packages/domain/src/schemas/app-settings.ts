import * as v from 'valibot';
import { THEME_SETTINGS } from '../constants/ui';
import {
  type AppSettings,
  CSS_LENGTH_MAX_LENGTH,
  CSS_LENGTH_PATTERN,
  SETTINGS_DEFAULTS,
} from '../settings';

export const cssLengthSchema = v.pipe(
  v.string(),
  v.maxLength(CSS_LENGTH_MAX_LENGTH),
  v.regex(CSS_LENGTH_PATTERN, 'CSS 길이가 아니에요.'),
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
