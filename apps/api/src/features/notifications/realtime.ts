import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import { createNotificationBus, type NotificationBus } from '../../realtime/notification-bus';
import { createStreamRegistry, type StreamRegistry } from '../../realtime/stream-registry';
import { createNotifier, type Notifier } from './notifier';

/** DESIGN: a heartbeat well under the client's 60 s staleness limit. */
export const HEARTBEAT_INTERVAL_MS = 25_000;

/** What app.ts builds once and hands to the streams, the REST routes and every notifying feature. */
export type Realtime = {
  bus: NotificationBus;
  notifier: Notifier;
  streams: StreamRegistry;
  heartbeatMs: number;
};

export function createRealtime({
  database,
  now,
  logger,
  heartbeatMs = HEARTBEAT_INTERVAL_MS,
}: {
  database: Database;
  now?: Clock;
  logger?: Logger;
  heartbeatMs?: number;
}): Realtime {
  const bus = createNotificationBus(database, logger ? { logger } : {});
  const notifier = createNotifier({
    db: database.db,
    bus,
    ...(now ? { now } : {}),
    ...(logger ? { logger } : {}),
  });
  return { bus, notifier, streams: createStreamRegistry(), heartbeatMs };
}
