import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { AppDb } from '../../db/database';
import { type Clock, systemClock } from '../clock';
import type { Logger } from '../logger';
import { createJobRepository, type JobFilter, type JobRow } from './job-repository';

/** One claimed run of a job, as its handler sees it. */
export type Job<P = unknown> = {
  id: number;
  kind: string;
  key: string;
  payload: P;
  /** 1 on the first run, 2 on the first retry, … */
  attempt: number;
  dueAt: Date;
};

/**
 * Runs a job. At least once: a process that dies mid-run lets its lease run out and another
 * process runs the job again, so every handler must be safe to repeat (idempotent).
 */
export type JobHandler<P = unknown> = (job: Job<P>, context: { now: Date }) => Promise<void>;

export type RetryPolicy = {
  /** Runs in all; after the last failure a one-off job is marked dead. */
  maxAttempts: number;
  /** Wait before retry number `attempt` (1 = after the first failure). */
  backoff: (attempt: number) => number;
};

/** 2^n growth from `baseMs`, capped at `maxMs`. */
export function exponentialBackoff({ baseMs = 1_000, maxMs = 3_600_000 } = {}) {
  return (attempt: number) => Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
}

export const DEFAULT_RETRY: RetryPolicy = { maxAttempts: 5, backoff: exponentialBackoff() };

/** The key of the one row of a periodic kind. */
export const PERIODIC_KEY = 'periodic';

export type Scheduler = {
  /** Says how to run a kind; this process claims only kinds it has registered. */
  register<P = unknown>(
    kind: string,
    handler: JobHandler<P>,
    options?: { retry?: Partial<RetryPolicy> },
  ): void;
  /** Makes a registered kind periodic: one row, first due at the first poll, then every interval. */
  every(kind: string, intervalMs: number): void;
  /**
   * Plans a job, or replaces the pending one of the same kind and key. Pass the caller's
   * transaction so the job exists exactly when what caused it committed.
   */
  schedule<P = unknown>(
    kind: string,
    job: { key: string; payload?: P; dueAt: Date },
    tx?: AppDb,
  ): Promise<void>;
  /** Removes a pending job; true when there was one. A run already under way finishes. */
  cancel(kind: string, key: string, tx?: AppDb): Promise<boolean>;
  /** Moves pending jobs' due times by `byMs` (negative = sooner); for tests and dev routes. */
  shift(filter: JobFilter, byMs: number): Promise<number>;
  /** Claims and runs due jobs until none is left; resolves to how many ran. */
  runDue(): Promise<number>;
  /** Polls every `pollMs` until stop(). server.ts starts it; tests call runDue() instead. */
  start(): void;
  /** No new claims; resolves once the runs under way have finished. */
  stop(): Promise<void>;
  readonly workerId: string;
};

export type SchedulerOptions = {
  db: AppDb;
  now?: Clock;
  logger: Logger;
  /** Identifies this process in `locked_by`; unique per process. */
  workerId?: string;
  /** How long a claim holds before another process may take the job; renewed while running. */
  leaseMs?: number;
  pollMs?: number;
  /** Jobs this process runs at the same time. */
  concurrency?: number;
};

type Registration = {
  handler: JobHandler<unknown>;
  retry: RetryPolicy;
  intervalMs?: number;
};

export function createScheduler({
  db,
  now = systemClock,
  logger,
  workerId = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`,
  leaseMs = 60_000,
  pollMs = 1_000,
  concurrency = 2,
}: SchedulerOptions): Scheduler {
  const jobs = createJobRepository(db);
  const registrations = new Map<string, Registration>();
  const inFlight = new Set<Promise<unknown>>();
  let armed: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let started = false;
  let stopping = false;

  const registration = (kind: string) => {
    const found = registrations.get(kind);
    if (!found) throw new Error(`No job kind ${kind} is registered with the scheduler`);
    return found;
  };

  // Periodic rows are written once per process, at the first poll, not at registration:
  // createApp stays synchronous and builds no rows in tests that never run the scheduler.
  const armPeriodic = () => {
    armed ??= (async () => {
      for (const [kind, { intervalMs }] of registrations) {
        if (intervalMs !== undefined) await jobs.armPeriodic(kind, PERIODIC_KEY, intervalMs, now());
      }
    })().catch((error: unknown) => {
      armed = undefined;
      throw error;
    });
    return armed;
  };

  async function runOne(row: JobRow) {
    const { handler, retry, intervalMs } = registration(row.kind);
    const periodic = row.intervalMs !== null;
    // The last holder died during its final attempt: do not give the job one more.
    if (!periodic && row.attempts > retry.maxAttempts) {
      await giveUp(row, 'lease ran out during the last attempt (the process stopped)');
      return;
    }
    const heartbeat = setInterval(
      () => {
        jobs
          .extendLease(row.id, workerId, new Date(now().getTime() + leaseMs))
          .catch((error: unknown) =>
            logger.error(`job ${describe(row)}: lease renewal failed`, error),
          );
      },
      Math.max(50, Math.floor(leaseMs / 3)),
    );
    heartbeat.unref();
    let failure: unknown;
    let failed = false;
    try {
      await handler(
        {
          id: row.id,
          kind: row.kind,
          key: row.key,
          payload: row.payload,
          attempt: row.attempts,
          dueAt: row.dueAt,
        },
        { now: now() },
      );
    } catch (error) {
      failed = true;
      failure = error;
    } finally {
      clearInterval(heartbeat);
    }
    const at = now();
    if (!failed) {
      const settled = periodic
        ? await jobs.release(row, workerId, {
            dueAt: new Date(at.getTime() + (intervalMs ?? row.intervalMs ?? 0)),
            attempts: 0,
            lastError: null,
            at,
          })
        : await jobs.deleteIfUnchanged(row, workerId);
      if (!settled) await jobs.unlock(row.id, workerId);
      return;
    }
    const message = errorText(failure);
    if (row.attempts < retry.maxAttempts) {
      logger.info(`job ${describe(row)} failed (attempt ${row.attempts}); retrying: ${message}`);
      const dueAt = new Date(at.getTime() + retry.backoff(row.attempts));
      if (!(await jobs.release(row, workerId, { dueAt, lastError: message, at }))) {
        await jobs.unlock(row.id, workerId);
      }
      return;
    }
    if (periodic) {
      // A periodic job never dies: it logs and waits for its next turn.
      logger.error(
        `job ${describe(row)} failed ${row.attempts} times; next run at its interval`,
        failure,
      );
      const dueAt = new Date(at.getTime() + (intervalMs ?? row.intervalMs ?? 0));
      await jobs.release(row, workerId, { dueAt, attempts: 0, lastError: message, at });
      return;
    }
    await giveUp(row, message, failure);
  }

  async function giveUp(row: JobRow, message: string, failure?: unknown) {
    if (await jobs.markDead(row, workerId, message, now())) {
      logger.error(
        `job ${describe(row)} gave up after ${row.attempts} attempts`,
        failure ?? message,
      );
    } else {
      await jobs.unlock(row.id, workerId);
    }
  }

  async function drain(counter: { ran: number }) {
    const kinds = [...registrations.keys()];
    while (!stopping) {
      const row = await jobs.claim(kinds, workerId, now(), leaseMs);
      if (!row) return;
      await runOne(row);
      counter.ran += 1;
    }
  }

  const track = <T>(promise: Promise<T>): Promise<T> => {
    inFlight.add(promise);
    void promise.finally(() => inFlight.delete(promise)).catch(() => {});
    return promise;
  };

  const runDue = () =>
    track(
      (async () => {
        if (stopping) return 0;
        await armPeriodic();
        const counter = { ran: 0 };
        await Promise.all(Array.from({ length: concurrency }, () => drain(counter)));
        return counter.ran;
      })(),
    );

  const poll = () => {
    timer = undefined;
    runDue()
      .catch((error: unknown) => logger.error('scheduler: polling failed', error))
      .finally(() => {
        if (!stopping) {
          timer = setTimeout(poll, pollMs);
          timer.unref();
        }
      });
  };

  return {
    workerId,
    register(kind, handler, options = {}) {
      if (registrations.has(kind)) throw new Error(`Job kind ${kind} is registered twice`);
      registrations.set(kind, {
        handler: handler as JobHandler<unknown>,
        retry: { ...DEFAULT_RETRY, ...options.retry },
      });
    },
    every(kind, intervalMs) {
      if (!(intervalMs > 0)) throw new Error(`Job kind ${kind} needs a positive interval`);
      registration(kind).intervalMs = intervalMs;
    },
    async schedule(kind, { key, payload, dueAt }, tx = db) {
      registration(kind);
      await jobs.upsert(tx, { kind, key, payload, dueAt, at: now() });
    },
    cancel: (kind, key, tx = db) => jobs.cancel(tx, kind, key),
    shift: (filter, byMs) => jobs.shift(filter, byMs),
    runDue,
    start() {
      if (started || stopping) return;
      started = true;
      poll();
    },
    async stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      await Promise.allSettled([...inFlight]);
    },
  };
}

const describe = (row: JobRow) => `${row.kind} ${row.key}`;

function errorText(error: unknown): string {
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  return String(error);
}
