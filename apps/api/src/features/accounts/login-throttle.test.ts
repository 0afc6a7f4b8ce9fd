import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { loginFailures } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { createTestDatabase } from '../../test/db';
import { createLoginFailuresRepository } from './login-failures-repository';
import { createLoginThrottle, throttleDelayMs } from './login-throttle';

const START = Date.parse('2025-03-01T09:00:00.000Z');
const SECOND = 1000;
const MINUTE = 60 * SECOND;
let nowMs = START;
let database: Database;
let throttle: ReturnType<typeof createLoginThrottle>;

beforeAll(async () => {
  database = await createTestDatabase();
  throttle = createLoginThrottle({
    failures: createLoginFailuresRepository(database.db),
    now: () => new Date(nowMs),
  });
});

afterAll(async () => {
  await database.close();
});

beforeEach(async () => {
  nowMs = START;
  await database.db.delete(loginFailures);
});

const alice = { username: 'alice', address: '198.51.100.1' };

/** The wait in seconds check() asks for, or 0 when the try may go ahead. */
async function waitSeconds(attempt: { username: string; address: string | null }): Promise<number> {
  try {
    await throttle.check(attempt);
    return 0;
  } catch (error) {
    if (!(error instanceof AppError) || error.status !== 429) throw error;
    expect(error.code).toBe('TOO_MANY_ATTEMPTS');
    const seconds = Number(error.headers?.['Retry-After']);
    expect(error.message).toBe(`로그인 시도가 너무 많아요. ${seconds}초 후에 다시 시도해 주세요.`);
    return seconds;
  }
}

/** Records `count` failures, `gapMs` apart, starting now; leaves the clock at the last one. */
async function fail(attempt: { username: string; address: string }, count: number, gapMs = 0) {
  for (let index = 0; index < count; index += 1) {
    if (index > 0) nowMs += gapMs;
    await throttle.recordFailure(attempt);
  }
}

describe('throttleDelayMs', () => {
  it.each([
    [4, 5, 0],
    [5, 5, 1000],
    [6, 5, 2000],
    [7, 5, 4000],
    [14, 5, 512_000],
    [15, 5, 900_000],
    [200, 5, 900_000],
    [29, 30, 0],
    [30, 30, 1000],
    [31, 30, 2000],
  ])('%i failures with %i free → %i ms', (failures, free, expected) => {
    expect(throttleDelayMs(failures, free)).toBe(expected);
  });
});

describe('per account', () => {
  it('lets 4 failures through without a wait', async () => {
    await fail(alice, 4);
    expect(await waitSeconds(alice)).toBe(0);
  });

  it('after 5 failures in 15 minutes waits 1 s, then 2 s, then 4 s after the last failure', async () => {
    await fail(alice, 5, 10 * SECOND);
    expect(await waitSeconds(alice)).toBe(1);
    nowMs += 999;
    expect(await waitSeconds(alice)).toBe(1);
    nowMs += 1;
    expect(await waitSeconds(alice)).toBe(0);

    await throttle.recordFailure(alice);
    expect(await waitSeconds(alice)).toBe(2);
    nowMs += 2 * SECOND;
    expect(await waitSeconds(alice)).toBe(0);

    await throttle.recordFailure(alice);
    expect(await waitSeconds(alice)).toBe(4);
  });

  it('never asks for more than 15 minutes', async () => {
    await fail(alice, 40);
    expect(await waitSeconds(alice)).toBe(900);
    nowMs += 15 * MINUTE;
    expect(await waitSeconds(alice)).toBe(0);
  });

  it('forgets failures older than 15 minutes for the delay', async () => {
    await fail(alice, 5);
    nowMs += 15 * MINUTE;
    expect(await waitSeconds(alice)).toBe(0);
  });

  it('counts the same account from any address', async () => {
    await fail({ username: 'alice', address: '198.51.100.1' }, 3);
    await fail({ username: 'alice', address: '198.51.100.2' }, 2);
    expect(await waitSeconds({ username: 'alice', address: '198.51.100.3' })).toBe(1);
  });

  it('allows at most 100 failures an hour, until the oldest ages out', async () => {
    // 100 failures one second apart (alternating addresses, so only the account limit applies).
    for (let index = 0; index < 100; index += 1) {
      nowMs = START + index * SECOND;
      await throttle.recordFailure({ username: 'alice', address: `203.0.113.${index % 2}` });
    }
    // Twenty minutes on the 15-minute window is empty, but the hour holds 100 failures.
    nowMs = START + 20 * MINUTE;
    expect(await waitSeconds(alice)).toBe(2400);
    nowMs = START + 60 * MINUTE - 500;
    expect(await waitSeconds(alice)).toBe(1);
    nowMs = START + 60 * MINUTE;
    expect(await waitSeconds(alice)).toBe(0);
  });

  it('is cleared by a successful login of that account', async () => {
    await fail(alice, 8);
    expect(await waitSeconds(alice)).toBe(8);
    await throttle.recordSuccess({ username: 'alice' });
    expect(await waitSeconds(alice)).toBe(0);
  });

  it('does not slow down another account', async () => {
    await fail(alice, 8);
    expect(await waitSeconds({ username: 'bob', address: '198.51.100.9' })).toBe(0);
  });
});

describe('per address', () => {
  const from = (username: string) => ({ username, address: '192.0.2.77' });

  it('after 30 failures in 15 minutes over any accounts waits 1 s, then 2 s', async () => {
    for (let index = 0; index < 29; index += 1) {
      nowMs = START + index * 20 * SECOND;
      await throttle.recordFailure(from(`guess${index}`));
    }
    expect(await waitSeconds(from('fresh'))).toBe(0);
    await throttle.recordFailure(from('guess29'));
    expect(await waitSeconds(from('fresh'))).toBe(1);
    nowMs += SECOND;
    await throttle.recordFailure(from('guess30'));
    expect(await waitSeconds(from('fresh'))).toBe(2);
    // Another address is not affected.
    expect(await waitSeconds({ username: 'fresh', address: '192.0.2.78' })).toBe(0);
  });

  it('is not cleared by one successful login from that address', async () => {
    for (let index = 0; index < 30; index += 1) await throttle.recordFailure(from(`g${index}`));
    await throttle.recordSuccess({ username: 'g0' });
    expect(await waitSeconds(from('fresh'))).toBe(1);
  });
});

describe('without a known address', () => {
  it('applies only the account limits and stores no address key', async () => {
    for (let index = 0; index < 40; index += 1) {
      await throttle.recordFailure({ username: `nobody${index}`, address: null });
    }
    expect(await waitSeconds({ username: 'fresh', address: null })).toBe(0);
    const rows = await database.db.select().from(loginFailures);
    expect(rows.every((row) => row.key.startsWith('user:'))).toBe(true);
  });
});

describe('storage', () => {
  it('prunes a key’s failures older than an hour when it fails again', async () => {
    await fail(alice, 3);
    nowMs += 61 * MINUTE;
    await throttle.recordFailure(alice);
    const rows = await database.db.select().from(loginFailures);
    expect(rows.map((row) => row.key).sort()).toEqual(['ip:198.51.100.1', 'user:alice']);
  });
});
