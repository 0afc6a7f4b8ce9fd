import {
  type AppSettings,
  cssLengthSchema,
  type SafeArea,
  SETTINGS_DEFAULTS,
  THEME_SETTINGS,
} from '@arcana/domain';
import { atom, getDefaultStore, useAtomValue, useSetAtom } from 'jotai';
import { atomWithLazy } from 'jotai/utils';
import * as v from 'valibot';

/** SPEC §3: one JSON object in local storage. */
export const SETTINGS_STORAGE_KEY = 'arcana.settings';

export type SettingsPatch = Partial<Omit<AppSettings, 'safeArea'>> & {
  safeArea?: Partial<SafeArea>;
};

type JotaiStore = ReturnType<typeof getDefaultStore>;

const SAFE_AREA_SIDES = ['top', 'bottom', 'left', 'right'] as const;
const themeSchema = v.picklist(THEME_SETTINGS);

function field<T>(schema: v.GenericSchema<unknown, T>, value: unknown, fallback: T): T {
  const parsed = v.safeParse(schema, value);
  return parsed.success ? parsed.output : fallback;
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/**
 * Whatever is stored (an older version's shape, a hand-edited value, garbage) becomes valid
 * settings: each field that is missing or wrong takes its own default, so one bad value never
 * wipes the others and nothing crashes at start.
 */
export function sanitizeSettings(value: unknown): AppSettings {
  const stored = record(value);
  const storedSafeArea = record(stored.safeArea);
  const safeArea = { ...SETTINGS_DEFAULTS.safeArea };
  for (const side of SAFE_AREA_SIDES) {
    safeArea[side] = field(cssLengthSchema, storedSafeArea[side], SETTINGS_DEFAULTS.safeArea[side]);
  }
  return {
    fcmToken: field(v.string(), stored.fcmToken, SETTINGS_DEFAULTS.fcmToken),
    safeArea,
    appVersion: field(v.string(), stored.appVersion, SETTINGS_DEFAULTS.appVersion),
    theme: field(themeSchema, stored.theme, SETTINGS_DEFAULTS.theme),
  };
}

export function parseStoredSettings(raw: string | null | undefined): AppSettings {
  if (!raw) return sanitizeSettings(undefined);
  try {
    return sanitizeSettings(JSON.parse(raw));
  } catch {
    return sanitizeSettings(undefined);
  }
}

function localStorageOrNull(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can throw on access (blocked cookies, some embedded webviews).
    return null;
  }
}

function readStoredSettings(): AppSettings {
  try {
    return parseStoredSettings(localStorageOrNull()?.getItem(SETTINGS_STORAGE_KEY));
  } catch {
    return sanitizeSettings(undefined);
  }
}

function writeStoredSettings(value: AppSettings): void {
  try {
    localStorageOrNull()?.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(value));
  } catch (error) {
    console.warn('Could not save settings', error);
  }
}

// Read lazily per store (not once at module load like atomWithStorage's getOnInit), so the
// first render already has the stored theme and every store sees the storage of its time.
const storedSettingsAtom = atomWithLazy(readStoredSettings);
storedSettingsAtom.onMount = (setSettings) => {
  if (typeof window === 'undefined') return;
  // Another tab changed the settings: follow it (theme, safe area).
  const onStorage = (event: StorageEvent) => {
    if (event.key === SETTINGS_STORAGE_KEY) setSettings(parseStoredSettings(event.newValue));
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
};

/** SPEC §3 settings, persisted in local storage under `arcana.settings` on every write. */
export const settingsAtom = atom(
  (get) => get(storedSettingsAtom),
  (_get, set, next: AppSettings) => {
    const sanitized = sanitizeSettings(next);
    set(storedSettingsAtom, sanitized);
    writeStoredSettings(sanitized);
  },
);

export function mergeSettings(current: AppSettings, patch: SettingsPatch): AppSettings {
  return sanitizeSettings({
    ...current,
    ...patch,
    safeArea: { ...current.safeArea, ...patch.safeArea },
  });
}

export const updateSettingsAtom = atom(null, (get, set, patch: SettingsPatch) => {
  set(settingsAtom, mergeSettings(get(settingsAtom), patch));
});

/** SPEC §4: the navigation drawer starts closed. */
export const navigationDrawerOpenAtom = atom(false);

/** Settings and a merge-updater, like useAtom. */
export function useSettings(): readonly [AppSettings, (patch: SettingsPatch) => void] {
  return [useAtomValue(settingsAtom), useSetAtom(updateSettingsAtom)] as const;
}

/** For code outside React (the native bridge); pass the store when the app uses a Provider. */
export function updateSettings(patch: SettingsPatch, store: JotaiStore = getDefaultStore()): void {
  store.set(updateSettingsAtom, patch);
}

export function readSettings(store: JotaiStore = getDefaultStore()): AppSettings {
  return store.get(settingsAtom);
}
