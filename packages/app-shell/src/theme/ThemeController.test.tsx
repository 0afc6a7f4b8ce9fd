import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createSettingsStore, SettingsStoreProvider, updateSettings } from '../settings/settings';
import { bootTheme, themeBootScript } from './apply-theme';
import { ThemeController } from './ThemeController';

type Listener = (event: MediaQueryListEvent) => void;

function mockSystemTheme(initiallyDark: boolean) {
  const listeners = new Set<Listener>();
  const query = {
    matches: initiallyDark,
    media: '(prefers-color-scheme: dark)',
    addEventListener: (_type: string, listener: Listener) => listeners.add(listener),
    removeEventListener: (_type: string, listener: Listener) => listeners.delete(listener),
  };
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => query),
  );
  return {
    change(dark: boolean) {
      query.matches = dark;
      for (const listener of listeners) listener({ matches: dark } as MediaQueryListEvent);
    },
  };
}

function renderController(store = createSettingsStore()) {
  render(
    <SettingsStoreProvider store={store}>
      <ThemeController
        darkTheme="theme-dark"
        lightTheme="theme-light"
        darkThemeColor="#0f1412"
        lightThemeColor="#ffffff"
      />
    </SettingsStoreProvider>,
  );
  return store;
}

const html = document.documentElement;

beforeEach(() => {
  localStorage.clear();
  html.className = '';
  html.removeAttribute('style');
  document.head.innerHTML = '';
});

afterEach(() => {
  vi.unstubAllGlobals();
});

it('applies the dark theme for auto when the system prefers dark', () => {
  mockSystemTheme(true);

  renderController();

  expect(html.className).toBe('theme-dark');
  expect(html.style.colorScheme).toBe('dark');
  expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe(
    '#0f1412',
  );
});

it('applies the light theme for auto when the system prefers light', () => {
  mockSystemTheme(false);

  renderController();

  expect(html.className).toBe('theme-light');
  expect(html.style.colorScheme).toBe('light');
});

it('follows a live system change while the setting is auto', () => {
  const system = mockSystemTheme(false);
  renderController();

  act(() => system.change(true));
  expect(html.className).toBe('theme-dark');

  act(() => system.change(false));
  expect(html.className).toBe('theme-light');
});

it('ignores the system when the setting is fixed light or dark', () => {
  const system = mockSystemTheme(true);
  const store = createSettingsStore();
  updateSettings({ theme: 'light' }, store);
  renderController(store);
  expect(html.className).toBe('theme-light');

  act(() => system.change(false));
  act(() => updateSettings({ theme: 'dark' }, store));
  expect(html.className).toBe('theme-dark');

  act(() => system.change(true));
  act(() => system.change(false));
  expect(html.className).toBe('theme-dark');
  expect(html.style.colorScheme).toBe('dark');
});

it('gives both per-scheme theme-color metas of index.html the fixed theme against the system', () => {
  document.head.innerHTML =
    '<meta name="theme-color" content="#FFFFFF" media="(prefers-color-scheme: light)">' +
    '<meta name="theme-color" content="#0F1412" media="(prefers-color-scheme: dark)">';
  const system = mockSystemTheme(true);
  const store = createSettingsStore();
  updateSettings({ theme: 'light' }, store);
  renderController(store);

  const contents = () =>
    [...document.querySelectorAll('meta[name="theme-color"]')].map((meta) =>
      meta.getAttribute('content'),
    );
  expect(contents()).toEqual(['#ffffff', '#ffffff']);

  act(() => updateSettings({ theme: 'auto' }, store));
  expect(contents()).toEqual(['#0f1412', '#0f1412']);

  act(() => system.change(false));
  expect(contents()).toEqual(['#ffffff', '#ffffff']);
  expect(document.querySelectorAll('meta[name="theme-color"]')).toHaveLength(2);
});

it('re-applies when the setting changes back to auto', () => {
  mockSystemTheme(true);
  const store = createSettingsStore();
  updateSettings({ theme: 'light' }, store);
  renderController(store);

  act(() => updateSettings({ theme: 'auto' }, store));

  expect(html.className).toBe('theme-dark');
});

it('keeps unrelated classes on <html>', () => {
  mockSystemTheme(false);
  html.classList.add('keep-me', 'theme-dark');

  renderController();

  expect(html.classList.contains('keep-me')).toBe(true);
  expect(html.classList.contains('theme-dark')).toBe(false);
  expect(html.classList.contains('theme-light')).toBe(true);
});

it('warns instead of crashing when there is no matchMedia', () => {
  vi.stubGlobal('matchMedia', undefined);

  renderController();

  expect(html.className).toBe('theme-light');
});

it('boots the stored theme before React renders', () => {
  mockSystemTheme(false);
  localStorage.setItem('arcana.settings', JSON.stringify({ theme: 'dark' }));

  bootTheme('theme-dark', 'theme-light');

  expect(html.className).toBe('theme-dark');
  expect(html.style.colorScheme).toBe('dark');
});

it('boots from an inline script string the same way', () => {
  mockSystemTheme(true);
  localStorage.setItem('arcana.settings', '{not json');

  new Function(themeBootScript('theme-dark', 'theme-light'))();

  expect(html.className).toBe('theme-dark');
});
