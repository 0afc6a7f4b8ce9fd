import type { RoomSignal, SessionMessage } from '@arcana/domain';
import {
  FakeEventSource,
  fakeAuthEvents,
  fakeEventSourceFactory,
  fakeSignal,
} from '@arcana/realtime/testing';
import { beforeEach, expect, it } from 'vitest';
import { manualTimers, message, roomState, signal } from '../test/fakes';
import { createRoomStream, type RoomStreamEvent } from './room-stream';

beforeEach(() => {
  FakeEventSource.instances = [];
});

function setup(lastEventId: number | null = null) {
  const timers = manualTimers();
  const auth = fakeAuthEvents();
  const network = fakeSignal(true);
  const stream = createRoomStream({
    sessionId: 7,
    senderType: 'USER',
    lastEventId,
    eventSourceFactory: fakeEventSourceFactory,
    timers,
    random: () => 0,
    network,
    visibility: fakeSignal(true),
    authEvents: auth,
  });
  const events: RoomStreamEvent[] = [];
  stream.subscribe((event) => events.push(event));
  const messages = () =>
    events.flatMap((event): SessionMessage[] => (event.type === 'message' ? [event.message] : []));
  return { stream, timers, auth, network, events, messages };
}

it('opens the room stream for its side, resuming after the history it already holds', () => {
  const { stream } = setup(41);
  stream.start();
  const source = FakeEventSource.latest();
  expect(source.url.startsWith('/api/client/sse/counseling/sessions/7?')).toBe(true);
  expect(source.params().get('senderType')).toBe('USER');
  expect(source.params().get('lastEventId')).toBe('41');
  expect(source.params().has('lastSignalId')).toBe(false);
});

it('reconnects with backoff and resumes from the last message and signal ids', () => {
  const { stream, timers, events } = setup(null);
  stream.start();
  const first = FakeEventSource.latest();
  first.open();
  first.emit('ready', roomState());
  first.emit('message', message(10), 10);
  first.emit('message', message(12), 12);
  first.emit('signal', signal(3));
  first.fail();
  expect(stream.state()).toBe('reconnecting');
  expect(first.closed).toBe(true);
  expect(FakeEventSource.instances).toHaveLength(1);

  timers.advance(1_000);
  const second = FakeEventSource.latest();
  expect(second).not.toBe(first);
  expect(second.params().get('lastEventId')).toBe('12');
  expect(second.params().get('lastSignalId')).toBe('3');
  second.open();
  expect(stream.state()).toBe('open');
  expect(events.filter((event) => event.type === 'status').map((event) => event.state)).toEqual([
    'open',
    'reconnecting',
    'open',
  ]);
});

it('hands each message on once, however often the stream replays it', () => {
  const { stream, timers, messages } = setup(null);
  stream.start();
  const first = FakeEventSource.latest();
  first.open();
  first.emit('message', message(1), 1);
  first.emit('message', message(2), 2);
  first.emit('message', message(2), 2);
  first.fail();
  timers.advance(1_000);
  const second = FakeEventSource.latest();
  second.open();
  // The server replays what it thinks the client missed; 2 is already here.
  second.emit('message', message(2), 2);
  second.emit('message', message(3), 3);
  expect(messages().map((item) => item.id)).toEqual([1, 2, 3]);
});

it('gives the call panel each signal once, in order, including those held while nobody listened', () => {
  const { stream, timers } = setup(null);
  stream.start();
  const first = FakeEventSource.latest();
  first.open();
  first.emit('signal', signal(1, { kind: 'offer' }));
  first.emit('signal', signal(2));
  // Our own echo is never handed on.
  first.emit('signal', signal(3, { senderType: 'USER' }));

  const received: RoomSignal[] = [];
  stream.onSignal((item) => received.push(item));
  expect(received.map((item) => item.id)).toEqual([1, 2]);

  first.fail();
  timers.advance(1_000);
  const second = FakeEventSource.latest();
  second.open();
  // The replay after lastSignalId=2 overlaps with what was delivered; only 4 and 5 are new.
  second.emit('signal', signal(2));
  second.emit('signal', signal(4));
  second.emit('signal', signal(4));
  second.emit('signal', signal(5, { kind: 'hangup' }));
  expect(received.map((item) => item.id)).toEqual([1, 2, 4, 5]);
});

it('reopens with fresh credentials after a token refresh, and stops on logout', () => {
  const { stream, auth } = setup(5);
  stream.start();
  const first = FakeEventSource.latest();
  first.open();
  first.emit('message', message(6), 6);
  auth.refresh();
  const second = FakeEventSource.latest();
  expect(second).not.toBe(first);
  expect(first.closed).toBe(true);
  expect(second.params().get('lastEventId')).toBe('6');
  auth.logout();
  expect(second.closed).toBe(true);
});

it('gives up after five failed attempts and starts again when the network returns', () => {
  const { stream, timers, network } = setup(null);
  stream.start();
  for (let attempt = 0; attempt < 6; attempt += 1) {
    FakeEventSource.latest().fail();
    timers.advance(60_000);
  }
  expect(stream.state()).toBe('failed');
  const count = FakeEventSource.instances.length;
  network.set(false);
  network.set(true);
  expect(FakeEventSource.instances.length).toBe(count + 1);
  expect(stream.state()).toBe('connecting');
});

it('passes the room state of ready and state events and skips malformed ones', () => {
  const { stream, events } = setup(null);
  stream.start();
  const source = FakeEventSource.latest();
  source.emit('ready', roomState());
  source.emit('state', '{"not":"a room"}');
  source.emit('typing', { senderType: 'COUNSELOR', typing: true });
  expect(stream.state()).toBe('open');
  expect(events.filter((event) => event.type === 'room')).toHaveLength(1);
  expect(events.at(-1)).toEqual({
    type: 'typing',
    typing: { senderType: 'COUNSELOR', typing: true },
  });
});
