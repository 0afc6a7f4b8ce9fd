// @vitest-environment jsdom
import { writeCookie } from '@arcana/api-client';
import { GUEST_USER, type User } from '@arcana/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { NotificationSettingsPage } from './NotificationSettingsPage';

const user: User = {
  ...GUEST_USER,
  id: 7,
  name: '데모 사용자',
  username: 'demo-user',
  displayName: '데모',
  enabled: true,
  roles: ['USER'],
  enabledAdPush: false,
};

const fetchMock = vi.fn<typeof fetch>();

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function renderPage() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  client.setQueryData(['me'], user);
  render(
    <QueryClientProvider client={client}>
      <NotificationSettingsPage />
    </QueryClientProvider>,
  );
  return client;
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  // A stored session, so the refetch after a failure asks the api instead of answering guest.
  writeCookie('accessToken', 'access-1', { maxAgeSeconds: 60 });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('shows six switches in three groups with the saved states', () => {
  renderPage();

  const switches = screen.getAllByRole('switch');
  expect(switches.map((item) => item.getAttribute('aria-label'))).toEqual([
    '알림 푸시',
    '알림 이메일',
    '이벤트·혜택 푸시',
    '이벤트·혜택 이메일',
    '광고 푸시',
    '광고 이메일',
  ]);
  expect(switches.map((item) => item.getAttribute('aria-checked'))).toEqual([
    'true',
    'true',
    'true',
    'true',
    'false',
    'true',
  ]);
});

it('turns a switch on at once and sends only that flag', async () => {
  fetchMock.mockResolvedValue(json({ ...user, enabledAdPush: true }));
  renderPage();

  fireEvent.click(screen.getByRole('switch', { name: '광고 푸시' }));

  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  expect(screen.getByRole('switch', { name: '광고 푸시' }).getAttribute('aria-checked')).toBe(
    'true',
  );
  expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/client/me/notification-settings');
  expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ enabledAdPush: true });
});

it('puts the switch back when the api refuses the change', async () => {
  let answer: (response: Response) => void = () => {};
  fetchMock.mockReturnValueOnce(
    new Promise<Response>((resolve) => {
      answer = resolve;
    }),
  );
  // The refetch after the failure reads what the server still holds.
  fetchMock.mockResolvedValue(json(user));
  renderPage();

  fireEvent.click(screen.getByRole('switch', { name: '이벤트·혜택 이메일' }));
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  expect(
    screen.getByRole('switch', { name: '이벤트·혜택 이메일' }).getAttribute('aria-checked'),
  ).toBe('false');
  answer(json({ status: 503, code: 'UNAVAILABLE', message: '잠시 후 다시 시도해 주세요.' }, 503));

  await waitFor(() =>
    expect(
      screen.getByRole('switch', { name: '이벤트·혜택 이메일' }).getAttribute('aria-checked'),
    ).toBe('true'),
  );
});
