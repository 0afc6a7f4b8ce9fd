import { createApp } from '../app';
import type { Database } from '../db/database';
import { createContentService } from '../features/content';
import { createUploads } from '../features/uploads';
import type { Clock } from '../lib/clock';
import { silentLogger } from '../lib/logger';
import { createScheduler } from '../lib/scheduler';
import { testEnv } from './env';
import { jsonCaller } from './json-call';

/**
 * An app on `database` and the clock `now`, and the content service the admin and home features
 * call, on the same database, clock and uploads (what mountContent builds inside the app).
 */
export function contentTestApp(database: Database, now: Clock) {
  const { db } = database;
  const scheduler = createScheduler({ db, now, logger: silentLogger });
  const uploads = createUploads({ db, env: testEnv(), now, scheduler });
  const app = createApp({
    env: testEnv(),
    database,
    logger: silentLogger,
    now,
    scheduler,
    uploads,
  });
  return { app, call: jsonCaller(app), service: createContentService({ db, now, uploads }) };
}
