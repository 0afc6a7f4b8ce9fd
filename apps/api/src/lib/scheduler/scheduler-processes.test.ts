import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { openPostgres } from '../../db/postgres-database';
import { readDatabaseUrl } from '../../env';
import { createEmptyPostgresUrl } from '../../test/db';
import { silentLogger } from '../logger';
import { createScheduler } from './scheduler';

// Real processes (src/test/scheduler-worker.ts through tsx), each running the real scheduler on
// one database: a job runs once across two of them, a process killed mid-job (SIGKILL) leaves
// the job to another once its lease is over, and a job scheduled before a clean restart runs
// after it. The PostgreSQL suites run under `test:pg`; PGlite is one process per data folder,
// so there only the restart is tested.

const apiRoot = fileURLToPath(new URL('../../..', import.meta.url));
const usePostgres = Boolean(readDatabaseUrl());

type Worker = { child: ChildProcess; output: () => string; go(): void };

function startWorker(env: Record<string, string>): Promise<Worker> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/test/scheduler-worker.ts'], {
    cwd: apiRoot,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const worker: Worker = {
    child,
    output: () => output,
    go: () => child.stdin?.write('go\n'),
  };
  return new Promise((resolve, reject) => {
    const onClose = (code: number | null) =>
      reject(new Error(`worker exited early (${code}):\n${output}`));
    child.once('close', onClose);
    const check = setInterval(() => {
      if (/^ready$/m.test(output)) {
        clearInterval(check);
        child.off('close', onClose);
        resolve(worker);
      }
    }, 20);
  });
}

function stopWorker(worker: Worker, signal: NodeJS.Signals): Promise<number | null> {
  if (worker.child.exitCode !== null || worker.child.signalCode !== null) {
    return Promise.resolve(worker.child.exitCode);
  }
  return new Promise((resolve) => {
    worker.child.once('exit', (code) => resolve(code));
    worker.child.kill(signal);
  });
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe.runIf(usePostgres)('PostgreSQL only: the scheduler across processes', () => {
  let url: string;
  let drop: () => Promise<void>;
  let database: Database;
  const workers: Worker[] = [];

  const start = async (env: Record<string, string>) => {
    const worker = await startWorker({ DATABASE_URL: url, POLL_MS: '50', ...env });
    workers.push(worker);
    return worker;
  };

  const runs = async (phase: string, keyPrefix: string) =>
    rowsOf<{ key: string; worker: string; attempt: number; at: string }>(
      await database.db.execute(
        sql`select key, worker, attempt, at::text from scheduler_test_runs
            where phase = ${phase} and key like ${`${keyPrefix}%`} order by id`,
      ),
    );

  const pending = async (keyPrefix: string) =>
    rowsOf<{ key: string; locked_until: Date | string | null }>(
      await database.db.execute(
        sql`select key, locked_until from scheduled_jobs
            where kind = 'test.record' and key like ${`${keyPrefix}%`}`,
      ),
    );

  beforeAll(async () => {
    ({ url, drop } = await createEmptyPostgresUrl());
    database = openPostgres(url);
    // One worker prepares the database (migrations, the runs table) and exits.
    const preparer = await startWorker({ DATABASE_URL: url, PREPARE: '1' });
    expect(await stopWorker(preparer, 'SIGTERM')).toBe(0);
  });

  afterAll(async () => {
    for (const worker of workers) await stopWorker(worker, 'SIGKILL');
    await database?.close();
    await drop?.();
  });

  it('runs each of 100 jobs exactly once with two processes polling', async () => {
    const producer = createScheduler({ db: database.db, logger: silentLogger });
    producer.register('test.record', async () => {});
    for (let i = 0; i < 100; i++) {
      await producer.schedule('test.record', { key: `many-${i}`, dueAt: new Date() });
    }
    const a = await start({ WORKER_ID: 'a', WORK_MS: '10' });
    const b = await start({ WORKER_ID: 'b', WORK_MS: '10' });
    a.go();
    b.go();

    await until('100 runs', async () =>
      (await runs('done', 'many-')).length >= 100 ? true : undefined,
    );
    await until('no pending job', async () =>
      (await pending('many-')).length === 0 ? true : undefined,
    );
    await new Promise((resolve) => setTimeout(resolve, 300)); // a late duplicate would show now
    const done = await runs('done', 'many-');
    expect(done).toHaveLength(100);
    expect(new Set(done.map(({ key }) => key)).size).toBe(100);
    expect(done.every(({ attempt }) => attempt === 1)).toBe(true);
    expect(done.filter(({ worker }) => worker === 'a').length).toBeGreaterThan(0);
    expect(done.filter(({ worker }) => worker === 'b').length).toBeGreaterThan(0);

    expect(await stopWorker(a, 'SIGTERM')).toBe(0);
    expect(await stopWorker(b, 'SIGTERM')).toBe(0);
  });

  it('a process killed mid-job leaves the job to another once its lease is over', async () => {
    const leaseMs = 1_500;
    const dying = await start({
      WORKER_ID: 'dying',
      HANG: '1',
      LEASE_MS: String(leaseMs),
      SCHEDULE: 'killed-1',
    });
    dying.go();
    await until('the run to start', async () => {
      const [started] = await runs('started', 'killed-');
      return started;
    });
    // Let the heartbeat renew the lease at least once, so it is the renewal that runs out.
    await new Promise((resolve) => setTimeout(resolve, leaseMs));
    dying.child.kill('SIGKILL');
    await new Promise((resolve) => dying.child.once('exit', resolve));
    const [held] = await pending('killed-');
    const leaseEnd = new Date(held?.locked_until ?? 0).getTime();
    expect(leaseEnd).toBeGreaterThan(Date.now() - leaseMs);

    const taker = await start({ WORKER_ID: 'taker', LEASE_MS: String(leaseMs) });
    taker.go();
    const [done] = await until('the job to run again', async () => {
      const rows = await runs('done', 'killed-');
      return rows.length > 0 ? rows : undefined;
    });
    expect(done).toMatchObject({ key: 'killed-1', worker: 'taker', attempt: 2 });
    expect(new Date(done?.at ?? 0).getTime()).toBeGreaterThanOrEqual(leaseEnd);
    expect(await pending('killed-')).toEqual([]);
    expect(await runs('done', 'killed-')).toHaveLength(1);
    expect(await stopWorker(taker, 'SIGTERM')).toBe(0);
  });

  it('a job scheduled before a clean restart runs after it', async () => {
    const before = await start({ WORKER_ID: 'before', SCHEDULE: 'restart-pg' });
    expect(await stopWorker(before, 'SIGTERM')).toBe(0);
    expect(await pending('restart-pg')).toHaveLength(1);
    const after = await start({ WORKER_ID: 'after' });
    after.go();
    await until('the job after the restart', async () => {
      const rows = await runs('done', 'restart-pg');
      return rows.length > 0 ? rows : undefined;
    });
    expect(await runs('done', 'restart-pg')).toMatchObject([{ worker: 'after', attempt: 1 }]);
    expect(await stopWorker(after, 'SIGTERM')).toBe(0);
  });
});

describe.skipIf(usePostgres)('PGlite: a job scheduled before a clean restart runs after it', () => {
  let folder: string;
  const workers: Worker[] = [];

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'arcana-scheduler-restart-'));
  });

  afterAll(async () => {
    for (const worker of workers) await stopWorker(worker, 'SIGKILL');
    await rm(folder, { recursive: true, force: true });
  });

  it('runs the job in the next process on the same data folder', async () => {
    const env = { DATA_DIR: join(folder, 'pglite'), PREPARE: '1' };
    const before = await startWorker({ ...env, WORKER_ID: 'before', SCHEDULE: 'restart-pglite' });
    workers.push(before);
    // Scheduled, never started: the process stops with the job still pending.
    expect(await stopWorker(before, 'SIGTERM')).toBe(0);
    expect(before.output()).not.toContain('ran ');

    const after = await startWorker({ ...env, WORKER_ID: 'after', POLL_MS: '50' });
    workers.push(after);
    after.go();
    await until('the job after the restart', async () =>
      after.output().includes('ran restart-pglite 1') ? true : undefined,
    );
    expect(await stopWorker(after, 'SIGTERM')).toBe(0);
  }, 60_000);
});
