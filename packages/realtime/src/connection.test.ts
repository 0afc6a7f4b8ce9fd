import type { NotificationItem } from '@arcana/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ConnectionEvent, createNotificationConnection } from './connection';
import {
  FakeEventSource,
  fakeAuthEvents,
  fakeEventSourceFactory,
  fakeSignal,
  notification,
} from './test/fakes';

const URL = '/api/sse/user/notifications';

function setup(
  options: {
    fetchMissed?: (lastId: number) => Promise<readonly NotificationItem[]>;
    online?: boolean;
    lastEventId?: number | null;
  } = {},
) {
  const network = fakeSignal(options.online ?? true);
  const visibility = fakeSignal(true);
  const auth = fakeAuthEvents();
  const fetchMissed = vi.fn(options.fetchMissed ?? (async () => []));
  const connection = createNotificationConnection({
    audience: 'USER',
    url: URL,
    eventSourceFactory: fakeEventSourceFactory,
    fetchMissed,
    random: () => 0.5,
    network,
    visibility,
    authEvents: auth,
    lastEventId: options.lastEventId ?? null,
  });
  const events: ConnectionEvent[] = [];
  connection.subscribe((event) => events.push(event));
  const states = () => events.flatMap((event) => (event.type === 'state' ? [event.state] : []));
  return { connection, network, visibility, auth, fetchMissed, events, states };
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.reset();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('open', () => {
  it('opens the stream, connecting → connected', () => {
    const { connection, states } = setup();
    connection.start();
    expect(FakeEventSource.latest().url).toBe('/api/sse/user/notifications');
    expect(connection.getSnapshot().state).toBe('connecting');
    FakeEventSource.latest().open();
    expect(connection.getSnapshot()).toEqual({ state: 'connected', retries: 0, lastEventId: null });
    expect(states()).toEqual(['connecting', 'connected']);
  });

  it('starting offline goes to failed without opening anything', () => {
    const { connection } = setup({ online: false });
    connection.start();
    expect(connection.getSnapshot().state).toBe('failed');
    expect(FakeEventSource.instances).toHaveLength(0);
  });

  it('emits each notification event with its data', () => {
    const { connection, events } = setup();
    connection.start();
    FakeEventSource.latest().open();
    FakeEventSource.latest().notify(notification(7));
    expect(events.at(-1)).toEqual({
      type: 'notification',
      notification: notification(7),
      source: 'live',
    });
  });

  it('ignores a malformed notification', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { connection, events } = setup();
    connection.start();
    FakeEventSource.latest().open();
    FakeEventSource.latest().emit('notification', '{"id":"x"}', 8);
    expect(events.filter((event) => event.type === 'notification')).toHaveLength(0);
    warn.mockRestore();
  });
});

describe('reconnect with backoff (SPEC §9: 5 attempts, 1 s·2^n + jitter)', () => {
  it('retries 5 times at 1.5, 2.5, 4.5, 8.5, 16.5 s (random 0.5), then fails', () => {
    const { connection, states } = setup();
    connection.start();
    FakeEventSource.latest().fail();
    for (const delay of [1500, 2500, 4500, 8500, 16500]) {
      const before = FakeEventSource.instances.length;
      expect(connection.getSnapshot().state).toBe('reconnecting');
      vi.advanceTimersByTime(delay - 1);
      expect(FakeEventSource.instances).toHaveLength(before);
      vi.advanceTimersByTime(1);
      expect(FakeEventSource.instances).toHaveLength(before + 1);
      expect(connection.getSnapshot().state).toBe('connecting');
      FakeEventSource.latest().fail();
    }
    expect(connection.getSnapshot()).toMatchObject({ state: 'failed', retries: 5 });
    expect(FakeEventSource.instances).toHaveLength(6);
    expect(FakeEventSource.instances.every((source) => source.closed)).toBe(true);
    vi.advanceTimersByTime(120_000);
    expect(FakeEventSource.instances).toHaveLength(6);
    expect(states().at(-1)).toBe('failed');
  });

  it('a successful open resets the count, so the next drop waits 1.5 s again', () => {
    const { connection } = setup();
    connection.start();
    FakeEventSource.latest().fail();
    vi.advanceTimersByTime(1500);
    FakeEventSource.latest().fail();
    vi.advanceTimersByTime(2500);
    FakeEventSource.latest().open();
    expect(connection.getSnapshot().retries).toBe(0);
    FakeEventSource.latest().fail();
    expect(connection.getSnapshot()).toMatchObject({ state: 'reconnecting', retries: 1 });
    vi.advanceTimersByTime(1499);
    expect(FakeEventSource.instances).toHaveLength(3);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.instances).toHaveLength(4);
  });

  it('closes the failed EventSource itself (the browser would retry on its own)', () => {
    const { connection } = setup();
    connection.start();
    const first = FakeEventSource.latest();
    first.fail();
    expect(first.closed).toBe(true);
  });
});

describe('network and visibility', () => {
  it('offline → failed and closed; online → connecting again', () => {
    const { connection, network } = setup();
    connection.start();
    FakeEventSource.latest().open();
    network.set(false);
    expect(connection.getSnapshot().state).toBe('failed');
    expect(FakeEventSource.latest().closed).toBe(true);
    network.set(true);
    expect(connection.getSnapshot().state).toBe('connecting');
    // Closed at this same instant: the new one waits the 100 ms reopen gap.
    expect(FakeEventSource.instances).toHaveLength(1);
    vi.advanceTimersByTime(100);
    expect(FakeEventSource.instances).toHaveLength(2);
  });

  it('a visible tab restarts a failed stream when online', () => {
    const { connection, visibility, network } = setup();
    connection.start();
    network.set(false);
    visibility.set(false);
    visibility.set(true);
    expect(connection.getSnapshot().state).toBe('failed');
    network.set(true);
    expect(connection.getSnapshot().state).toBe('connecting');
  });

  it('visible recovers from failed after the 5th retry', () => {
    const { connection, visibility } = setup();
    connection.start();
    FakeEventSource.latest().fail();
    for (const delay of [1500, 2500, 4500, 8500, 16500]) {
      vi.advanceTimersByTime(delay);
      FakeEventSource.latest().fail();
    }
    expect(connection.getSnapshot().state).toBe('failed');
    visibility.set(false);
    visibility.set(true);
    expect(connection.getSnapshot()).toMatchObject({ state: 'connecting', retries: 0 });
  });

  it('a manual retry recovers from failed', () => {
    const { connection, network } = setup();
    connection.start();
    network.set(false);
    connection.retry();
    expect(connection.getSnapshot().state).toBe('connecting');
  });
});

describe('heartbeat (stale after 60 s, checked every 30 s)', () => {
  it('a silent stream is caught at the 60 s check and reopened 1 s later', () => {
    const { connection } = setup();
    connection.start();
    FakeEventSource.latest().open();
    vi.advanceTimersByTime(59_999);
    expect(connection.getSnapshot().state).toBe('connected');
    vi.advanceTimersByTime(1);
    expect(connection.getSnapshot().state).toBe('reconnecting');
    expect(FakeEventSource.instances[0]?.closed).toBe(true);
    vi.advanceTimersByTime(999);
    expect(FakeEventSource.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.instances).toHaveLength(2);
    expect(connection.getSnapshot().state).toBe('connecting');
  });

  it('heartbeats keep the stream; staleness counts from the last one', () => {
    const { connection } = setup();
    connection.start();
    FakeEventSource.latest().open();
    vi.advanceTimersByTime(25_000);
    FakeEventSource.latest().heartbeat();
    vi.advanceTimersByTime(25_000);
    FakeEventSource.latest().heartbeat();
    vi.advanceTimersByTime(40_000);
    // 90 s after open, 40 s after the last heartbeat: still fine.
    expect(connection.getSnapshot().state).toBe('connected');
    vi.advanceTimersByTime(30_000);
    // The 120 s check sees 70 s of silence.
    expect(connection.getSnapshot().state).toBe('reconnecting');
  });
});

describe('last event id and reopen', () => {
  it('keeps the newest event id and reopens with ?lastEventId=', () => {
    const { connection } = setup();
    connection.start();
    const first = FakeEventSource.latest();
    first.open();
    first.emit('connection', { connected: true }, 40);
    first.notify(notification(42));
    first.heartbeat();
    expect(connection.getSnapshot().lastEventId).toBe(42);
    first.fail();
    vi.advanceTimersByTime(1500);
    expect(FakeEventSource.latest().url).toBe('/api/sse/user/notifications?lastEventId=42');
  });

  it('reopens 100 ms after closing when the tokens are refreshed', () => {
    const { connection, auth } = setup();
    connection.start();
    const first = FakeEventSource.latest();
    first.open();
    first.notify(notification(3));
    auth.refresh();
    expect(first.closed).toBe(true);
    expect(connection.getSnapshot().state).toBe('connecting');
    vi.advanceTimersByTime(99);
    expect(FakeEventSource.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.instances).toHaveLength(2);
    expect(FakeEventSource.latest().url).toBe('/api/sse/user/notifications?lastEventId=3');
  });

  it('a handed-over id is used from the first open', () => {
    const { connection } = setup({ lastEventId: 17 });
    connection.start();
    expect(FakeEventSource.latest().url).toBe('/api/sse/user/notifications?lastEventId=17');
  });

  it('events of a closed EventSource are ignored', () => {
    const { connection, auth, events } = setup();
    connection.start();
    const first = FakeEventSource.latest();
    first.open();
    auth.refresh();
    first.notify(notification(9));
    expect(events.filter((event) => event.type === 'notification')).toHaveLength(0);
  });
});

describe('missed fetch after a gap', () => {
  it('asks for what followed the last seen id and emits it as missed', async () => {
    const { connection, fetchMissed, events } = setup({
      fetchMissed: async () => [notification(6), notification(7)],
    });
    connection.start();
    FakeEventSource.latest().open();
    expect(fetchMissed).not.toHaveBeenCalled();
    FakeEventSource.latest().notify(notification(5));
    FakeEventSource.latest().fail();
    vi.advanceTimersByTime(1500);
    FakeEventSource.latest().open();
    expect(fetchMissed).toHaveBeenCalledWith(5);
    await vi.runOnlyPendingTimersAsync();
    const missed = events.filter(
      (event) => event.type === 'notification' && event.source === 'missed',
    );
    expect(missed.map((event) => event.type === 'notification' && event.notification.id)).toEqual([
      6, 7,
    ]);
    expect(connection.getSnapshot().lastEventId).toBe(7);
  });

  it('a failed missed fetch is only logged (SPEC §8)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { connection } = setup({
      fetchMissed: async () => {
        throw new Error('offline');
      },
    });
    connection.start();
    FakeEventSource.latest().open();
    FakeEventSource.latest().notify(notification(5));
    FakeEventSource.latest().fail();
    vi.advanceTimersByTime(1500);
    FakeEventSource.latest().open();
    await vi.runOnlyPendingTimersAsync();
    expect(warn).toHaveBeenCalled();
    expect(connection.getSnapshot().state).toBe('connected');
    warn.mockRestore();
  });
});

describe('logout', () => {
  it('closes, goes idle, forgets the last id and tells listeners to clear', () => {
    const { connection, auth, events, network } = setup();
    connection.start();
    FakeEventSource.latest().open();
    FakeEventSource.latest().notify(notification(12));
    auth.logout();
    expect(FakeEventSource.latest().closed).toBe(true);
    expect(connection.getSnapshot()).toEqual({ state: 'idle', retries: 0, lastEventId: null });
    expect(events.at(-1)).toEqual({ type: 'cleared' });
    expect(network.listenerCount()).toBe(0);
    vi.advanceTimersByTime(120_000);
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('a new start after logout opens without a last event id', () => {
    const { connection, auth } = setup();
    connection.start();
    FakeEventSource.latest().open();
    FakeEventSource.latest().notify(notification(12));
    auth.logout();
    connection.start();
    expect(FakeEventSource.latest().url).toBe('/api/sse/user/notifications');
  });
});
