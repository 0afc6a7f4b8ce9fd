import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/database';
import { createTestDatabase } from '../test/db';
import { notifyChannel } from './channel-listener';
import {
  createSessionRoomBus,
  parseRoomBusMessage,
  SESSION_ROOM_CHANNEL,
  type SessionRoomBus,
} from './session-room-bus';

let database: Database;
let bus: SessionRoomBus;

beforeAll(async () => {
  database = await createTestDatabase();
  bus = createSessionRoomBus(database);
});

afterAll(async () => {
  await bus.close();
  await database.close();
});

async function eventually(check: () => void, timeoutMs = 3_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

describe('createSessionRoomBus', () => {
  it('resyncs early subscribers once it listens, then routes by session', async () => {
    const seven = { event: vi.fn(), resync: vi.fn() };
    const eight = { event: vi.fn(), resync: vi.fn() };
    const stopSeven = bus.subscribe(7, seven);
    bus.subscribe(8, eight);
    await bus.ready();
    expect(bus.listening).toBe(true);
    expect(seven.resync).toHaveBeenCalledTimes(1);

    await bus.publish({ s: 7, k: 'message', id: 31 });
    await bus.publish({ s: 8, k: 'typing', side: 'USER', typing: true });
    await bus.publish({ s: 7, k: 'signal', id: 4, side: 'COUNSELOR' });
    await eventually(() => expect(seven.event).toHaveBeenCalledTimes(2));
    expect(seven.event.mock.calls).toEqual([
      [{ s: 7, k: 'message', id: 31 }],
      [{ s: 7, k: 'signal', id: 4, side: 'COUNSELOR' }],
    ]);
    expect(eight.event.mock.calls).toEqual([[{ s: 8, k: 'typing', side: 'USER', typing: true }]]);

    stopSeven();
    await bus.publish({ s: 7, k: 'state' });
    await bus.publish({ s: 8, k: 'state' });
    await eventually(() => expect(eight.event).toHaveBeenCalledTimes(2));
    expect(seven.event).toHaveBeenCalledTimes(2);
  });

  it('ignores payloads that are not ids of a room', async () => {
    const listener = { event: vi.fn(), resync: vi.fn() };
    bus.subscribe(9, listener);
    for (const payload of ['nope', '{"s":9,"k":"message"}', '{"s":9,"k":"typing","side":"X"}']) {
      await notifyChannel(database, SESSION_ROOM_CHANNEL, payload);
    }
    await bus.publish({ s: 9, k: 'state' });
    await eventually(() => expect(listener.event).toHaveBeenCalledTimes(1));
    expect(listener.event).toHaveBeenCalledWith({ s: 9, k: 'state' });
  });

  it('parses only the four shapes', () => {
    expect(parseRoomBusMessage('{"s":1,"k":"state","extra":"x"}')).toEqual({ s: 1, k: 'state' });
    expect(parseRoomBusMessage('{"s":0,"k":"state"}')).toBeNull();
    expect(parseRoomBusMessage('{"s":1,"k":"signal","id":2}')).toBeNull();
    expect(parseRoomBusMessage('null')).toBeNull();
    expect(parseRoomBusMessage(undefined)).toBeNull();
  });
});
