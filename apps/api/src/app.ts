import { Hono } from 'hono';
import type { Database } from './db/database';
import type { Env } from './env';
import { type Clock, systemClock } from './lib/clock';
import { createErrorHandler, notFoundHandler } from './lib/error-handler';
import { consoleLogger, type Logger } from './lib/logger';
import { createShutdownRegistry, type ShutdownRegistry } from './lib/shutdown';
import { noStoreByDefault, securityHeaders } from './middleware/api-headers';
import { requireLogin } from './middleware/auth';
import { requestLog } from './middleware/request-log';
import { createIdentityVerifier } from './providers/identity/create-identity-verifier';
import type { IdentityVerifier } from './providers/identity/identity-verifier';
import { createSmsSender } from './providers/sms/create-sms-sender';
import { createSocialProviderClients } from './providers/social/oidc-social-provider';
import type { SocialProviderClients } from './providers/social/social-provider';
import type { FileStorage } from './providers/storage/file-storage';
import { createLocalFolderStorage } from './providers/storage/local-folder-storage';
import { createRealtime, type Realtime } from './realtime/create-realtime';
import { createCounselingSessionsRepository } from './repositories/counseling-sessions-repository';
import { createCounselorsRepository } from './repositories/counselors-repository';
import { createHealthRepository } from './repositories/health-repository';
import { createIdentityRepository } from './repositories/identity-repository';
import { createNotificationListsRepository } from './repositories/notification-lists-repository';
import { createOutboxRepository } from './repositories/outbox-repository';
import { createRouteRulesRepository } from './repositories/route-rules-repository';
import { accountRoutes } from './routes/accounts';
import { authRoutes } from './routes/auth';
import {
  counselorCounselingSessionRoutes,
  userCounselingSessionRoutes,
} from './routes/counseling-sessions';
import { counselorRoutes } from './routes/counselor';
import { devRoutes } from './routes/dev';
import { devCounselorRoutes } from './routes/dev-counselors';
import { devNotificationRoutes } from './routes/dev-notifications';
import { devOutboxRoutes } from './routes/dev-outbox';
import { fcmTokenRoutes } from './routes/fcm-token';
import { healthRoutes } from './routes/health';
import { devIdentityRoutes, identityVerifyRoutes } from './routes/identity';
import { meRoutes } from './routes/me';
import { mobileVerificationRoutes } from './routes/mobile-verification';
import { myAccountRoutes } from './routes/my-account';
import { notificationStreamRoutes } from './routes/notification-stream-status';
import { notificationRoutes } from './routes/notifications';
import { openApiRoutes } from './routes/openapi';
import { profileImageRoutes } from './routes/profile-image';
import { routeRulesRoutes } from './routes/route-rules';
import { socialAuthRoutes } from './routes/social-auth';
import { socialLinkRoutes } from './routes/social-links';
import { sseNotificationRoutes } from './routes/sse-notifications';
import { publicFileRoutes, uploadRoutes } from './routes/uploads';
import { createAccountService } from './services/account-service';
import { createAccountServices } from './services/accounts';
import { createSocialService } from './services/social-service';
import { createUploadService } from './services/upload-service';
import { createVerificationService } from './services/verification-service';

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

export function createApp({
  env,
  database,
  logger = consoleLogger,
  now = systemClock,
  providers = {},
  shutdown = createShutdownRegistry(),
  realtime: givenRealtime,
}: AppDeps) {
  const app = new Hono();
  const { db } = database;
  // Every feature that notifies someone calls realtime.notifier.notify.
  const realtime = givenRealtime ?? createRealtime({ database, now, logger });
  if (!givenRealtime) shutdown.register(() => realtime.bus.close());
  const accounts = createAccountServices({ db, env, now });
  const outbox = createOutboxRepository(db);
  const sms = createSmsSender(env.sms, outbox);
  const verification = createVerificationService({ db, sms, logger, now });
  const accountChanges = createAccountService({
    db,
    verification,
    sessions: accounts.sessions,
    throttle: accounts.throttle,
    now,
  });
  const storage = providers.storage ?? createLocalFolderStorage(env.uploadDir);
  const identityVerifier =
    providers.identity ?? createIdentityVerifier(env.identity, createIdentityRepository(db));
  const social = createSocialService({
    db,
    env,
    providers: providers.social ?? createSocialProviderClients(env.social),
    sessions: accounts.sessions,
    verification,
    logger,
    now,
  });

  app.use(requestLog(logger));
  app.use(securityHeaders);
  app.use(noStoreByDefault);
  // The one login check of /api/client: it must stay above every /api/client route.
  app.use('/api/client/*', requireLogin(accounts.sessions));

  app.route(
    '/api/health',
    healthRoutes({
      driver: database.driver,
      health: createHealthRepository(database.db),
      logger,
    }),
  );
  app.route('/api/public/route-rules', routeRulesRoutes(createRouteRulesRepository(database.db)));
  app.route('/api/openapi.json', openApiRoutes());
  app.route('/api/auth', authRoutes(accounts));
  app.route('/api/auth/mobile', mobileVerificationRoutes(verification));
  app.route('/api/auth', accountRoutes({ db, accounts: accountChanges }));
  app.route('/api/client/me', meRoutes({ db, deletion: accounts.deletion }));
  app.route('/api/client/me', myAccountRoutes({ db, accounts: accountChanges }));
  app.route('/api/client/fcm-token', fcmTokenRoutes({ db, now }));
  app.route('/api/client/counselor', counselorRoutes(accounts));
  app.route('/api/auth/social', socialAuthRoutes(social));
  app.route(
    '/api/sse',
    sseNotificationRoutes({ db, sessions: accounts.sessions, realtime, shutdown, logger }),
  );
  mountNotificationsAndSessions(app, { db, realtime, now });
  app.route('/api/client/me/socials', socialLinkRoutes(social));
  app.route('/api/client/uploads', uploadRoutes(createUploadService({ db, storage })));
  app.route('/api/public/files', publicFileRoutes(storage));
  app.route('/api/client/me/profile-image', profileImageRoutes(db));
  app.route(
    '/api/client/me/identity-verify',
    identityVerifyRoutes({ db, verifier: identityVerifier, logger, now }),
  );
  if (!env.production) {
    app.route('/api/dev', devRoutes());
    app.route('/api/dev', devNotificationRoutes({ db, notifier: realtime.notifier }));
    app.route('/api/dev', devCounselorRoutes(db));
    app.route('/api/dev/outbox', devOutboxRoutes(outbox));
    app.route('/api/dev/identity-verifications', devIdentityRoutes(db));
  }

  app.notFound(notFoundHandler);
  app.onError(createErrorHandler(logger));
  return app;
}

/** SPEC §7 notification REST of both audiences and the active-session lists (issue 4). */
function mountNotificationsAndSessions(
  app: Hono,
  { db, realtime, now }: { db: Database['db']; realtime: Realtime; now: Clock },
) {
  const notifications = createNotificationListsRepository(db);
  const sessions = createCounselingSessionsRepository(db);
  const streamDeps = { notifier: realtime.notifier, streams: realtime.streams };
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
  app.route('/api/client/counseling/sessions', userCounselingSessionRoutes({ sessions, now }));
  app.route(
    '/api/client/counselor/sessions',
    counselorCounselingSessionRoutes({ sessions, counselors: createCounselorsRepository(db), now }),
  );
}

export type App = ReturnType<typeof createApp>;
