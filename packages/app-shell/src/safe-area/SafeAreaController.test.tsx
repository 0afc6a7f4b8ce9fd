import { act, render } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import { createSettingsStore, SettingsStoreProvider, updateSettings } from '../settings/settings';
import { SafeAreaController } from './SafeAreaController';

const style = document.documentElement.style;

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('style');
});

it('writes the default insets as 0px', () => {
  render(
    <SettingsStoreProvider store={createSettingsStore()}>
      <SafeAreaController />
    </SettingsStoreProvider>,
  );

  expect(style.getPropertyValue('--safe-area-top')).toBe('0px');
  expect(style.getPropertyValue('--safe-area-bottom')).toBe('0px');
  expect(style.getPropertyValue('--safe-area-left')).toBe('0px');
  expect(style.getPropertyValue('--safe-area-right')).toBe('0px');
});

it('rewrites the variables when the settings change', () => {
  const store = createSettingsStore();
  render(
    <SettingsStoreProvider store={store}>
      <SafeAreaController />
    </SettingsStoreProvider>,
  );

  act(() => updateSettings({ safeArea: { top: '47px', bottom: '34px' } }, store));

  expect(style.getPropertyValue('--safe-area-top')).toBe('47px');
  expect(style.getPropertyValue('--safe-area-bottom')).toBe('34px');
  expect(style.getPropertyValue('--safe-area-left')).toBe('0px');
});
