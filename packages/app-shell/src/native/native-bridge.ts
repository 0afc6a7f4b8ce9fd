import { cssLengthSchema, type SafeArea } from '@arcana/domain';
import * as v from 'valibot';
import { type SettingsPatch, type SettingsStore, updateSettings } from '../settings/settings';

/** Values the native app shell hands over (SPEC §7 Other). */
export const NATIVE_VALUE_TYPES = ['fcmToken', 'appVersion', 'safeArea'] as const;
export type NativeValueType = (typeof NATIVE_VALUE_TYPES)[number];

// Insets may come as numbers (CSS pixels) or CSS lengths; each side is optional.
const insetSchema = v.union([
  v.pipe(
    v.number(),
    v.finite(),
    v.transform((pixels) => `${pixels}px`),
  ),
  cssLengthSchema,
]);

const nativeMessageSchema = v.variant('type', [
  v.object({ type: v.literal('fcmToken'), value: v.pipe(v.string(), v.maxLength(4096)) }),
  v.object({ type: v.literal('appVersion'), value: v.pipe(v.string(), v.maxLength(64)) }),
  v.object({
    type: v.literal('safeArea'),
    value: v.object({
      top: v.optional(insetSchema),
      bottom: v.optional(insetSchema),
      left: v.optional(insetSchema),
      right: v.optional(insetSchema),
    }),
  }),
]);

export type NativeMessage = v.InferInput<typeof nativeMessageSchema>;

export type NativeRequest = { type: 'request'; key: NativeValueType };

declare global {
  interface Window {
    /** Set by initNativeBridge: the native shell calls receive({ type, value }). */
    arcanaNative?: { receive: (message: unknown) => boolean };
    /** react-native-webview. */
    ReactNativeWebView?: { postMessage: (message: string) => void };
    /** WKWebView script message handler named "arcana". */
    webkit?: { messageHandlers?: { arcana?: { postMessage: (message: unknown) => void } } };
  }
}

function toPatch(message: v.InferOutput<typeof nativeMessageSchema>): SettingsPatch {
  switch (message.type) {
    case 'fcmToken':
      return { fcmToken: message.value };
    case 'appVersion':
      return { appVersion: message.value };
    case 'safeArea': {
      const safeArea: Partial<SafeArea> = {};
      for (const [side, value] of Object.entries(message.value)) {
        if (value !== undefined) safeArea[side as keyof SafeArea] = value;
      }
      return { safeArea };
    }
    default:
      return message satisfies never;
  }
}

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
  const parsed = v.safeParse(nativeMessageSchema, decode(data));
  if (!parsed.success) return false;
  updateSettings(toPatch(parsed.output), store);
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
