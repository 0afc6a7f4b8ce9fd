import type { NotificationAudience } from '@arcana/domain';
import type { AppDb } from '../../db/database';
import { type Clock, systemClock } from '../../lib/clock';
import { type Logger, silentLogger } from '../../lib/logger';
import type { NotificationBus } from '../../realtime/notification-bus';
import { createNotificationsRepository, type NotificationRow } from './repository';

export type NotificationPayload = { title: string; content: string; link?: string | null };

export type Notifier = {
  /**
   * The one way any feature notifies someone: the row is written first (so a stream that was
   * away replays it), then announced on the bus to every api process.
   */
  notify(
    audience: NotificationAudience,
    userId: number,
    type: string,
    payload: NotificationPayload,
  ): Promise<NotificationRow>;
};

export function createNotifier({
  db,
  bus,
  now = systemClock,
  logger = silentLogger,
}: {
  db: AppDb;
  bus: NotificationBus;
  now?: Clock;
  logger?: Logger;
}): Notifier {
  const notifications = createNotificationsRepository(db);
  return {
    async notify(audience, userId, type, { title, content, link = null }) {
      const row = await notifications.insert({
        audience,
        userId,
        type,
        title,
        content,
        link,
        createdAt: now(),
      });
      try {
        await bus.publish({ id: row.id, audience, userId });
      } catch (error) {
        // The row is saved, so the caller's action did happen: the stream catches up on its
        // next resync or reconnect instead of the caller seeing a failure.
        logger.error(`announcing notification ${row.id} failed`, error);
      }
      return row;
    },
  };
}
