import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { Database } from '../../db/database';
import { silentLogger } from '../../lib/logger';
import { createTestDatabase } from '../../test/db';
import { testEnv } from '../../test/env';
import { bearer, createTestUser, login, TEST_PASSWORD } from '../../test/users';

let database: Database;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = createApp({ env: testEnv(), database, logger: silentLogger });
});

afterAll(async () => {
  await database.close();
});

function makeCounselor(target: ReturnType<typeof createApp>, userId: unknown) {
  return target.request('/api/dev/counselors', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ userId }),
  });
}

describe('POST /api/dev/counselors', () => {
  it('makes a plain user a counselor whose existing token passes the counselor guard', async () => {
    const user = await createTestUser(database.db);
    const { accessToken } = await login(app, user.username ?? '', TEST_PASSWORD);
    const before = await app.request('/api/client/counselor', { headers: bearer(accessToken) });
    expect(before.status).toBe(403);

    const made = await makeCounselor(app, user.id);
    expect(made.status).toBe(201);
    const body = (await made.json()) as { userId: number; counselorId: number };
    expect(body.userId).toBe(user.id);
    expect(body.counselorId).toBeGreaterThan(0);

    const me = await app.request('/api/client/me', { headers: bearer(accessToken) });
    expect(((await me.json()) as { roles: string[] }).roles).toEqual(['USER', 'COUNSELOR']);
    const after = await app.request('/api/client/counselor', { headers: bearer(accessToken) });
    expect(after.status).toBe(200);
  });

  it('answers the same counselor id the second time and adds the role once', async () => {
    const user = await createTestUser(database.db);
    const first = (await (await makeCounselor(app, user.id)).json()) as { counselorId: number };
    const second = await makeCounselor(app, user.id);
    expect(second.status).toBe(201);
    expect(((await second.json()) as { counselorId: number }).counselorId).toBe(first.counselorId);
    const { accessToken } = await login(app, user.username ?? '', TEST_PASSWORD);
    const me = await app.request('/api/client/me', { headers: bearer(accessToken) });
    expect(((await me.json()) as { roles: string[] }).roles).toEqual(['USER', 'COUNSELOR']);
  });

  it('refuses an unknown user with a field error', async () => {
    const response = await makeCounselor(app, 987_654);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { field: string; message: string }[] };
    expect(body.errors).toEqual([{ field: 'userId', message: '사용자를 찾을 수 없어요.' }]);
  });

  it('is not mounted in production', async () => {
    const production = createApp({
      env: testEnv({ production: true }),
      database,
      logger: silentLogger,
    });
    const response = await makeCounselor(production, 1);
    expect(response.status).toBe(404);
  });
});
