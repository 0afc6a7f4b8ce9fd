import { Hono } from 'hono';
import type { Database } from './db/database';
import type { Env } from './env';
import { createAccountServices, mountAccounts } from './features/accounts';
import { mountAdmin } from './features/admin';
import { mountAi } from './features/ai';
import { closeApplicationsOfDeletedUser, mountApplications } from './features/applications';
import { mountContent } from './features/content';
import { mountCounselingHome } from './features/counseling-home';
import { mountCounselorOffice } from './features/counselor-office';
import { disableCounselorOfDeletedUser, mountCounselors } from './features/counselors';
import type { FeatureDeps } from './features/feature-deps';
import { mountHome } from './features/home';
import { deleteSharesOfDeletedUser, mountCommunity } from './features/mount-community';
import { createRealtime, mountNotifications, type Realtime } from './features/notifications';
import { mountOrders } from './features/orders';
import { mountProducts } from './features/products';
import { mountProfits } from './features/profits';
import { mountReservations } from './features/reservations';
import { mountReviews } from './features/reviews';
import { mountSessions } from './features/sessions';
import { mountSystem } from './features/system';
import { mountTarot } from './features/tarot';
import { createUploads, mountUploads, type Uploads } from './features/uploads';
import { type Clock, systemClock } from './lib/clock';
import { createErrorHandler, notFoundHandler } from './lib/error-handler';
import { consoleLogger, type Logger } from './lib/logger';
import { createScheduler, type Scheduler } from './lib/scheduler';
import { createShutdownRegistry, type ShutdownRegistry } from './lib/shutdown';
import type { StartupTasks } from './lib/startup';
import { noStoreByDefault, securityHeaders } from './middleware/api-headers';
import { requireLogin } from './middleware/auth';
import { requestBodyLimit } from './middleware/body-limit';
import { requestLog } from './middleware/request-log';
import type { AppProviders } from './providers/app-providers';

export type AppDeps = {
  env: Env;
  database: Database;
  logger?: Logger;
  /** Long-lived streams (SSE, later issues) register here so SIGTERM can end them. */
  shutdown?: ShutdownRegistry;
  /** Tokens, throttling and codes read the time here; tests pass a clock they can move. */
  now?: Clock;
  /** Notification bus, notifier and stream counts; tests may share one or shorten heartbeats. */
  realtime?: Realtime;
  /** Timers and periodic jobs of every feature: server.ts starts it, tests call runDue(). */
  scheduler?: Scheduler;
  /**
   * Once-per-start work of features (the demo reservation): server.ts hands one in and runs it
   * after createApp; without one (the tests' apps) nothing is registered or run.
   */
  startup?: StartupTasks;
  /** Upload purposes register here; a test may hand one in to read the registry. */
  uploads?: Uploads;
  /** Outside services; each defaults to what env configures. Tests hand in stand-ins. */
  providers?: AppProviders;
};

/** One mount per feature (src/features/<feature>/index.ts); the order below is load-bearing. */
export function createApp(deps: AppDeps) {
  const { env, database, logger = consoleLogger, now = systemClock, providers = {} } = deps;
  const { db } = database;
  const { production } = env;
  const { shutdown = createShutdownRegistry() } = deps;
  const scheduler = deps.scheduler ?? createScheduler({ db, now, logger });
  const { uploads = createUploads({ db, env, now, scheduler, storage: providers.storage }) } = deps;
  const realtime = deps.realtime ?? createRealtime({ database, now, logger });
  if (!deps.realtime) shutdown.register(() => realtime.bus.close());
  // Accounts sits below counselors and sharing, so they hand it what to do on a deletion.
  const onAccountDeleted = [
    disableCounselorOfDeletedUser,
    closeApplicationsOfDeletedUser,
    deleteSharesOfDeletedUser,
  ];
  const accounts = createAccountServices({ db, env, now, onAccountDeleted, uploads });

  const app = new Hono();
  app.use(requestLog(logger), securityHeaders, noStoreByDefault);
  // Before any body is parsed; the upload route keeps its own, larger limit.
  app.use('/api/*', requestBodyLimit({ exceptPaths: ['/api/client/uploads'] }));
  // The one login check of /api/client: it must stay above every /api/client route.
  app.use('/api/client/*', requireLogin(accounts.sessions));

  mountSystem(app, { database, logger, production });
  const content = mountContent(app, { db, now, uploads });
  mountTarot(app, { db });
  mountAccounts(app, { env, db, logger, now, accounts, scheduler, providers });
  const { sessions } = accounts; // the streams log in from a cookie
  const { notifier } = realtime;
  const feature: FeatureDeps = {
    ...{ env, database, db, now, logger, scheduler, shutdown, notifier, uploads, providers },
    ...{ loginSessions: sessions, production },
  };
  // Before notifications and sessions: its COUNSELOR check also guards their counselor paths.
  const counselors = mountCounselors(app, feature);
  mountCounselorOffice(app, { ...feature, counselors });
  const applications = mountApplications(app, { ...feature, counselors });
  mountNotifications(app, { db, realtime, sessions, shutdown, logger, now, production });
  // Counseling, lowest first: a feature only calls the ones mounted before it.
  mountProducts(app, { ...feature, counselors });
  const reservations = mountReservations(app, feature);
  const orders = mountOrders(app, { ...feature, reservations });
  const { startup } = deps;
  const lifecycle = mountSessions(app, { ...feature, orders, reservations, counselors, startup });
  mountReviews(app, feature);
  mountProfits(app, feature);
  mountCounselingHome(app, feature);
  mountAdmin(app, { ...feature, orders, lifecycle, applications, content });
  mountCommunity(app, { db, notifier, sessions });
  mountAi(app, { db, env, sessions, shutdown, logger, now, llm: providers.llm });
  mountHome(app, { db, env, now, loginSessions: sessions, content });
  mountUploads(app, uploads);

  app.notFound(notFoundHandler);
  app.onError(createErrorHandler(logger));
  return app;
}

export type App = ReturnType<typeof createApp>;
