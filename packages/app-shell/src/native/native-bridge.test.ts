import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createSettingsStore, readSettings } from '../settings/settings';
import { initNativeBridge, requestNativeValue } from './native-bridge';

let store = createSettingsStore();
let dispose = () => {};

beforeEach(() => {
  localStorage.clear();
  store = createSettingsStore();
  dispose = initNativeBridge({ store, requestOnStart: false });
});

afterEach(() => {
  dispose();
  delete window.ReactNativeWebView;
  delete window.webkit;
});

it('takes the fcm token, app version and safe area through window.arcanaNative.receive', () => {
  expect(window.arcanaNative?.receive({ type: 'fcmToken', value: 'device-token-1' })).toBe(true);
  window.arcanaNative?.receive({ type: 'appVersion', value: '2.4.1' });
  window.arcanaNative?.receive({ type: 'safeArea', value: { top: 47, bottom: '34px' } });

  expect(readSettings(store)).toEqual({
    fcmToken: 'device-token-1',
    appVersion: '2.4.1',
    safeArea: { top: '47px', bottom: '34px', left: '0px', right: '0px' },
    theme: 'auto',
  });
  expect(JSON.parse(localStorage.getItem('arcana.settings') ?? '{}').fcmToken).toBe(
    'device-token-1',
  );
});

it('takes values posted as message events, as objects or JSON strings', () => {
  window.dispatchEvent(
    new MessageEvent('message', { data: { type: 'appVersion', value: '3.0.0' } }),
  );
  window.dispatchEvent(
    new MessageEvent('message', { data: '{"type":"fcmToken","value":"from-string"}' }),
  );

  expect(readSettings(store).appVersion).toBe('3.0.0');
  expect(readSettings(store).fcmToken).toBe('from-string');
});

it('rejects junk and leaves the settings alone', () => {
  const junk: unknown[] = [
    null,
    'hello',
    '{"type":',
    { type: 'theme', value: 'dark' },
    { type: 'fcmToken', value: 12 },
    { type: 'safeArea', value: { top: 'red; background: url(x)' } },
    { type: 'safeArea', value: '47px' },
    { type: 'safeArea', value: { top: Number.POSITIVE_INFINITY } },
    { type: 'safeArea', value: { left: 'x'.repeat(65) } },
    { type: 'appVersion', value: '1'.repeat(65) },
    { type: 'fcmToken', value: 't'.repeat(4097) },
    { value: 'no type' },
  ];

  for (const message of junk) {
    expect(window.arcanaNative?.receive(message)).toBe(false);
    window.dispatchEvent(new MessageEvent('message', { data: message }));
  }

  expect(readSettings(store)).toEqual({
    fcmToken: '',
    appVersion: '',
    safeArea: { top: '0px', bottom: '0px', left: '0px', right: '0px' },
    theme: 'auto',
  });
});

it('asks react-native-webview for a value with a JSON request', () => {
  const postMessage = vi.fn();
  window.ReactNativeWebView = { postMessage };

  expect(requestNativeValue('safeArea')).toBe(true);

  expect(postMessage).toHaveBeenCalledWith('{"type":"request","key":"safeArea"}');
});

it('asks the WKWebView handler named arcana with an object', () => {
  const postMessage = vi.fn();
  window.webkit = { messageHandlers: { arcana: { postMessage } } };

  requestNativeValue('fcmToken');

  expect(postMessage).toHaveBeenCalledWith({ type: 'request', key: 'fcmToken' });
});

it('does nothing outside the app shell', () => {
  expect(requestNativeValue('appVersion')).toBe(false);
});

it('stops listening when disposed', () => {
  dispose();

  window.dispatchEvent(new MessageEvent('message', { data: { type: 'appVersion', value: '9' } }));

  expect(window.arcanaNative).toBeUndefined();
  expect(readSettings(store).appVersion).toBe('');
});

it('ignores message events from another web origin', () => {
  window.dispatchEvent(
    new MessageEvent('message', {
      data: { type: 'fcmToken', value: 'evil' },
      origin: 'https://elsewhere.example',
    }),
  );

  expect(readSettings(store).fcmToken).toBe('');
});
