// Screen-level constants of SPEC §9: themes, breakpoints, layers, pickers, toasts, images.

export const THEME_SETTINGS = ['auto', 'light', 'dark'] as const;
export type ThemeSetting = (typeof THEME_SETTINGS)[number];
export const DEFAULT_THEME_SETTING: ThemeSetting = 'auto';

export const THEME_NAMES = {
  /** The default dark theme (web app). */
  darkLee: 'darkLee',
  light: 'light',
  /** The second dark theme (counselor app), so the back office is recognisable at a glance. */
  darkSecond: 'darkNight',
} as const;
export type ThemeName = (typeof THEME_NAMES)[keyof typeof THEME_NAMES];

/** DESIGN "Themes": which theme 'dark' resolves to in each app. */
export const DARK_THEME_BY_APP = {
  web: THEME_NAMES.darkLee,
  counselor: THEME_NAMES.darkSecond,
} as const;

export const BREAKPOINTS = { sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } as const;
export type BreakpointName = keyof typeof BREAKPOINTS;
/** Below this width the mobile layout holds. */
export const MOBILE_BREAKPOINT = BREAKPOINTS.lg;

export const Z_INDEX = { overlay: 2000, dialog: 2400 } as const;

export const DATE_PICKER = {
  controlHeight: 56,
  elevation: 2,
  weeks: 6,
  yearsBack: 100,
  yearsAhead: 52,
} as const;

export const TOAST = {
  durationMs: 2000,
  position: 'bottom-center',
  theme: 'dark',
  transition: 'slide',
} as const;

export const NOTIFICATION_MODAL_MAX_WIDTH = 600;

/** Widths a screen asks for. */
export const THUMBNAIL_WIDTHS = [100, 300, 700, 1200] as const;
/** Widths the api stores (Product image thumbUri150 … thumbUri1600). */
export const STORED_THUMBNAIL_WIDTHS = [150, 360, 780, 1600] as const;
export type StoredThumbnailWidth = (typeof STORED_THUMBNAIL_WIDTHS)[number];

export const IMAGE_CAPTURE = {
  scale: 2,
  backgroundColor: '#ffffff',
  imageWaitMs: 500,
  imageTimeoutMs: 15_000,
  type: 'image/png',
} as const;
