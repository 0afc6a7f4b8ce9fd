import type { AppDb, Database } from '../db/database';
import type { Env } from '../env';
import type { Clock } from '../lib/clock';
import type { Logger } from '../lib/logger';
import type { Scheduler } from '../lib/scheduler';
import type { ShutdownRegistry } from '../lib/shutdown';
import type { AppProviders } from '../providers/app-providers';
import type { SessionService } from './accounts';
import type { Notifier } from './notifications';
import type { Uploads } from './uploads';

/**
 * What createApp hands the counseling features (counselors, products, reservations, orders,
 * sessions, reviews, counseling-home, admin); each takes the parts it needs. Services one
 * feature offers another are passed besides, through that feature's index.ts.
 */
export type FeatureDeps = {
  env: Env;
  database: Database;
  db: AppDb;
  now: Clock;
  logger: Logger;
  scheduler: Scheduler;
  shutdown: ShutdownRegistry;
  notifier: Notifier;
  /** Login sessions: streams log in from the accessToken cookie; optionalLogin reads them. */
  loginSessions: SessionService;
  uploads: Uploads;
  providers: AppProviders;
  production: boolean;
};
