import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ConnectionEvent, createNotificationConnection } from './connection';
import { createSharedConnection } from './tab-leader';
import { fakeChannelHub, fakeLockManager } from './test/fake-tabs';
import {
  FakeEventSource,
  fakeAuthEvents,
  fakeEventSourceFactory,
  fakeSignal,
  notification,
} from './test/fakes';

type Browser = {
  locks: ReturnType<typeof fakeLockManager> | null;
  channels: ReturnType<typeof fakeChannelHub> | null;
};

function openTab(browser: Browser) {
  const auth = fakeAuthEvents();
  const createConnection = vi.fn((lastEventId: number | null) =>
    createNotificationConnection({
      audience: 'USER',
      url: '/api/sse/user/notifications',
      eventSourceFactory: fakeEventSourceFactory,
      fetchMissed: async () => [],
      network: fakeSignal(true),
      visibility: fakeSignal(true),
      authEvents: auth,
      lastEventId,
    }),
  );
  const shared = createSharedConnection({
    audience: 'USER',
    createConnection,
    locks: browser.locks,
    createChannel: browser.channels,
    authEvents: auth,
  });
  const events: ConnectionEvent[] = [];
  shared.subscribe((event) => events.push(event));
  const notificationIds = () =>
    events.flatMap((event) => (event.type === 'notification' ? [event.notification.id] : []));
  return { shared, createConnection, events, notificationIds, auth };
}

async function settle() {
  for (let round = 0; round < 5; round += 1) await Promise.resolve();
}

beforeEach(() => {
  FakeEventSource.reset();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('two tabs of one browser', () => {
  it('share one stream: the leader connects, the follower hears state and events', async () => {
    const browser = { locks: fakeLockManager(), channels: fakeChannelHub() };
    const a = openTab(browser);
    const b = openTab(browser);
    a.shared.start();
    await settle();
    b.shared.start();
    await settle();
    expect(a.shared.role()).toBe('leader');
    expect(b.shared.role()).toBe('follower');
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(b.createConnection).not.toHaveBeenCalled();

    FakeEventSource.latest().open();
    await settle();
    expect(a.shared.getSnapshot().state).toBe('connected');
    expect(b.shared.getSnapshot().state).toBe('connected');

    FakeEventSource.latest().notify(notification(21));
    await settle();
    expect(a.notificationIds()).toEqual([21]);
    expect(b.notificationIds()).toEqual([21]);
  });

  it('a tab opened later learns the current state from the leader', async () => {
    const browser = { locks: fakeLockManager(), channels: fakeChannelHub() };
    const a = openTab(browser);
    a.shared.start();
    await settle();
    FakeEventSource.latest().open();
    const b = openTab(browser);
    b.shared.start();
    expect(b.shared.getSnapshot().state).toBe('connecting');
    await settle();
    expect(b.shared.getSnapshot().state).toBe('connected');
  });

  it("a follower's retry reaches the leader's connection", async () => {
    vi.useFakeTimers();
    const browser = { locks: fakeLockManager(), channels: fakeChannelHub() };
    const a = openTab(browser);
    const b = openTab(browser);
    a.shared.start();
    b.shared.start();
    await settle();
    // Fail the leader's stream 6 times (the first open plus 5 retries) to reach failed.
    FakeEventSource.latest().fail();
    for (const delay of [2000, 3000, 5000, 9000, 17000]) {
      vi.advanceTimersByTime(delay);
      FakeEventSource.latest().fail();
    }
    await settle();
    expect(a.shared.getSnapshot().state).toBe('failed');
    expect(b.shared.getSnapshot().state).toBe('failed');
    b.shared.retry();
    await settle();
    expect(a.shared.getSnapshot().state).toBe('connecting');
  });

  it('when the leader stops, the follower takes over and resumes from the last id', async () => {
    const browser = { locks: fakeLockManager(), channels: fakeChannelHub() };
    const a = openTab(browser);
    const b = openTab(browser);
    a.shared.start();
    await settle();
    b.shared.start();
    await settle();
    FakeEventSource.latest().open();
    FakeEventSource.latest().notify(notification(30));
    await settle();

    a.shared.stop();
    await settle();
    expect(FakeEventSource.instances[0]?.closed).toBe(true);
    expect(b.shared.role()).toBe('leader');
    expect(b.createConnection).toHaveBeenCalledWith(30);
    expect(FakeEventSource.instances).toHaveLength(2);
    expect(FakeEventSource.latest().url).toBe('/api/sse/user/notifications?lastEventId=30');
  });

  it('ten tabs hold one connection', async () => {
    const browser = { locks: fakeLockManager(), channels: fakeChannelHub() };
    const tabs = Array.from({ length: 10 }, () => openTab(browser));
    for (const tab of tabs) tab.shared.start();
    await settle();
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(tabs.filter((tab) => tab.shared.role() === 'leader')).toHaveLength(1);
  });

  it('a stopped follower leaves the lock queue and hears nothing more', async () => {
    const browser = { locks: fakeLockManager(), channels: fakeChannelHub() };
    const a = openTab(browser);
    const b = openTab(browser);
    a.shared.start();
    b.shared.start();
    await settle();
    b.shared.stop();
    await settle();
    expect(browser.locks.waiting('arcana-notifications-user')).toBe(0);
    FakeEventSource.latest().open();
    FakeEventSource.latest().notify(notification(1));
    await settle();
    expect(b.notificationIds()).toEqual([]);
    expect(b.events.at(-1)).toEqual({ type: 'cleared' });
  });

  it('logout in the leader tab closes the stream and releases the lock', async () => {
    const browser = { locks: fakeLockManager(), channels: fakeChannelHub() };
    const a = openTab(browser);
    a.shared.start();
    await settle();
    FakeEventSource.latest().open();
    a.auth.logout();
    await settle();
    expect(FakeEventSource.latest().closed).toBe(true);
    expect(a.shared.role()).toBe('stopped');
    expect(a.shared.getSnapshot().state).toBe('idle');
    expect(a.events.at(-1)).toEqual({ type: 'cleared' });
    expect(browser.locks.isHeld('arcana-notifications-user')).toBe(false);
  });
});

describe('fallback without Web Locks or BroadcastChannel', () => {
  it('each tab connects by itself', async () => {
    for (const browser of [
      { locks: null, channels: fakeChannelHub() },
      { locks: fakeLockManager(), channels: null },
    ]) {
      FakeEventSource.reset();
      const a = openTab(browser);
      const b = openTab(browser);
      a.shared.start();
      b.shared.start();
      await settle();
      expect(a.shared.role()).toBe('standalone');
      expect(b.shared.role()).toBe('standalone');
      expect(FakeEventSource.instances).toHaveLength(2);
      FakeEventSource.latest().open();
      expect(b.shared.getSnapshot().state).toBe('connected');
    }
  });
});
