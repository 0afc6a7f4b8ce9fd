import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { createDatabase } from './db/create-database';
import { DataDirInUseError } from './db/data-dir-lock';
import type { Database } from './db/database';
import { prepareDatabase } from './db/prepare-database';
import { EnvError, loadEnv } from './env';
import { consoleLogger as logger } from './lib/logger';
import { createScheduler } from './lib/scheduler';
import { createShutdownRegistry } from './lib/shutdown';
import { createStartupTasks } from './lib/startup';

// A hung stream or query must not keep a stopping process alive forever.
const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main() {
  // Handlers go in first: a signal during PGlite start-up or a migration must still end with
  // the database closed, never with the default kill halfway through a write.
  let onSignal = (signal: NodeJS.Signals) => {
    startupSignal ??= signal;
  };
  let startupSignal: NodeJS.Signals | undefined;
  process.on('SIGTERM', (signal) => onSignal(signal));
  process.on('SIGINT', (signal) => onSignal(signal));

  const env = loadEnv();
  const database = await createDatabase(env);
  try {
    await prepareDatabase(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  const stopIfSignalled = async (closeStreams?: () => Promise<void>) => {
    if (!startupSignal) return;
    logger.info(`api stopping (${startupSignal}) before it started listening`);
    await closeStreams?.();
    await database.close();
    process.exit(0);
  };
  await stopIfSignalled();

  const shutdown = createShutdownRegistry((error) =>
    logger.error('closing a stream failed', error),
  );
  // The job scheduler polls from here on; on SIGTERM it takes no new job and the shutdown
  // waits for the one running before the database closes.
  const scheduler = createScheduler({ db: database.db, logger });
  shutdown.register(() => scheduler.stop());
  const startup = createStartupTasks();
  const app = createApp({ env, database, logger, shutdown, scheduler, startup });
  // Once the app's services exist (outside production: the demo reservation); the jobs they
  // plan run when the scheduler starts.
  await startup.runAll(logger);
  await stopIfSignalled(shutdown.closeAll);
  scheduler.start();
  const server = serve({ fetch: app.fetch, hostname: env.host, port: env.port }, (info) => {
    logger.info(`api listening on ${listenUrl(info)} (db: ${database.driver})`);
  });
  server.on('error', (error) => {
    logger.error('api server failed', error);
    void database.close().finally(() => process.exit(1));
  });

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info(`api stopping (${signal})`);
    const force = setTimeout(() => {
      logger.error('api did not stop in time; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    force.unref();
    void stopGracefully(server, shutdown.closeAll, database).then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error('api stopped with an error', error);
        process.exit(1);
      },
    );
  };
  onSignal = stop;
}

type Server = ReturnType<typeof serve>;

// Order matters: stop accepting, end streams (they never finish on their own), let in-flight
// requests finish, then close the database they were using. PGlite must be closed to leave
// its data folder consistent.
async function stopGracefully(
  server: Server,
  closeStreams: () => Promise<void>,
  database: Database,
) {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  await closeStreams();
  if ('closeIdleConnections' in server) server.closeIdleConnections();
  await closed;
  await database.close();
}

function listenUrl(info: AddressInfo): string {
  const host = info.family === 'IPv6' ? `[${info.address}]` : info.address;
  return `http://${host}:${info.port}`;
}

main().catch((error: unknown) => {
  if (error instanceof EnvError || error instanceof DataDirInUseError) {
    logger.error(error.message);
  } else {
    logger.error('api failed to start', error);
  }
  process.exit(1);
});
