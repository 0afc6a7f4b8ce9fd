// A process running one scheduler, for src/lib/scheduler/scheduler-processes.test.ts: the
// real createScheduler on the real database (DATABASE_URL, else the PGlite folder DATA_DIR),
// with one job kind, `test.record`, that writes each run into scheduler_test_runs.
//
// Environment: WORKER_ID, LEASE_MS, POLL_MS, WORK_MS (how long a run takes), HANG=1 (a run
// records that it started and never ends), SCHEDULE=key,key (scheduled due now at start),
// PREPARE=1 (migrate and create the runs table first). Prints `ready` once it can take jobs,
// starts polling on a `go` line on stdin, prints `ran <key> <attempt>` per run, and stops
// cleanly on SIGTERM.
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import { createDatabase } from '../db/create-database';
import { consoleLogger } from '../lib/logger';
import { createScheduler } from '../lib/scheduler';

const env = process.env;
const workerId = env.WORKER_ID ?? `worker-${process.pid}`;
const workMs = Number(env.WORK_MS ?? 0);
const database = await createDatabase({
  databaseUrl: env.DATABASE_URL || undefined,
  dataDir: env.DATA_DIR ?? '',
});
if (env.PREPARE === '1') {
  await database.migrate();
  await database.db.execute(sql`create table if not exists scheduler_test_runs (
    id serial primary key, key text not null, worker text not null, attempt integer not null,
    phase text not null, at timestamptz not null default clock_timestamp())`);
}

const scheduler = createScheduler({
  db: database.db,
  logger: consoleLogger,
  workerId,
  leaseMs: Number(env.LEASE_MS ?? 60_000),
  pollMs: Number(env.POLL_MS ?? 100),
});

const record = (key: string, attempt: number, phase: string) =>
  database.db.execute(sql`insert into scheduler_test_runs (key, worker, attempt, phase)
    values (${key}, ${workerId}, ${attempt}, ${phase})`);

scheduler.register('test.record', async ({ key, attempt }) => {
  if (env.HANG === '1') {
    await record(key, attempt, 'started');
    process.stdout.write(`started ${key} ${attempt}\n`);
    await new Promise(() => {});
  }
  if (workMs > 0) await new Promise((resolve) => setTimeout(resolve, workMs));
  await record(key, attempt, 'done');
  process.stdout.write(`ran ${key} ${attempt}\n`);
});

for (const key of (env.SCHEDULE ?? '').split(',').filter(Boolean)) {
  await scheduler.schedule('test.record', { key, dueAt: new Date() });
}

process.on('SIGTERM', () => {
  void scheduler
    .stop()
    .then(() => database.close())
    .then(() => process.exit(0));
});
createInterface({ input: process.stdin }).on('line', (line) => {
  if (line.trim() === 'go') scheduler.start();
});
process.stdout.write('ready\n');
