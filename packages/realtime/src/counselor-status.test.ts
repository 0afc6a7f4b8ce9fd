import type { CounselorStatusEvent } from '@arcana/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  COUNSELOR_STATUS_LINGER_MS,
  createCounselorStatusHub,
  createCounselorStatusStream,
  parseCounselorStatusEvent,
} from './counselor-status';
import { browserTimers } from './environment';
import { fakeChannelHub, fakeLockManager } from './test/fake-tabs';
import { FakeEventSource, fakeEventSourceFactory, fakeSignal } from './test/fakes';

type Browser = {
  locks: ReturnType<typeof fakeLockManager> | null;
  channels: ReturnType<typeof fakeChannelHub> | null;
};

const change = (counselorId: number, status: CounselorStatusEvent['status']) => ({
  counselorId,
  status,
  at: '2026-11-24T07:00:00.000Z',
});

function openTab(browser: Browser) {
  const stream = createCounselorStatusStream({
    eventSourceFactory: fakeEventSourceFactory,
    locks: browser.locks,
    createChannel: browser.channels,
    network: fakeSignal(true),
    visibility: fakeSignal(true),
    random: () => 0.5,
  });
  const statuses: string[] = [];
  stream.subscribe((event) => {
    if (event.type === 'item') statuses.push(`${event.item.counselorId}:${event.item.status}`);
  });
  return { stream, statuses };
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

describe('the public counselor status stream', () => {
  it('is one EventSource per browser: the leader reads status events, other tabs hear them', async () => {
    const browser = { locks: fakeLockManager(), channels: fakeChannelHub() };
    const a = openTab(browser);
    const b = openTab(browser);
    a.stream.start();
    await settle();
    b.stream.start();
    await settle();
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(FakeEventSource.latest().url).toBe('/api/sse/public/counselor-status');

    FakeEventSource.latest().open();
    FakeEventSource.latest().emit('connection', { connected: true }, 1);
    FakeEventSource.latest().emit('status', change(7, 'BUSY'), 2);
    FakeEventSource.latest().heartbeat();
    await settle();
    expect(a.statuses).toEqual(['7:BUSY']);
    expect(b.statuses).toEqual(['7:BUSY']);
    expect(b.stream.getSnapshot().state).toBe('connected');
  });

  it('moves to the next tab when the leader closes, which opens its own stream', async () => {
    const browser = { locks: fakeLockManager(), channels: fakeChannelHub() };
    const a = openTab(browser);
    const b = openTab(browser);
    a.stream.start();
    await settle();
    b.stream.start();
    await settle();
    a.stream.stop();
    await settle();
    expect(b.stream.role()).toBe('leader');
    expect(FakeEventSource.instances).toHaveLength(2);
    FakeEventSource.latest().open();
    FakeEventSource.latest().emit('status', change(3, 'ON'), 9);
    await settle();
    expect(b.statuses).toEqual(['3:ON']);
  });

  it('skips a malformed event and keeps listening', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const tab = openTab({ locks: null, channels: null });
    tab.stream.start();
    FakeEventSource.latest().open();
    FakeEventSource.latest().emit('status', { counselorId: 7, status: 'AWAY' }, 1);
    FakeEventSource.latest().emit('status', '{not json', 2);
    FakeEventSource.latest().emit('status', change(7, 'OFF'), 3);
    expect(tab.statuses).toEqual(['7:OFF']);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});

it('parseCounselorStatusEvent keeps exactly the fields of the schema', () => {
  expect(parseCounselorStatusEvent(JSON.stringify({ ...change(2, 'COUNSELING'), x: 1 }))).toEqual(
    change(2, 'COUNSELING'),
  );
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  expect(parseCounselorStatusEvent(JSON.stringify(change(0, 'ON')))).toBeNull();
  warn.mockRestore();
});

describe('the hub pages subscribe to', () => {
  it('starts the stream for the first listener and stops it a while after the last', () => {
    vi.useFakeTimers();
    const stream = { start: vi.fn(), stop: vi.fn(), subscribe: vi.fn(() => () => {}) };
    const hub = createCounselorStatusHub(() => stream as never, browserTimers);
    const off1 = hub.subscribe({ onStatus: () => {} });
    const off2 = hub.subscribe({ onStatus: () => {} });
    expect(stream.start).toHaveBeenCalledTimes(1);
    off1();
    off2();
    vi.advanceTimersByTime(COUNSELOR_STATUS_LINGER_MS - 1);
    expect(hub.running()).toBe(true);
    // A page that shows statuses opens within the linger: the same stream goes on.
    const off3 = hub.subscribe({ onStatus: () => {} });
    vi.advanceTimersByTime(COUNSELOR_STATUS_LINGER_MS);
    expect(stream.stop).not.toHaveBeenCalled();
    off3();
    vi.advanceTimersByTime(COUNSELOR_STATUS_LINGER_MS);
    expect(stream.stop).toHaveBeenCalledTimes(1);
    expect(hub.running()).toBe(false);
  });

  it('passes statuses on and asks for a resync when the stream comes back after a gap', () => {
    let emit: (event: unknown) => void = () => {};
    const stream = {
      start: vi.fn(),
      stop: vi.fn(),
      subscribe: vi.fn((listener: (event: unknown) => void) => {
        emit = listener;
        return () => {};
      }),
    };
    const hub = createCounselorStatusHub(() => stream as never, browserTimers);
    const onStatus = vi.fn();
    const onResync = vi.fn();
    hub.subscribe({ onStatus, onResync });
    emit({ type: 'state', state: 'connected', retries: 0 });
    emit({ type: 'item', item: change(4, 'ON'), source: 'live' });
    expect(onStatus).toHaveBeenCalledWith(change(4, 'ON'));
    expect(onResync).not.toHaveBeenCalled();
    emit({ type: 'state', state: 'reconnecting', retries: 1 });
    emit({ type: 'state', state: 'connected', retries: 0 });
    expect(onResync).toHaveBeenCalledTimes(1);
  });
});
