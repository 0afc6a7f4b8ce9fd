import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../app';
import type { Database } from '../../db/database';
import { loginFailures } from '../../db/schema';
import { silentLogger } from '../../lib/logger';
import { createTestDatabase } from '../../test/db';
import { testEnv } from '../../test/env';
import { createTestUser, TEST_PASSWORD } from '../../test/users';
import { verifyAgainstDummy } from './passwords';

// Counts the decoy verifications while keeping their real cost.
vi.mock('./passwords', async (importOriginal) => {
  const original = await importOriginal<typeof import('./passwords')>();
  return { ...original, verifyAgainstDummy: vi.fn(original.verifyAgainstDummy) };
});

const START = Date.parse('2025-03-01T09:00:00.000Z');
let nowMs = START;
let database: Database;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = createApp({ env: testEnv(), database, logger: silentLogger, now: () => new Date(nowMs) });
});

afterAll(async () => {
  await database.close();
});

beforeEach(async () => {
  nowMs = START;
  vi.mocked(verifyAgainstDummy).mockClear();
  await database.db.delete(loginFailures);
});

/** The connection address @hono/node-server would hand over for a real socket. */
const connection = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });

function attempt(username: string, password: string, address = '198.51.100.10') {
  return app.request(
    '/api/auth/login',
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username, password }),
    },
    connection(address),
  );
}

describe('login throttling over HTTP', () => {
  it('answers the 6th try within 15 minutes with 429, Retry-After and the Korean wait', async () => {
    const user = await createTestUser(database.db);
    for (let index = 0; index < 5; index += 1) {
      expect((await attempt(user.username!, 'wrong-password1')).status).toBe(401);
    }
    // Even the right password waits: the throttle answers before the password is looked at.
    const blocked = await attempt(user.username!, TEST_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('Retry-After')).toBe('1');
    expect(await blocked.json()).toEqual({
      status: 429,
      code: 'TOO_MANY_ATTEMPTS',
      message: '로그인 시도가 너무 많아요. 1초 후에 다시 시도해 주세요.',
    });

    nowMs += 1000;
    expect((await attempt(user.username!, TEST_PASSWORD)).status).toBe(200);
    // The success cleared the account's failures: the next mistake is a plain 401 again.
    expect((await attempt(user.username!, 'wrong-password1')).status).toBe(401);
    expect((await attempt(user.username!, 'wrong-password1')).status).toBe(401);
  });

  it('throttles a username nobody has exactly like a real one', async () => {
    for (let index = 0; index < 5; index += 1) {
      expect((await attempt('ghost_user', 'wrong-password1')).status).toBe(401);
    }
    expect(verifyAgainstDummy).toHaveBeenCalledTimes(5);
    expect((await attempt('ghost_user', 'wrong-password1')).status).toBe(429);
  });

  it('spends a password check on a username nobody has', async () => {
    expect((await attempt('ghost_user2', 'password1')).status).toBe(401);
    expect(verifyAgainstDummy).toHaveBeenCalledTimes(1);
    expect(verifyAgainstDummy).toHaveBeenCalledWith('password1');
  });

  it('slows one address down after 30 failures over different accounts', async () => {
    for (let index = 0; index < 30; index += 1) {
      expect((await attempt(`guess_${index}`, 'wrong-password1', '203.0.113.5')).status).toBe(401);
    }
    const blocked = await attempt('demo-user', 'demo1234!', '203.0.113.5');
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('Retry-After')).toBe('1');
    expect((await attempt('demo-user', 'demo1234!', '203.0.113.6')).status).toBe(200);
  });

  it('does not count a refused body as a failure', async () => {
    for (let index = 0; index < 6; index += 1) {
      const response = await app.request('/api/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'demo-user' }),
      });
      expect(response.status).toBe(400);
    }
    expect(await database.db.select().from(loginFailures)).toEqual([]);
  });
});
