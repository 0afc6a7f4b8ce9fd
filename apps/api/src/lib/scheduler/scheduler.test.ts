import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { createTestDatabase } from '../../test/db';
import type { Logger } from '../logger';
import { createScheduler, type Job, type SchedulerOptions } from './scheduler';
import { scheduledJobs } from './tables';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

const MINUTE = 60_000;

/** A clock that stands still until the test moves it. */
function movableClock(start = '2030-01-01T00:00:00.000Z') {
  let time = Date.parse(start);
  const clock = () => new Date(time);
  clock.advance = (ms: number) => {
    time += ms;
  };
  return clock;
}

function recordingLogger() {
  const errors: string[] = [];
  const logger: Logger = { info: () => {}, error: (line) => errors.push(line) };
  return { logger, errors };
}

function scheduler(options: Partial<SchedulerOptions> & { now: () => Date }) {
  return createScheduler({ db: database.db, logger: recordingLogger().logger, ...options });
}

async function rowsOf(kind: string) {
  return database.db.select().from(scheduledJobs).where(eq(scheduledJobs.kind, kind));
}

async function rowOf(kind: string, key: string) {
  const [row] = await database.db
    .select()
    .from(scheduledJobs)
    .where(and(eq(scheduledJobs.kind, kind), eq(scheduledJobs.key, key)));
  return row;
}

describe('one-off jobs', () => {
  it('runs a job once when its due time comes, then deletes it', async () => {
    const clock = movableClock();
    const jobs = scheduler({ now: clock });
    const runs: Job[] = [];
    jobs.register('test.once', async (job) => {
      runs.push(job);
    });
    await jobs.schedule('test.once', {
      key: 'a',
      payload: { n: 1 },
      dueAt: new Date(clock().getTime() + 5 * MINUTE),
    });

    expect(await jobs.runDue()).toBe(0);
    clock.advance(5 * MINUTE - 1);
    expect(await jobs.runDue()).toBe(0);
    clock.advance(1);
    expect(await jobs.runDue()).toBe(1);
    expect(runs).toMatchObject([{ kind: 'test.once', key: 'a', payload: { n: 1 }, attempt: 1 }]);
    expect(await rowsOf('test.once')).toEqual([]);
    expect(await jobs.runDue()).toBe(0);
  });

  it('keeps one job per kind and key: scheduling again replaces it', async () => {
    const clock = movableClock();
    const jobs = scheduler({ now: clock });
    const payloads: unknown[] = [];
    jobs.register('test.dedupe', async ({ payload }) => {
      payloads.push(payload);
    });
    await jobs.schedule('test.dedupe', { key: 'k', payload: { v: 1 }, dueAt: clock() });
    await jobs.schedule('test.dedupe', {
      key: 'k',
      payload: { v: 2 },
      dueAt: new Date(clock().getTime() + MINUTE),
    });
    expect(await rowsOf('test.dedupe')).toHaveLength(1);
    expect(await jobs.runDue()).toBe(0);
    clock.advance(MINUTE);
    expect(await jobs.runDue()).toBe(1);
    expect(payloads).toEqual([{ v: 2 }]);
  });

  it('cancels a pending job', async () => {
    const clock = movableClock();
    const jobs = scheduler({ now: clock });
    let ran = 0;
    jobs.register('test.cancel', async () => {
      ran += 1;
    });
    await jobs.schedule('test.cancel', { key: 'k', dueAt: clock() });
    expect(await jobs.cancel('test.cancel', 'k')).toBe(true);
    expect(await jobs.cancel('test.cancel', 'k')).toBe(false);
    expect(await jobs.runDue()).toBe(0);
    expect(ran).toBe(0);
  });

  it('exists only when the transaction that scheduled it commits', async () => {
    const clock = movableClock();
    const jobs = scheduler({ now: clock });
    jobs.register('test.tx', async () => {});
    await database.db
      .transaction(async (tx) => {
        await jobs.schedule('test.tx', { key: 'rolled-back', dueAt: clock() }, tx);
        throw new Error('roll back');
      })
      .catch(() => {});
    await database.db.transaction(async (tx) => {
      await jobs.schedule('test.tx', { key: 'committed', dueAt: clock() }, tx);
    });
    expect((await rowsOf('test.tx')).map(({ key }) => key)).toEqual(['committed']);
  });

  it('refuses a kind nobody registered', async () => {
    const jobs = scheduler({ now: movableClock() });
    await expect(jobs.schedule('test.unknown', { key: 'k', dueAt: new Date() })).rejects.toThrow(
      'No job kind test.unknown',
    );
  });

  it('shift() brings pending jobs closer (the dev route of the session timers)', async () => {
    const clock = movableClock();
    const jobs = scheduler({ now: clock });
    const keys: string[] = [];
    jobs.register('test.shift', async ({ key }) => {
      keys.push(key);
    });
    const inTen = new Date(clock().getTime() + 10 * MINUTE);
    await jobs.schedule('test.shift', { key: 'session:42:no-show', dueAt: inTen });
    await jobs.schedule('test.shift', { key: 'session:42:end', dueAt: inTen });
    await jobs.schedule('test.shift', { key: 'session:43:end', dueAt: inTen });
    expect(await jobs.shift({ kind: 'test.shift', keyPrefix: 'session:42:' }, -10 * MINUTE)).toBe(
      2,
    );
    expect(await jobs.runDue()).toBe(2);
    expect(keys.sort()).toEqual(['session:42:end', 'session:42:no-show']);
  });
});

describe('retries', () => {
  it('retries a failed job with exponential back-off, then succeeds', async () => {
    const clock = movableClock();
    const jobs = scheduler({ now: clock });
    const attempts: number[] = [];
    jobs.register(
      'test.retry',
      async ({ attempt }) => {
        attempts.push(attempt);
        if (attempt < 3) throw new Error(`failure ${attempt}`);
      },
      { retry: { maxAttempts: 5, backoff: (attempt) => 1_000 * 2 ** (attempt - 1) } },
    );
    await jobs.schedule('test.retry', { key: 'k', dueAt: clock() });

    await jobs.runDue();
    let row = await rowOf('test.retry', 'k');
    expect(row).toMatchObject({ attempts: 1, lockedBy: null, deadAt: null });
    expect(row?.lastError).toContain('failure 1');
    expect(row?.dueAt).toEqual(new Date(clock().getTime() + 1_000));

    clock.advance(999);
    expect(await jobs.runDue()).toBe(0);
    clock.advance(1);
    await jobs.runDue();
    row = await rowOf('test.retry', 'k');
    expect(row?.dueAt).toEqual(new Date(clock().getTime() + 2_000));

    clock.advance(2_000);
    await jobs.runDue();
    expect(attempts).toEqual([1, 2, 3]);
    expect(await rowOf('test.retry', 'k')).toBeUndefined();
  });

  it('gives up after maxAttempts: the row stays dead with its error, logged once', async () => {
    const clock = movableClock();
    const { logger, errors } = recordingLogger();
    const jobs = createScheduler({ db: database.db, now: clock, logger });
    let runs = 0;
    jobs.register(
      'test.dead',
      async () => {
        runs += 1;
        throw new Error('always broken');
      },
      { retry: { maxAttempts: 2, backoff: () => MINUTE } },
    );
    await jobs.schedule('test.dead', { key: 'k', dueAt: clock() });
    await jobs.runDue();
    clock.advance(MINUTE);
    await jobs.runDue();
    clock.advance(24 * 60 * MINUTE);
    await jobs.runDue();

    expect(runs).toBe(2);
    const row = await rowOf('test.dead', 'k');
    expect(row?.deadAt).toEqual(new Date(clock().getTime() - 24 * 60 * MINUTE));
    expect(row?.lastError).toContain('always broken');
    expect(errors).toEqual(['job test.dead k gave up after 2 attempts']);
  });

  it('scheduling a dead job again revives it', async () => {
    const clock = movableClock();
    const jobs = scheduler({ now: clock });
    let fail = true;
    jobs.register(
      'test.revive',
      async () => {
        if (fail) throw new Error('broken');
      },
      { retry: { maxAttempts: 1, backoff: () => MINUTE } },
    );
    await jobs.schedule('test.revive', { key: 'k', dueAt: clock() });
    await jobs.runDue();
    expect((await rowOf('test.revive', 'k'))?.deadAt).not.toBeNull();
    fail = false;
    await jobs.schedule('test.revive', { key: 'k', dueAt: clock() });
    expect(await jobs.runDue()).toBe(1);
    expect(await rowOf('test.revive', 'k')).toBeUndefined();
  });
});

describe('periodic jobs', () => {
  it('runs at the first poll, then once per interval, one row throughout', async () => {
    const clock = movableClock();
    const jobs = scheduler({ now: clock });
    const times: string[] = [];
    jobs.register('test.hourly', async (_job, { now }) => {
      times.push(now.toISOString());
    });
    jobs.every('test.hourly', 60 * MINUTE);

    expect(await jobs.runDue()).toBe(1);
    expect(await jobs.runDue()).toBe(0);
    clock.advance(59 * MINUTE);
    expect(await jobs.runDue()).toBe(0);
    clock.advance(MINUTE);
    expect(await jobs.runDue()).toBe(1);
    // A moved clock skips ahead: one run, not one per missed hour.
    clock.advance(5 * 60 * MINUTE);
    expect(await jobs.runDue()).toBe(1);
    expect(times).toEqual([
      '2030-01-01T00:00:00.000Z',
      '2030-01-01T01:00:00.000Z',
      '2030-01-01T06:00:00.000Z',
    ]);
    expect(await rowsOf('test.hourly')).toMatchObject([
      { key: 'periodic', dueAt: new Date('2030-01-01T07:00:00.000Z'), attempts: 0 },
    ]);
  });

  it('a restarted process keeps the planned run instead of running at once', async () => {
    const clock = movableClock();
    const first = scheduler({ now: clock });
    let runs = 0;
    const handler = async () => {
      runs += 1;
    };
    first.register('test.restart-periodic', handler);
    first.every('test.restart-periodic', 60 * MINUTE);
    await first.runDue();
    await first.stop();

    clock.advance(10 * MINUTE);
    const second = scheduler({ now: clock });
    second.register('test.restart-periodic', handler);
    second.every('test.restart-periodic', 60 * MINUTE);
    expect(await second.runDue()).toBe(0);
    clock.advance(50 * MINUTE);
    expect(await second.runDue()).toBe(1);
    expect(runs).toBe(2);
  });

  it('never dies: after its retries it logs and waits for the next interval', async () => {
    const clock = movableClock();
    const { logger, errors } = recordingLogger();
    const jobs = createScheduler({ db: database.db, now: clock, logger });
    let runs = 0;
    jobs.register(
      'test.periodic-failing',
      async () => {
        runs += 1;
        throw new Error('sweep failed');
      },
      { retry: { maxAttempts: 2, backoff: () => MINUTE } },
    );
    jobs.every('test.periodic-failing', 60 * MINUTE);
    await jobs.runDue();
    clock.advance(MINUTE);
    await jobs.runDue();
    expect(runs).toBe(2);
    expect(errors).toEqual([
      'job test.periodic-failing periodic failed 2 times; next run at its interval',
    ]);
    const row = await rowOf('test.periodic-failing', 'periodic');
    expect(row).toMatchObject({ attempts: 0, deadAt: null });
    expect(row?.dueAt).toEqual(new Date(clock().getTime() + 60 * MINUTE));
  });
});

describe('claims and leases', () => {
  it('two schedulers polling together run each job exactly once', async () => {
    const clock = movableClock();
    const ran: string[] = [];
    const record = async ({ key }: Job) => {
      ran.push(key);
    };
    const a = scheduler({ now: clock, workerId: 'a', concurrency: 3 });
    const b = scheduler({ now: clock, workerId: 'b', concurrency: 3 });
    a.register('test.shared', record);
    b.register('test.shared', record);
    for (let i = 0; i < 30; i++) {
      await a.schedule('test.shared', { key: `job-${i}`, dueAt: clock() });
    }
    const [byA, byB] = await Promise.all([a.runDue(), b.runDue()]);
    expect(byA + byB).toBe(30);
    expect(ran).toHaveLength(30);
    expect(new Set(ran).size).toBe(30);
  });

  it('claims only the kinds this process registered', async () => {
    const clock = movableClock();
    const producer = scheduler({ now: clock });
    producer.register('test.elsewhere', async () => {});
    await producer.schedule('test.elsewhere', { key: 'k', dueAt: clock() });
    const other = scheduler({ now: clock });
    other.register('test.something-else', async () => {});
    expect(await other.runDue()).toBe(0);
    expect(await rowOf('test.elsewhere', 'k')).toMatchObject({ attempts: 0, lockedBy: null });
  });

  it('a job whose lease ran out goes to another process; the late first run changes nothing', async () => {
    const clock = movableClock();
    const leaseMs = 60_000;
    let releaseA = () => {};
    let enteredA = () => {};
    const aEntered = new Promise<void>((resolve) => {
      enteredA = resolve;
    });
    const runs: string[] = [];
    const a = scheduler({ now: clock, workerId: 'a', leaseMs });
    a.register('test.lease', async ({ attempt }) => {
      runs.push(`a:${attempt}`);
      enteredA();
      await new Promise<void>((resolve) => {
        releaseA = resolve;
      });
    });
    const b = scheduler({ now: clock, workerId: 'b', leaseMs });
    b.register('test.lease', async ({ attempt }) => {
      runs.push(`b:${attempt}`);
    });
    await a.schedule('test.lease', { key: 'k', dueAt: clock() });

    const aRun = a.runDue();
    await aEntered;
    expect(await rowOf('test.lease', 'k')).toMatchObject({ lockedBy: 'a', attempts: 1 });
    expect(await b.runDue()).toBe(0); // a's lease holds
    clock.advance(leaseMs + 1); // a stops renewing, as a dead process would
    expect(await b.runDue()).toBe(1);
    expect(await rowOf('test.lease', 'k')).toBeUndefined();

    releaseA();
    expect(await aRun).toBe(1);
    expect(runs).toEqual(['a:1', 'b:2']);
    expect(await rowOf('test.lease', 'k')).toBeUndefined();
  });

  it('a job taken over after its holder died on the last attempt is marked dead, not run', async () => {
    const clock = movableClock();
    const { logger, errors } = recordingLogger();
    const jobs = createScheduler({ db: database.db, now: clock, logger });
    let runs = 0;
    jobs.register(
      'test.last-attempt',
      async () => {
        runs += 1;
      },
      { retry: { maxAttempts: 3, backoff: () => MINUTE } },
    );
    await jobs.schedule('test.last-attempt', { key: 'k', dueAt: clock() });
    await database.db
      .update(scheduledJobs)
      .set({ attempts: 3, lockedBy: 'crashed', lockedUntil: new Date(clock().getTime() - 1) })
      .where(eq(scheduledJobs.kind, 'test.last-attempt'));
    await jobs.runDue();
    expect(runs).toBe(0);
    expect(await rowOf('test.last-attempt', 'k')).toMatchObject({ attempts: 4, lockedBy: null });
    expect((await rowOf('test.last-attempt', 'k'))?.deadAt).not.toBeNull();
    expect(errors).toEqual(['job test.last-attempt k gave up after 4 attempts']);
  });

  it('a job scheduled again while it runs keeps the new revision', async () => {
    const clock = movableClock();
    const jobs = scheduler({ now: clock });
    const payloads: unknown[] = [];
    jobs.register('test.rescheduled', async ({ payload }) => {
      payloads.push(payload);
      if (payloads.length === 1) {
        await jobs.schedule('test.rescheduled', {
          key: 'k',
          payload: { v: 2 },
          dueAt: new Date(clock().getTime() + MINUTE),
        });
      }
    });
    await jobs.schedule('test.rescheduled', { key: 'k', payload: { v: 1 }, dueAt: clock() });
    expect(await jobs.runDue()).toBe(1);
    expect(await rowOf('test.rescheduled', 'k')).toMatchObject({
      payload: { v: 2 },
      lockedBy: null,
      attempts: 0,
    });
    clock.advance(MINUTE);
    expect(await jobs.runDue()).toBe(1);
    expect(payloads).toEqual([{ v: 1 }, { v: 2 }]);
  });
});

describe('start and stop', () => {
  it('polls by itself once started; stop waits for the running job and takes no new one', async () => {
    const clock = movableClock();
    const jobs = scheduler({ now: clock, pollMs: 20 });
    let finish = () => {};
    let entered = () => {};
    const started = new Promise<void>((resolve) => {
      entered = resolve;
    });
    const done: string[] = [];
    jobs.register('test.poll', async ({ key }) => {
      entered();
      await new Promise<void>((resolve) => {
        finish = resolve;
      });
      done.push(key);
    });
    await jobs.schedule('test.poll', { key: 'first', dueAt: clock() });
    jobs.start();
    await started;

    let stopped = false;
    const stopping = jobs.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(done).toEqual(['first']);

    await jobs.schedule('test.poll', { key: 'second', dueAt: clock() });
    expect(await jobs.runDue()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(done).toEqual(['first']);
  });
});
