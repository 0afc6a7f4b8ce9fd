import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { AppProviders } from './AppProviders';
import { showToast } from './show-toast';

it('mounts the toaster only when the first toast is asked for, then shows it', async () => {
  const { container } = render(
    <AppProviders queryClient={new QueryClient()}>
      <p>페이지</p>
    </AppProviders>,
  );
  // sonner's region is not on the page of a visit that never toasts.
  expect(container.ownerDocument.querySelector('section[aria-label^="Notifications"]')).toBeNull();

  await showToast('저장했어요', 'success');

  expect(await screen.findByText('저장했어요')).toBeTruthy();
  expect(
    container.ownerDocument.querySelector('section[aria-label^="Notifications"]'),
  ).not.toBeNull();
});
