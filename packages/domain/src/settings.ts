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
