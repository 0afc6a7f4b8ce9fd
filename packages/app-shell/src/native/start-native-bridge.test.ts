// @vitest-environment jsdom
import { afterEach, expect, it, vi } from 'vitest';
import { inNativeShell, startNativeBridge } from './start-native-bridge';

afterEach(() => {
  delete window.ReactNativeWebView;
  delete window.webkit;
  vi.restoreAllMocks();
});

it('leaves the bridge unloaded in a browser', () => {
  const load = vi.fn();
  startNativeBridge(load);
  expect(inNativeShell()).toBe(false);
  expect(load).not.toHaveBeenCalled();
});

it('loads and opens the bridge in react-native-webview', async () => {
  window.ReactNativeWebView = { postMessage: () => {} };
  const initNativeBridge = vi.fn();
  startNativeBridge(async () => ({ initNativeBridge }));
  await vi.waitFor(() => expect(initNativeBridge).toHaveBeenCalledTimes(1));
});

it('loads the bridge in a WKWebView with the arcana handler', async () => {
  window.webkit = { messageHandlers: { arcana: { postMessage: () => {} } } };
  expect(inNativeShell()).toBe(true);
  const initNativeBridge = vi.fn();
  startNativeBridge(async () => ({ initNativeBridge }));
  await vi.waitFor(() => expect(initNativeBridge).toHaveBeenCalledTimes(1));
});

it('only warns when the bridge cannot load', async () => {
  window.ReactNativeWebView = { postMessage: () => {} };
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  startNativeBridge(() =>
    Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
  );
  await vi.waitFor(() =>
    expect(warn).toHaveBeenCalledWith(
      'Could not open the bridge to the native app shell',
      expect.any(TypeError),
    ),
  );
});
