import { isCssLength, type SafeArea } from '@arcana/domain';
import { type SettingsPatch, type SettingsStore, updateSettings } from '../settings/settings';
import './native-bridge-globals';

/** Values the native app shell hands over (SPEC §7 Other). */
export const NATIVE_VALUE_TYPES = ['fcmToken', 'appVersion', 'safeArea'] as const;
export type NativeValueType = (typeof NATIVE_VALUE_TYPES)[number];

// Insets may come as numbers (CSS pixels) or CSS lengths; each side is optional. Read by
// plain code: the bridge opens on every first page, whose scripts count (DESIGN "Budgets").
function insetOf(value: unknown): string | undefined | null {
  if (value === undefined) return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? `${value}px` : null;
  return isCssLength(value) ? value : null;
}

const SIDES = ['top', 'bottom', 'left', 'right'] as const;

export type NativeMessage =
  | { type: 'fcmToken'; value: string }
  | { type: 'appVersion'; value: string }
  | { type: 'safeArea'; value: Partial<Record<keyof SafeArea, number | string>> };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The settings a message sets, or null when it is not exactly one of NativeMessage. */
function patchOf(message: unknown): SettingsPatch | null {
  if (!isObject(message)) return null;
  const { type, value } = message;
  if (type === 'fcmToken' || type === 'appVersion') {
    const max = type === 'fcmToken' ? 4096 : 64;
    if (typeof value !== 'string' || value.length > max) return null;
    return type === 'fcmToken' ? { fcmToken: value } : { appVersion: value };
  }
  if (type !== 'safeArea' || !isObject(value)) return null;
  const safeArea: Partial<SafeArea> = {};
  for (const side of SIDES) {
    const inset = insetOf(value[side]);
    if (inset === null) return null;
    if (inset !== undefined) safeArea[side] = inset;
  }
  return { safeArea };
}

export type NativeRequest = { type: 'request'; key: NativeValueType };

function decode(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return undefined;
  }
}

/**
 * Applies one message from the native shell to the settings. Anything that is not exactly a
 * known { type, value } (other libraries' postMessage traffic, junk) is ignored.
 * Returns whether the message was applied.
 */
export function receiveNativeMessage(data: unknown, store?: SettingsStore): boolean {
  const patch = patchOf(decode(data));
  if (!patch) return false;
  updateSettings(patch, store);
  return true;
}

/**
 * Asks the native shell for a value; it answers through receive() or a message event.
 * Returns false when the page does not run inside the app shell.
 */
export function requestNativeValue(key: NativeValueType): boolean {
  const request: NativeRequest = { type: 'request', key };
  try {
    if (window.ReactNativeWebView) {
      window.ReactNativeWebView.postMessage(JSON.stringify(request));
      return true;
    }
    const webkitHandler = window.webkit?.messageHandlers?.arcana;
    if (webkitHandler) {
      webkitHandler.postMessage(request);
      return true;
    }
  } catch (error) {
    console.warn('Could not reach the native app shell', error);
  }
  return false;
}

export type NativeBridgeOptions = {
  store?: SettingsStore;
  /** Ask for every value at start (default true); answers arrive asynchronously. */
  requestOnStart?: boolean;
};

/** Opens the bridge to the native shell (window.arcanaNative + message events). */
export function initNativeBridge({
  store,
  requestOnStart = true,
}: NativeBridgeOptions = {}): () => void {
  const onMessage = (event: Event) => {
    if (!(event instanceof MessageEvent)) return;
    // Native shells post without an origin; an iframe of another site must not set settings.
    if (event.origin !== '' && event.origin !== window.location.origin) return;
    receiveNativeMessage(event.data, store);
  };
  window.arcanaNative = { receive: (message) => receiveNativeMessage(message, store) };
  window.addEventListener('message', onMessage);
  // react-native-webview on Android dispatches on document.
  document.addEventListener('message', onMessage);
  if (requestOnStart) {
    for (const key of NATIVE_VALUE_TYPES) requestNativeValue(key);
  }
  return () => {
    window.removeEventListener('message', onMessage);
    document.removeEventListener('message', onMessage);
    delete window.arcanaNative;
  };
}
