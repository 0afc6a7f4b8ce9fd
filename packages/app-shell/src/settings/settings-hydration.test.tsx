import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeEach, expect, it, vi } from 'vitest';
import { createSettingsStore, SettingsStoreProvider, useSettings } from './settings';

function Theme() {
  const [settings] = useSettings();
  return <p data-theme-setting={settings.theme}>{settings.theme}</p>;
}

beforeEach(() => {
  localStorage.clear();
});

it('hydrates a prerendered page with the defaults it was drawn with, then shows the stored theme', async () => {
  // The build draws with no storage: the defaults.
  const markup = renderToString(
    <SettingsStoreProvider store={createSettingsStore()}>
      <Theme />
    </SettingsStoreProvider>,
  );
  expect(markup).toBe('<p data-theme-setting="auto">auto</p>');

  localStorage.setItem('arcana.settings', JSON.stringify({ theme: 'light' }));
  const container = document.createElement('div');
  container.innerHTML = markup;
  document.body.append(container);
  const onRecoverableError = vi.fn();
  await act(async () => {
    hydrateRoot(
      container,
      <SettingsStoreProvider store={createSettingsStore()}>
        <Theme />
      </SettingsStoreProvider>,
      { onRecoverableError },
    );
  });
  expect(onRecoverableError).not.toHaveBeenCalled();
  expect(container.innerHTML).toBe('<p data-theme-setting="light">light</p>');
  container.remove();
});
