import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/database';
import type { BusMessage, NotificationBus } from '../../realtime/notification-bus';
import { createTestDatabase } from '../../test/db';
import { createTestUser } from '../../test/users';
import { createNotifier } from './notifier';
import { createNotificationsRepository } from './repository';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

function recordingBus(publish: (message: BusMessage) => Promise<void>): NotificationBus {
  return {
    publish,
    subscribe: () => () => {},
    ready: async () => {},
    listening: true,
    close: async () => {},
  };
}

describe('notify', () => {
  it('saves the row first, then announces only its id, audience and user on the bus', async () => {
    const user = await createTestUser(database.db);
    const published: BusMessage[] = [];
    const at = new Date('2025-03-01T09:00:00.000Z');
    const notifier = createNotifier({
      db: database.db,
      bus: recordingBus(async (message) => {
        // By the time the bus hears of it the row is readable: streams read it from the table.
        const [row] = await createNotificationsRepository(database.db).listAfter(
          'COUNSELOR',
          user.id,
          message.id - 1,
          1,
        );
        expect(row?.id).toBe(message.id);
        published.push(message);
      }),
      now: () => at,
    });

    const row = await notifier.notify('COUNSELOR', user.id, 'SESSION_REQUESTED', {
      title: '새 상담 요청',
      content: '상담 요청이 왔어요.',
    });
    expect(row).toMatchObject({
      audience: 'COUNSELOR',
      userId: user.id,
      type: 'SESSION_REQUESTED',
      title: '새 상담 요청',
      content: '상담 요청이 왔어요.',
      link: null,
      readAt: null,
      createdAt: at,
    });
    expect(published).toEqual([{ id: row.id, audience: 'COUNSELOR', userId: user.id }]);
  });

  it('still returns the saved row when announcing fails (streams catch up on resync)', async () => {
    const user = await createTestUser(database.db);
    const logger = { info: vi.fn(), error: vi.fn() };
    const notifier = createNotifier({
      db: database.db,
      bus: recordingBus(async () => {
        throw new Error('bus down');
      }),
      logger,
    });
    const row = await notifier.notify('USER', user.id, 'TEST', {
      title: '테스트',
      content: '내용',
      link: '/me',
    });
    expect(row.link).toBe('/me');
    expect(await createNotificationsRepository(database.db).newestId('USER', user.id)).toBe(row.id);
    expect(logger.error).toHaveBeenCalledWith(
      `announcing notification ${row.id} failed`,
      expect.any(Error),
    );
  });
});
