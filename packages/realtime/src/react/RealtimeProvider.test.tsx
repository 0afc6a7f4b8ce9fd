// @vitest-environment jsdom
import type { Session } from '@arcana/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { AlertSession } from '../active-session';
import { createNotificationConnection } from '../connection';
import { createNotificationFeed } from '../feed';
import { createNotificationStore } from '../notification-store';
import {
  FakeEventSource,
  fakeAuthEvents,
  fakeEventSourceFactory,
  fakeSignal,
  notification,
} from '../test/fakes';
import { useActiveSessionAlert, useNotificationFeed } from './hooks';
import { RealtimeProvider } from './RealtimeProvider';

const NOW = Date.parse('2026-11-22T03:00:00.000Z');

const scheduled: AlertSession<Session> = {
  id: 8,
  status: 'SCHEDULED',
  startTime: new Date(NOW + 3 * 60_000).toISOString(),
  durationSeconds: 1800,
  counselingType: 'CHAT',
  startType: 'RESERVATION',
  product: { name: '데모 상담', mainImage: null },
  counselor: { id: 2, name: '데모 상담사' },
  user: { displayName: '데모' },
  hasReview: false,
  senderType: 'USER',
};

function createFeed() {
  const connection = createNotificationConnection({
    audience: 'USER',
    url: '/api/sse/user/notifications',
    eventSourceFactory: fakeEventSourceFactory,
    fetchMissed: async () => [],
    network: fakeSignal(true),
    visibility: fakeSignal(true),
    authEvents: fakeAuthEvents(),
  });
  const store = createNotificationStore({
    audience: 'USER',
    api: {
      fetchUnreadCount: async () => 2,
      markRead: async () => {},
      markAllRead: async () => {},
    },
  });
  return createNotificationFeed({ audience: 'USER', connection, store });
}

function Feed() {
  const feed = useNotificationFeed();
  return (
    <p>
      {feed.state} {feed.unreadCount} {feed.latest?.notification.title ?? '-'}
    </p>
  );
}

function Alert() {
  const alert = useActiveSessionAlert();
  return (
    <button type="button" onClick={alert.dismiss}>
      {alert.session ? `${alert.session.id} ${alert.countdownText} ${alert.link}` : 'none'}
    </button>
  );
}

function renderWith(children: ReactNode, path = '/', enabled = true) {
  const queryClient = new QueryClient();
  const fetchSessions = vi.fn(async () => [scheduled]);
  const ui = (nextPath: string, nextEnabled: boolean) => (
    <QueryClientProvider client={queryClient}>
      <RealtimeProvider
        audience="USER"
        enabled={nextEnabled}
        currentPath={nextPath}
        createFeed={createFeed}
        fetchSessions={fetchSessions}
      >
        {children}
      </RealtimeProvider>
    </QueryClientProvider>
  );
  const view = render(ui(path, enabled));
  return {
    queryClient,
    fetchSessions,
    rerender: (nextPath: string, nextEnabled = true) => view.rerender(ui(nextPath, nextEnabled)),
  };
}

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
  vi.setSystemTime(NOW);
  FakeEventSource.reset();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

it('streams into useNotificationFeed and mirrors the count into the query cache', async () => {
  const { queryClient } = renderWith(<Feed />);
  expect(screen.getByText('connecting 0 -')).toBeTruthy();
  await act(async () => {
    FakeEventSource.latest().open();
    await vi.advanceTimersByTimeAsync(0);
  });
  expect(screen.getByText('connected 2 -')).toBeTruthy();
  act(() => FakeEventSource.latest().notify(notification(3, { title: '결제 완료' })));
  expect(screen.getByText('connected 3 결제 완료')).toBeTruthy();
  expect(queryClient.getQueryData(['notifications', 'USER', 'unread-count'])).toBe(3);
});

it('a read made outside the store (the list page) is not undone by the next store change', async () => {
  const { queryClient } = renderWith(<Feed />);
  await act(async () => {
    FakeEventSource.latest().open();
    await vi.advanceTimersByTimeAsync(0);
  });
  expect(queryClient.getQueryData(['notifications', 'USER', 'unread-count'])).toBe(2);
  // The list page marks one read and lowers the cached count itself.
  act(() => queryClient.setQueryData(['notifications', 'USER', 'unread-count'], 1));
  act(() => FakeEventSource.latest().notify(notification(3)));
  expect(queryClient.getQueryData(['notifications', 'USER', 'unread-count'])).toBe(2);
});

it('disabling (logout, role lost) closes the stream and clears', async () => {
  const { rerender } = renderWith(<Feed />);
  await act(async () => {
    FakeEventSource.latest().open();
    FakeEventSource.latest().notify(notification(3));
    await vi.advanceTimersByTimeAsync(0);
  });
  rerender('/', false);
  expect(FakeEventSource.latest().closed).toBe(true);
  expect(screen.getByText('idle 0 -')).toBeTruthy();
});

it('useActiveSessionAlert shows the session, refreshes 1 s after a session notification', async () => {
  const { fetchSessions } = renderWith(<Alert />);
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
  expect(screen.getByText('8 3분 후 /counseling/sessions/8?senderType=USER')).toBeTruthy();
  expect(fetchSessions).toHaveBeenCalledTimes(1);
  act(() => {
    FakeEventSource.latest().open();
    FakeEventSource.latest().notify(notification(4, { type: 'COUNSELING_SESSION' }));
  });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(999);
  });
  expect(fetchSessions).toHaveBeenCalledTimes(1);
  await act(async () => {
    await vi.advanceTimersByTimeAsync(1);
  });
  expect(fetchSessions).toHaveBeenCalledTimes(2);
});

it('dismiss hides the alert; a session page hides it too', async () => {
  const { rerender } = renderWith(<Alert />);
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
  act(() => screen.getByRole('button').click());
  expect(screen.getByText('none')).toBeTruthy();
  rerender('/counseling/sessions/8');
  expect(screen.getByText('none')).toBeTruthy();
});
