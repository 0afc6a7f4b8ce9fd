import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { AppProviders } from './AppProviders';
import { showNotificationToast, showToast } from './show-toast';

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

it('shows a notification toast that closes on click and follows its link', async () => {
  render(
    <AppProviders queryClient={new QueryClient()}>
      <p>페이지</p>
    </AppProviders>,
  );
  const onOpen = vi.fn();

  await showNotificationToast({
    id: 77,
    title: '새 댓글이 달렸어요',
    content: '“좋은 리딩이에요”',
    chip: '댓글',
    onOpen,
  });

  const toast = await screen.findByRole('button', { name: '새 댓글이 달렸어요 알림 열기' });
  expect(toast.textContent).toContain('댓글');
  expect(toast.textContent).toContain('“좋은 리딩이에요”');
  fireEvent.click(toast);
  expect(onOpen).toHaveBeenCalledTimes(1);
  await waitFor(() =>
    expect(screen.queryByRole('button', { name: '새 댓글이 달렸어요 알림 열기' })).toBeNull(),
  );
});
