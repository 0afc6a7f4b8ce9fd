import { createStore } from 'jotai';
import { beforeEach, expect, it } from 'vitest';
import { navigationDrawerOpenAtom } from './navigation-drawer';
import { createSettingsStore, readSettings, updateSettings } from './settings';

beforeEach(() => {
  localStorage.clear();
});

it('starts from the SPEC §3 defaults when nothing is stored', () => {
  expect(createSettingsStore().get()).toEqual({
    fcmToken: '',
    safeArea: { top: '0px', bottom: '0px', left: '0px', right: '0px' },
    appVersion: '',
    theme: 'auto',
  });
});

it('falls back to the defaults when the stored JSON is corrupt', () => {
  localStorage.setItem('arcana.settings', '{"theme": "dark",');

  expect(createSettingsStore().get().theme).toBe('auto');
});

it('falls back per field: a bad value never wipes the good ones', () => {
  localStorage.setItem(
    'arcana.settings',
    JSON.stringify({
      fcmToken: 42,
      safeArea: { top: '24px', bottom: 'red; color: blue', left: null },
      appVersion: '2.3.0',
      theme: 'sepia',
    }),
  );

  expect(createSettingsStore().get()).toEqual({
    fcmToken: '',
    safeArea: { top: '24px', bottom: '0px', left: '0px', right: '0px' },
    appVersion: '2.3.0',
    theme: 'auto',
  });
});

it('falls back when the stored value is not an object', () => {
  localStorage.setItem('arcana.settings', '"dark"');

  expect(createSettingsStore().get().theme).toBe('auto');
});

it('persists updates as one JSON object under arcana.settings, merging the safe area', () => {
  const store = createSettingsStore();

  updateSettings({ theme: 'dark', safeArea: { top: '47px' } }, store);
  updateSettings({ fcmToken: 'token-1' }, store);

  expect(JSON.parse(localStorage.getItem('arcana.settings') ?? 'null')).toEqual({
    fcmToken: 'token-1',
    safeArea: { top: '47px', bottom: '0px', left: '0px', right: '0px' },
    appVersion: '',
    theme: 'dark',
  });
  expect(readSettings(store).theme).toBe('dark');
});

it('reads what an earlier session stored', () => {
  localStorage.setItem('arcana.settings', JSON.stringify({ theme: 'light', appVersion: '1.0.0' }));

  expect(createSettingsStore().get()).toMatchObject({ theme: 'light', appVersion: '1.0.0' });
});

it('starts with the navigation drawer closed', () => {
  expect(createStore().get(navigationDrawerOpenAtom)).toBe(false);
});
