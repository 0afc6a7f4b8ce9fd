import type { Hono } from 'hono';
import type { AppDb } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import type { ShutdownRegistry } from '../../lib/shutdown';
import type { SessionService } from '../accounts';
import { createNotificationListsRepository } from './lists-repository';
import type { Realtime } from './realtime';
import { notificationRoutes } from './routes';
import { devNotificationRoutes } from './routes-dev';
import { sseNotificationRoutes } from './routes-sse';
import { notificationStreamRoutes } from './routes-stream-status';

export type NotificationsDeps = {
  db: AppDb;
  realtime: Realtime;
  /** The streams log in from the accessToken cookie through accounts' session service. */
  sessions: SessionService;
  shutdown: ShutdownRegistry;
  logger: Logger;
  now: Clock;
  production: boolean;
};

/** The SSE streams, their status and test routes, and SPEC §7 notification REST of both audiences. */
export function mountNotifications(app: Hono, deps: NotificationsDeps) {
  const { db, realtime, now } = deps;
  const notifications = createNotificationListsRepository(db);
  const streamDeps = { notifier: realtime.notifier, streams: realtime.streams };
  app.route('/api/sse', sseNotificationRoutes(deps));
  app.route('/api/client/sse/user/notifications', notificationStreamRoutes('USER', streamDeps));
  app.route(
    '/api/client/sse/counselor/notifications',
    notificationStreamRoutes('COUNSELOR', streamDeps),
  );
  app.route(
    '/api/client/me/notifications',
    notificationRoutes(
      'USER',
      { unreadCount: '/unread-count', idParam: 'id' },
      { notifications, now },
    ),
  );
  app.route(
    '/api/client/counselor/notifications',
    notificationRoutes(
      'COUNSELOR',
      { unreadCount: '/unreads/count', idParam: 'notificationId' },
      { notifications, now },
    ),
  );
  if (!deps.production) {
    app.route('/api/dev', devNotificationRoutes({ db, notifier: realtime.notifier }));
  }
}

export type { Notifier } from './notifier';
export { createRealtime, HEARTBEAT_INTERVAL_MS, type Realtime } from './realtime';
export { SSE_HEADERS } from './routes-sse';
export { notifications } from './tables';
