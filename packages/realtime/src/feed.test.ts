import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createNotificationConnection } from './connection';
import { createNotificationFeed } from './feed';
import { createNotificationStore } from './notification-store';
import {
  FakeEventSource,
  fakeAuthEvents,
  fakeEventSourceFactory,
  fakeSignal,
  notification,
} from './test/fakes';

function setup(missed = [notification(2), notification(3), notification(4)]) {
  const auth = fakeAuthEvents();
  const network = fakeSignal(true);
  const api = {
    fetchUnreadCount: vi.fn(async () => 1),
    markRead: vi.fn(async () => {}),
    markAllRead: vi.fn(async () => {}),
  };
  const connection = createNotificationConnection({
    audience: 'USER',
    url: '/api/sse/user/notifications',
    eventSourceFactory: fakeEventSourceFactory,
    fetchMissed: async () => missed,
    random: () => 0,
    network,
    visibility: fakeSignal(true),
    authEvents: auth,
  });
  const store = createNotificationStore({ audience: 'USER', api });
  const feed = createNotificationFeed({ audience: 'USER', connection, store });
  const arrivals: number[] = [];
  feed.onArrival((arrival) => arrivals.push(arrival.notification.id));
  return { feed, auth, network, api, arrivals };
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.reset();
});

afterEach(() => {
  vi.useRealTimers();
});

it('reads the unread count on every connect', async () => {
  const { feed, api } = setup();
  feed.start();
  FakeEventSource.latest().open();
  await vi.advanceTimersByTimeAsync(0);
  expect(api.fetchUnreadCount).toHaveBeenCalledTimes(1);
  expect(feed.getSnapshot()).toMatchObject({ state: 'connected', unreadCount: 1 });
});

it('offline, three created, online: each arrives once although replay and fetch overlap', async () => {
  const { feed, network, arrivals } = setup();
  feed.start();
  FakeEventSource.latest().open();
  FakeEventSource.latest().notify(notification(1));
  network.set(false);
  expect(feed.getSnapshot().state).toBe('failed');
  network.set(true);
  await vi.advanceTimersByTimeAsync(100);
  const resumed = FakeEventSource.latest();
  expect(resumed.url).toBe('/api/sse/user/notifications?lastEventId=1');
  resumed.open();
  // The server replays what followed id 1 while the missed fetch returns the same rows.
  resumed.notify(notification(2));
  resumed.notify(notification(3));
  await vi.advanceTimersByTimeAsync(0);
  resumed.notify(notification(4));
  expect(arrivals).toEqual([1, 2, 3, 4]);
  expect(feed.getSnapshot().items.map((item) => item.id)).toEqual([4, 3, 2, 1]);
});

it('logout closes the stream and clears the feed', async () => {
  const { feed, auth } = setup();
  feed.start();
  FakeEventSource.latest().open();
  FakeEventSource.latest().notify(notification(9));
  auth.logout();
  expect(FakeEventSource.latest().closed).toBe(true);
  expect(feed.getSnapshot()).toMatchObject({
    state: 'idle',
    items: [],
    unreadCount: 0,
    latest: null,
  });
});

it('stop (role lost) closes and clears as well', () => {
  const { feed } = setup();
  feed.start();
  FakeEventSource.latest().open();
  FakeEventSource.latest().notify(notification(9));
  feed.stop();
  expect(FakeEventSource.latest().closed).toBe(true);
  expect(feed.getSnapshot()).toMatchObject({ state: 'idle', items: [], unreadCount: 0 });
});

it('markRead goes through the store (TEST stays local)', async () => {
  const { feed, api } = setup();
  feed.start();
  FakeEventSource.latest().open();
  FakeEventSource.latest().notify(notification(5, { type: 'TEST' }));
  FakeEventSource.latest().notify(notification(6));
  await feed.markRead(5);
  await feed.markRead(6);
  expect(api.markRead).toHaveBeenCalledTimes(1);
  expect(api.markRead).toHaveBeenCalledWith('USER', 6);
});
