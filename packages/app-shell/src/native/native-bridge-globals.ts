// The objects the native app shell puts on window (SPEC §7 Other).
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

export {};
