import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/database';
import { createTestDatabase } from '../test/db';
import {
  createNotificationBus,
  NOTIFICATION_CHANNEL,
  type NotificationBus,
} from './notification-bus';

let database: Database;
let bus: NotificationBus;

beforeAll(async () => {
  database = await createTestDatabase();
  bus = createNotificationBus(database);
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

describe('createNotificationBus', () => {
  it('asks early subscribers to resync once it listens, then routes messages per recipient', async () => {
    const mine = { notification: vi.fn(), resync: vi.fn() };
    const counselorSide = { notification: vi.fn(), resync: vi.fn() };
    const stopMine = bus.subscribe('USER', 1, mine);
    bus.subscribe('COUNSELOR', 1, counselorSide);
    expect(bus.listening).toBe(false);
    await bus.ready();
    expect(bus.listening).toBe(true);
    expect(mine.resync).toHaveBeenCalledTimes(1);

    await bus.publish({ id: 5, audience: 'USER', userId: 1 });
    await bus.publish({ id: 6, audience: 'USER', userId: 2 });
    await eventually(() => expect(mine.notification).toHaveBeenCalledTimes(1));
    expect(mine.notification).toHaveBeenCalledWith({ id: 5, audience: 'USER', userId: 1 });
    expect(counselorSide.notification).not.toHaveBeenCalled();

    stopMine();
    await bus.publish({ id: 7, audience: 'USER', userId: 1 });
    await bus.publish({ id: 8, audience: 'COUNSELOR', userId: 1 });
    await eventually(() => expect(counselorSide.notification).toHaveBeenCalledTimes(1));
    expect(mine.notification).toHaveBeenCalledTimes(1);
  });

  it('ignores payloads that are not a notification address', async () => {
    const listener = { notification: vi.fn(), resync: vi.fn() };
    bus.subscribe('USER', 3, listener);
    await bus.ready();
    if (database.driver === 'pglite') {
      await database.client.query('select pg_notify($1, $2)', [NOTIFICATION_CHANNEL, 'nonsense']);
      await database.client.query('select pg_notify($1, $2)', [
        NOTIFICATION_CHANNEL,
        '{"id":"1","audience":"USER","userId":3}',
      ]);
    } else {
      await database.client.query('select pg_notify($1, $2)', [NOTIFICATION_CHANNEL, 'nonsense']);
    }
    await bus.publish({ id: 9, audience: 'USER', userId: 3 });
    await eventually(() => expect(listener.notification).toHaveBeenCalledTimes(1));
    expect(listener.notification).toHaveBeenCalledWith({ id: 9, audience: 'USER', userId: 3 });
  });
});
