import { Hono } from 'hono';
import type { Database } from './db/database';
import type { Env } from './env';
import { createAccountService } from './features/accounts/account-service';
import { createIdentityRepository } from './features/accounts/identity-repository';
import { createOutboxRepository } from './features/accounts/outbox-repository';
import { authRoutes } from './features/accounts/routes-auth';
import { devOutboxRoutes } from './features/accounts/routes-dev-outbox';
import { fcmTokenRoutes } from './features/accounts/routes-fcm-token';
import { devIdentityRoutes, identityVerifyRoutes } from './features/accounts/routes-identity';
import { accountRoutes } from './features/accounts/routes-join-recovery';
import { meRoutes } from './features/accounts/routes-me';
import { mobileVerificationRoutes } from './features/accounts/routes-mobile-verification';
import { myAccountRoutes } from './features/accounts/routes-my-account';
import { profileImageRoutes } from './features/accounts/routes-profile-image';
import { socialAuthRoutes } from './features/accounts/routes-social-auth';
import { socialLinkRoutes } from './features/accounts/routes-social-links';
import { createAccountServices } from './features/accounts/service';
import { createSocialService } from './features/accounts/social-service';
import { createVerificationService } from './features/accounts/verification-service';
import { createRouteRulesRepository } from './features/content/repository';
import { routeRulesRoutes } from './features/content/routes';
import { createCounselorsRepository } from './features/counselors/repository';
import { counselorRoutes } from './features/counselors/routes';
import { devCounselorRoutes } from './features/counselors/routes-dev';
import { createNotificationListsRepository } from './features/notifications/lists-repository';
import { createRealtime, type Realtime } from './features/notifications/realtime';
import { notificationRoutes } from './features/notifications/routes';
import { devNotificationRoutes } from './features/notifications/routes-dev';
import { sseNotificationRoutes } from './features/notifications/routes-sse';
import { notificationStreamRoutes } from './features/notifications/routes-stream-status';
import { createCounselingSessionsRepository } from './features/sessions/repository';
import {
  counselorCounselingSessionRoutes,
  userCounselingSessionRoutes,
} from './features/sessions/routes';
import { createHealthRepository } from './features/system/health-repository';
import { devRoutes } from './features/system/routes-dev';
import { healthRoutes } from './features/system/routes-health';
import { openApiRoutes } from './features/system/routes-openapi';
import { publicFileRoutes, uploadRoutes } from './features/uploads/routes';
import { createUploadService } from './features/uploads/service';
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
