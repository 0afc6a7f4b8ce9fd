import {
  type AppSettings,
  isCssLength,
  type SafeArea,
  SETTINGS_DEFAULTS,
  THEME_SETTINGS,
  type ThemeSetting,
} from '@arcana/domain';
import {
  createContext,
  createElement,
  type ReactNode,
  useCallback,
  useContext,
  useSyncExternalStore,
} from 'react';

/** SPEC §3: one JSON object in local storage. */
export const SETTINGS_STORAGE_KEY = 'arcana.settings';

export type SettingsPatch = Partial<Omit<AppSettings, 'safeArea'>> & {
  safeArea?: Partial<SafeArea>;
};

const SAFE_AREA_SIDES = ['top', 'bottom', 'left', 'right'] as const;

// Plain checks, not the domain's appSettingsSchema: settings are read on every first page,
// whose scripts count (DESIGN "Budgets"); settings.test.ts holds them to the schema's rules.
const isString = (value: unknown): value is string => typeof value === 'string';
const isTheme = (value: unknown): value is ThemeSetting =>
  THEME_SETTINGS.some((theme) => theme === value);

function field<T>(isValid: (value: unknown) => value is T, value: unknown, fallback: T): T {
  return isValid(value) ? value : fallback;
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
    safeArea[side] = field(isCssLength, storedSafeArea[side], SETTINGS_DEFAULTS.safeArea[side]);
  }
  return {
    fcmToken: field(isString, stored.fcmToken, SETTINGS_DEFAULTS.fcmToken),
    safeArea,
    appVersion: field(isString, stored.appVersion, SETTINGS_DEFAULTS.appVersion),
    theme: field(isTheme, stored.theme, SETTINGS_DEFAULTS.theme),
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

/** One settings state: the app's default one, or a test's own. */
export type SettingsStore = {
  get(): AppSettings;
  /** Sanitises, keeps and persists the next settings. */
  set(next: AppSettings): void;
  subscribe(listener: () => void): () => void;
};

/**
 * Settings kept in a small store of their own rather than a jotai atom: every first page reads
 * them (theme, safe area), and jotai would ship with it (DESIGN "Budgets"). Read lazily on the
 * first `get` (so the first render already has the stored theme and every store sees the
 * storage of its time); while anyone listens, other tabs' changes are followed.
 */
export function createSettingsStore(): SettingsStore {
  let current: AppSettings | undefined;
  const listeners = new Set<() => void>();
  const get = () => {
    current ??= readStoredSettings();
    return current;
  };
  const replace = (next: AppSettings) => {
    current = next;
    for (const listener of [...listeners]) listener();
  };
  // Another tab changed the settings: follow it (theme, safe area).
  const onStorage = (event: StorageEvent) => {
    if (event.key === SETTINGS_STORAGE_KEY) replace(parseStoredSettings(event.newValue));
  };
  return {
    get,
    set(next) {
      const sanitized = sanitizeSettings(next);
      replace(sanitized);
      writeStoredSettings(sanitized);
    },
    subscribe(listener) {
      if (listeners.size === 0 && typeof window !== 'undefined') {
        window.addEventListener('storage', onStorage);
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && typeof window !== 'undefined') {
          window.removeEventListener('storage', onStorage);
        }
      };
    },
  };
}

const defaultSettingsStore = createSettingsStore();

const SettingsStoreContext = createContext<SettingsStore>(defaultSettingsStore);

/** Gives the components below a settings store of their own (tests); else the default one. */
export function SettingsStoreProvider({
  store,
  children,
}: {
  store: SettingsStore;
  children: ReactNode;
}) {
  return createElement(SettingsStoreContext.Provider, { value: store }, children);
}

export function mergeSettings(current: AppSettings, patch: SettingsPatch): AppSettings {
  return sanitizeSettings({
    ...current,
    ...patch,
    safeArea: { ...current.safeArea, ...patch.safeArea },
  });
}

/**
 * What a page rendered without a browser drew with (no storage there): a prerendered page
 * hydrates with these, then React renders again with the stored settings.
 */
const serverSettings = (): AppSettings => SETTINGS_DEFAULTS;

/** Settings and a merge-updater, like useState. */
export function useSettings(): readonly [AppSettings, (patch: SettingsPatch) => void] {
  const store = useContext(SettingsStoreContext);
  const settings = useSyncExternalStore(store.subscribe, store.get, serverSettings);
  const update = useCallback(
    (patch: SettingsPatch) => store.set(mergeSettings(store.get(), patch)),
    [store],
  );
  return [settings, update] as const;
}

/** For code outside React (the native bridge); pass the store when the app uses a Provider. */
export function updateSettings(
  patch: SettingsPatch,
  store: SettingsStore = defaultSettingsStore,
): void {
  store.set(mergeSettings(store.get(), patch));
}

export function readSettings(store: SettingsStore = defaultSettingsStore): AppSettings {
  return store.get();
}
