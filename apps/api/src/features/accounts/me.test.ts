import { userSchema } from '@arcana/domain';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { Database } from '../../db/database';
import { fcmTokens, refreshTokens, socialAccounts, users } from '../../db/schema';
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

function deleteAccount(accessToken: string, body: unknown = {}) {
  return app.request('/api/client/me/delete', {
    method: 'POST',
    headers: { ...bearer(accessToken), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('GET /api/client/me', () => {
  it('answers the caller as a domain User without password fields', async () => {
    const { accessToken } = await login(app, 'demo-counselor', 'demo1234!');
    const response = await app.request('/api/client/me', { headers: bearer(accessToken) });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(v.is(userSchema, body)).toBe(true);
    expect(body).toMatchObject({
      username: 'demo-counselor',
      name: '데모 상담사',
      displayName: '별빛 상담사',
      mobile: '01000000002',
      mobileVerified: true,
      roles: ['USER', 'COUNSELOR'],
    });
    expect(JSON.stringify(body)).not.toMatch(/password|argon2/i);
  });
});

describe('POST /api/client/me/delete', () => {
  it('anonymises the account, removes what hangs off it and kills the login at once', async () => {
    const user = await createTestUser(database.db);
    const session = await login(app, user.username!, TEST_PASSWORD, { fcmToken: 'gone-device' });
    const otherSession = await login(app, user.username!, TEST_PASSWORD);
    await database.db
      .insert(socialAccounts)
      .values({ userId: user.id, provider: 'KAKAO', subject: `kakao-${user.id}` });

    const response = await deleteAccount(session.accessToken, { reason: '잘 안 써요' });
    expect(response.status).toBe(204);

    const [row] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      username: null,
      passwordHash: null,
      email: null,
      mobile: null,
      name: '탈퇴한 회원',
      displayName: '탈퇴한 회원',
      enabled: false,
      profileImageId: null,
    });
    expect(row?.deletedAt).toBeInstanceOf(Date);
    for (const table of [fcmTokens, socialAccounts, refreshTokens]) {
      expect(await database.db.select().from(table).where(eq(table.userId, user.id))).toEqual([]);
    }

    // Every access token of the account stops working on its next call.
    for (const token of [session.accessToken, otherSession.accessToken]) {
      const me = await app.request('/api/client/me', { headers: bearer(token) });
      expect(me.status).toBe(401);
    }
    const refreshed = await app.request('/api/auth/refresh', {
      headers: bearer(otherSession.refreshToken),
    });
    expect(refreshed.status).toBe(401);

    // The old password no longer logs in.
    const again = await app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: user.username, password: TEST_PASSWORD }),
    });
    expect(again.status).toBe(401);
    expect(await again.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
  });

  it('frees the username and mobile for a new account', async () => {
    const user = await createTestUser(database.db);
    const { accessToken } = await login(app, user.username!, TEST_PASSWORD);
    expect((await deleteAccount(accessToken)).status).toBe(204);
    const again = await createTestUser(database.db, { username: user.username! });
    expect(again.id).not.toBe(user.id);
  });

  it('refuses a wrong password with a field error and keeps the account', async () => {
    const user = await createTestUser(database.db);
    const { accessToken } = await login(app, user.username!, TEST_PASSWORD);
    const response = await deleteAccount(accessToken, { password: 'not-it-123' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: '입력한 내용을 다시 확인해 주세요.',
      errors: [{ field: 'password', message: '비밀번호가 맞지 않아요.' }],
    });
    const me = await app.request('/api/client/me', { headers: bearer(accessToken) });
    expect(me.status).toBe(200);
  });

  it('accepts the right password', async () => {
    const user = await createTestUser(database.db);
    const { accessToken } = await login(app, user.username!, TEST_PASSWORD);
    expect((await deleteAccount(accessToken, { password: TEST_PASSWORD })).status).toBe(204);
  });
});
