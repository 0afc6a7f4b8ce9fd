import './native-bridge-globals';

/** Whether the page runs inside the mobile app's WebView (react-native-webview or WKWebView). */
export function inNativeShell(): boolean {
  return Boolean(window.ReactNativeWebView ?? window.webkit?.messageHandlers?.arcana);
}

/**
 * Opens the bridge to the native app shell when there is one. Its code loads only inside the
 * app's WebView, so a browser's first visit does not carry it (DESIGN "Budgets").
 */
export function startNativeBridge(
  load: () => Promise<{ initNativeBridge: () => unknown }> = () => import('./native-bridge'),
): void {
  if (!inNativeShell()) return;
  load().then(
    (bridge) => bridge.initNativeBridge(),
    (error: unknown) => console.warn('Could not open the bridge to the native app shell', error),
  );
}
