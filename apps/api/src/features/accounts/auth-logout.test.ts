import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { Database } from '../../db/database';
import { fcmTokens } from '../../db/schema';
import { silentLogger } from '../../lib/logger';
import { createTestDatabase } from '../../test/db';
import { testEnv } from '../../test/env';
import { bearer, createTestUser, login, TEST_PASSWORD } from '../../test/users';

const START = Date.parse('2025-03-01T09:00:00.000Z');
let nowMs = START;
let database: Database;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = createApp({
    env: testEnv(),
    database,
    logger: silentLogger,
    now: () => new Date(nowMs),
  });
});

afterAll(async () => {
  await database.close();
});

beforeEach(() => {
  nowMs = START;
});

function refresh(refreshToken: string) {
  return app.request('/api/auth/refresh', { headers: bearer(refreshToken) });
}

function me(accessToken: string) {
  return app.request('/api/client/me', { headers: bearer(accessToken) });
}

describe('POST /api/auth/logout', () => {
  it('revokes the family and forgets the push token', async () => {
    const user = await createTestUser(database.db);
    const body = await login(app, user.username!, TEST_PASSWORD, { fcmToken: 'logout-device' });
    const response = await app.request('/api/auth/logout?fcm=logout-device', {
      method: 'POST',
      headers: bearer(body.accessToken),
    });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect((await me(body.accessToken)).status).toBe(401);
    expect((await refresh(body.refreshToken)).status).toBe(401);
    const tokens = await database.db.select().from(fcmTokens).where(eq(fcmTokens.userId, user.id));
    expect(tokens).toEqual([]);
  });

  it('still ends the session when the access token has expired', async () => {
    const body = await login(app, 'demo-user', 'demo1234!');
    nowMs += 3601_000;
    const response = await app.request('/api/auth/logout', {
      method: 'POST',
      headers: bearer(body.accessToken),
    });
    expect(response.status).toBe(204);
    expect((await refresh(body.refreshToken)).status).toBe(401);
  });

  it('answers 204 without a token, with a garbage token and with a garbage body', async () => {
    expect((await app.request('/api/auth/logout', { method: 'POST' })).status).toBe(204);
    const garbage = await app.request('/api/auth/logout?fcm=', {
      method: 'POST',
      headers: { ...bearer('garbage'), 'Content-Type': 'application/json' },
      body: 'not json',
    });
    expect(garbage.status).toBe(204);
  });
});
