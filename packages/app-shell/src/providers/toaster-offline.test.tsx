import { QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { AppProviders } from './AppProviders';
import { showToast } from './show-toast';

// Regression: the toaster's chunk failing to load (offline, or removed by a deploy) blanked the
// whole app, because the rejected lazy import reached the root with no boundary to stop it.
const network = vi.hoisted(() => ({ offline: true }));

vi.mock('./toasts', async (importOriginal) => {
  if (network.offline) throw new TypeError('Failed to fetch dynamically imported module: toasts');
  return importOriginal();
});

it('keeps the page when the toaster fails to load and shows the toast once back online', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  render(
    <AppProviders queryClient={new QueryClient()}>
      <h1>마이페이지</h1>
    </AppProviders>,
  );

  const shown = showToast('저장했어요', 'success');
  await act(async () => {});

  expect(screen.getByRole('heading', { name: '마이페이지' })).toBeTruthy();
  expect(screen.queryByText('저장했어요')).toBeNull();

  network.offline = false;
  await act(async () => {
    window.dispatchEvent(new Event('online'));
  });
  await shown;

  expect(await screen.findByText('저장했어요')).toBeTruthy();
  expect(screen.getByRole('heading', { name: '마이페이지' })).toBeTruthy();
});
