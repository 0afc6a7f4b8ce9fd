import { Hono } from 'hono';
import type { Database } from './db/database';
import type { Env } from './env';
import { createAccountServices, mountAccounts } from './features/accounts';
import { mountContent } from './features/content';
import { disableCounselorOfDeletedUser, mountCounselors } from './features/counselors';
import { createRealtime, mountNotifications, type Realtime } from './features/notifications';
import { mountSessions } from './features/sessions';
import { mountSystem } from './features/system';
import { mountUploads } from './features/uploads';
import { type Clock, systemClock } from './lib/clock';
import { createErrorHandler, notFoundHandler } from './lib/error-handler';
import { consoleLogger, type Logger } from './lib/logger';
import { createShutdownRegistry, type ShutdownRegistry } from './lib/shutdown';
import { noStoreByDefault, securityHeaders } from './middleware/api-headers';
import { requireLogin } from './middleware/auth';
import { requestLog } from './middleware/request-log';
import type { IdentityVerifier } from './providers/identity/identity-verifier';
import type { SocialProviderClients } from './providers/social/social-provider';
import type { FileStorage } from './providers/storage/file-storage';

export type AppDeps = {
  env: Env;
  database: Database;
  logger?: Logger;
  /** Long-lived streams (SSE, later issues) register here so SIGTERM can end them. */
  shutdown?: ShutdownRegistry;
  /** Tokens, throttling and codes read the time here; tests pass a clock they can move. */
  now?: Clock;
  /**
   * Notification bus, notifier and open-stream counts; built from the database when absent.
   * Tests hand in their own to share one notifier or shorten the heartbeat.
   */
  realtime?: Realtime;
  /** Outside services; each defaults to what env configures. Tests hand in stand-ins. */
  providers?: {
    storage?: FileStorage;
    identity?: IdentityVerifier;
    social?: SocialProviderClients;
  };
};

/** One mount per feature (src/features/<feature>/index.ts); the order below is load-bearing. */
export function createApp(deps: AppDeps) {
  const { env, database, logger = consoleLogger, now = systemClock, providers = {} } = deps;
  const { shutdown = createShutdownRegistry() } = deps;
  const { db } = database;
  const { production } = env;
  // Every feature that notifies someone calls realtime.notifier.notify.
  const realtime = deps.realtime ?? createRealtime({ database, now, logger });
  if (!deps.realtime) shutdown.register(() => realtime.bus.close());
  // Accounts sits below counselors, so counselors hands it what to do on a deletion.
  const onAccountDeleted = [disableCounselorOfDeletedUser];
  const accounts = createAccountServices({ db, env, now, onAccountDeleted });

  const app = new Hono();
  app.use(requestLog(logger));
  app.use(securityHeaders);
  app.use(noStoreByDefault);
  // The one login check of /api/client: it must stay above every /api/client route.
  app.use('/api/client/*', requireLogin(accounts.sessions));

  mountSystem(app, { database, logger, production });
  mountContent(app, { db });
  mountAccounts(app, { env, db, logger, now, accounts, providers });
  // Before notifications and sessions: its COUNSELOR check also guards their counselor paths.
  mountCounselors(app, { db, production });
  const { sessions } = accounts; // the streams log in from a cookie
  mountNotifications(app, { db, realtime, sessions, shutdown, logger, now, production });
  mountSessions(app, { db, notifier: realtime.notifier, now, production });
  mountUploads(app, { db, env, storage: providers.storage });

  app.notFound(notFoundHandler);
  app.onError(createErrorHandler(logger));
  return app;
}

export type App = ReturnType<typeof createApp>;
