import { type LoginResponse, loginResponseSchema } from '@arcana/domain';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { Database } from '../../db/database';
import { fcmTokens, refreshTokens, users } from '../../db/schema';
import { silentLogger } from '../../lib/logger';
import { createTestDatabase } from '../../test/db';
import { testEnv } from '../../test/env';
import { bearer, createTestUser, login, TEST_PASSWORD } from '../../test/users';
import { hashRefreshToken } from './session-service';

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

function postLogin(body: unknown) {
  return app.request('/api/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

function refresh(refreshToken: string) {
  return app.request('/api/auth/refresh', { headers: bearer(refreshToken) });
}

function me(accessToken: string) {
  return app.request('/api/client/me', { headers: bearer(accessToken) });
}

describe('POST /api/auth/login', () => {
  it('answers the SPEC login response for the seeded demo user', async () => {
    const response = await postLogin({ username: 'demo-user', password: 'demo1234!' });
    expect(response.status).toBe(200);
    const body = (await response.json()) as LoginResponse;
    expect(v.is(loginResponseSchema, body)).toBe(true);
    expect(body.issuedAt).toBe(START);
    expect(body.expiresIn).toBe(3600);
    expect(body.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toMatchObject({
      username: 'demo-user',
      name: '데모 사용자',
      displayName: '데모',
      mobile: '01000000001',
      email: '',
      roles: ['USER'],
      enabled: true,
      fcmTokens: [],
      profileImage: null,
      lastActivityAt: '2025-03-01T09:00:00.000Z',
    });
    expect(Object.keys(body.user)).not.toContain('passwordHash');
    expect(JSON.stringify(body)).not.toContain('argon2');
  });

  it('signs an HS256 access token with sub, sid, roles, iat and exp', async () => {
    const body = await login(app, 'demo-counselor', 'demo1234!');
    const [header, payload] = body.accessToken
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()));
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(payload).toEqual({
      sub: String(body.user.id),
      sid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      roles: ['USER', 'COUNSELOR'],
      iat: START / 1000,
      exp: START / 1000 + 3600,
    });
  });

  it('accepts the username in any case', async () => {
    const response = await postLogin({ username: 'Demo-User', password: 'demo1234!' });
    expect(response.status).toBe(200);
  });

  it('stores the push token and app version of the device', async () => {
    const user = await createTestUser(database.db);
    const body = await login(app, user.username!, TEST_PASSWORD, {
      fcmToken: 'device-token-1',
      appVersion: '1.2.3',
    });
    expect(body.user.fcmTokens).toEqual(['device-token-1']);
    const rows = await database.db.select().from(fcmTokens).where(eq(fcmTokens.userId, user.id));
    expect(rows).toMatchObject([{ token: 'device-token-1', appVersion: '1.2.3' }]);
  });

  it('answers 401 INVALID_CREDENTIALS for a wrong password', async () => {
    const user = await createTestUser(database.db);
    const response = await postLogin({ username: user.username, password: 'wrong-password1' });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      status: 401,
      code: 'INVALID_CREDENTIALS',
      message: '아이디 또는 비밀번호가 맞지 않아요.',
    });
  });

  it('answers the same 401 for a username nobody has', async () => {
    const response = await postLogin({ username: 'nobody_here', password: 'password1' });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
  });

  it('answers 403 ACCOUNT_DISABLED for a disabled account with the right password', async () => {
    const user = await createTestUser(database.db, { enabled: false });
    const response = await postLogin({ username: user.username, password: TEST_PASSWORD });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      status: 403,
      code: 'ACCOUNT_DISABLED',
      message: '이용이 정지된 계정이에요. 고객센터에 문의해 주세요.',
    });
  });

  it('answers a disabled account with a wrong password like any wrong password', async () => {
    const user = await createTestUser(database.db, { enabled: false });
    const response = await postLogin({ username: user.username, password: 'wrong-password1' });
    expect(response.status).toBe(401);
  });

  it('answers empty fields with Korean field errors', async () => {
    const response = await postLogin({ username: ' ', password: '' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: '입력한 내용을 다시 확인해 주세요.',
      errors: [
        { field: 'username', message: '아이디를 입력해 주세요.' },
        { field: 'password', message: '비밀번호를 입력해 주세요.' },
      ],
    });
  });

  it('answers missing fields with one entry each, saying they are required (SPEC §5)', async () => {
    const response = await postLogin({});
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      errors: [
        { field: 'username', message: '필수 입력 항목이에요.' },
        { field: 'password', message: '필수 입력 항목이에요.' },
      ],
    });
  });
});

describe('GET /api/auth/refresh', () => {
  it('rotates: the old refresh token dies and the new one works', async () => {
    const first = await login(app, 'demo-user', 'demo1234!');
    nowMs += 1800_000;
    const response = await refresh(first.refreshToken);
    expect(response.status).toBe(200);
    const second = (await response.json()) as LoginResponse;
    expect(v.is(loginResponseSchema, second)).toBe(true);
    expect(second.issuedAt).toBe(START + 1800_000);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect((await me(second.accessToken)).status).toBe(200);

    const third = await refresh(second.refreshToken);
    expect(third.status).toBe(200);
  });

  it('revokes the whole family when a rotated token is used again', async () => {
    const first = await login(app, 'demo-user', 'demo1234!');
    const second = (await (await refresh(first.refreshToken)).json()) as LoginResponse;

    const replay = await refresh(first.refreshToken);
    expect(replay.status).toBe(401);
    expect(await replay.json()).toEqual({
      status: 401,
      code: 'UNAUTHENTICATED',
      message: '로그인이 만료되었어요. 다시 로그인해 주세요.',
    });
    // The newest pair dies with it: the thief and the owner both have to log in again.
    expect((await refresh(second.refreshToken)).status).toBe(401);
    expect((await me(second.accessToken)).status).toBe(401);
  });

  it('leaves other sessions of the same user alone when one family is revoked', async () => {
    const phone = await login(app, 'demo-user', 'demo1234!');
    const laptop = await login(app, 'demo-user', 'demo1234!');
    await refresh(phone.refreshToken);
    await refresh(phone.refreshToken);
    expect((await me(laptop.accessToken)).status).toBe(200);
    expect((await refresh(laptop.refreshToken)).status).toBe(200);
  });

  it('answers 401 without a token, with an access token and with a made-up token', async () => {
    const body = await login(app, 'demo-user', 'demo1234!');
    expect((await app.request('/api/auth/refresh')).status).toBe(401);
    expect((await refresh(body.accessToken)).status).toBe(401);
    expect((await refresh('made-up')).status).toBe(401);
  });

  it('stores only the sha256 of a refresh token', async () => {
    const body = await login(app, 'demo-user', 'demo1234!');
    const rows = await database.db
      .select({ tokenHash: refreshTokens.tokenHash })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(body.refreshToken)));
    expect(rows).toHaveLength(1);
    const plain = await database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, body.refreshToken));
    expect(plain).toHaveLength(0);
  });

  it('keeps a remember-me family for 1 year and any other for 30 days', async () => {
    const day = 24 * 3600_000;
    const remembered = await login(app, 'demo-user', 'demo1234!', { rememberMe: true });
    const plain = await login(app, 'demo-user', 'demo1234!');

    // Each refresh token lives 30 days, so refresh every 20 days to keep the chain going.
    let rememberedToken = remembered.refreshToken;
    let plainToken = plain.refreshToken;
    nowMs = START + 20 * day;
    rememberedToken = ((await (await refresh(rememberedToken)).json()) as LoginResponse)
      .refreshToken;
    const plainAt20 = await refresh(plainToken);
    expect(plainAt20.status).toBe(200);
    plainToken = ((await plainAt20.json()) as LoginResponse).refreshToken;

    // Day 30: the plain family is over even though its newest token is 10 days old.
    nowMs = START + 30 * day;
    expect((await refresh(plainToken)).status).toBe(401);
    for (let days = 40; days < 365; days += 20) {
      nowMs = START + days * day;
      const response = await refresh(rememberedToken);
      expect(response.status).toBe(200);
      rememberedToken = ((await response.json()) as LoginResponse).refreshToken;
    }
    nowMs = START + 365 * day;
    expect((await refresh(rememberedToken)).status).toBe(401);
  });

  it('refuses a refresh token unused for 30 days', async () => {
    const body = await login(app, 'demo-user', 'demo1234!', { rememberMe: true });
    nowMs = START + 30 * 24 * 3600_000;
    expect((await refresh(body.refreshToken)).status).toBe(401);
  });

  it('refuses a refresh for a user disabled since the login', async () => {
    const user = await createTestUser(database.db);
    const body = await login(app, user.username!, TEST_PASSWORD);
    await database.db.update(users).set({ enabled: false }).where(eq(users.id, user.id));
    expect((await refresh(body.refreshToken)).status).toBe(401);
  });
});
