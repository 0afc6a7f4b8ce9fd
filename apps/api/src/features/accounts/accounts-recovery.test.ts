import type { LoginResponse } from '@arcana/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { Database } from '../../db/database';
import { silentLogger } from '../../lib/logger';
import { verifiedToken } from '../../test/codes';
import { createTestDatabase } from '../../test/db';
import { testEnv } from '../../test/env';
import { bearer, createTestUser, TEST_PASSWORD } from '../../test/users';
import { createAccountRepository } from './account-repository';

const START = Date.parse('2025-03-01T00:00:00.000Z');
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

beforeEach(() => {
  nowMs = START;
});

function post(path: string, body: unknown) {
  return app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('POST /api/auth/forgot-id', () => {
  it('answers the masked ID of the verified mobile, once per token', async () => {
    const user = await createTestUser(database.db, { username: 'demo_user' });
    await createAccountRepository(database.db).updateMobile(user.id, '01066660001');
    const token = await verifiedToken(app, '01066660001', 'FIND_ID');
    const response = await post('/api/auth/forgot-id', { verificationToken: token });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ usernames: ['dem*****r'] });

    const again = await post('/api/auth/forgot-id', { verificationToken: token });
    expect(again.status).toBe(400);
  });

  it('answers an empty list for a number without an account', async () => {
    const token = await verifiedToken(app, '01066660002', 'FIND_ID');
    const response = await post('/api/auth/forgot-id', { verificationToken: token });
    expect(await response.json()).toEqual({ usernames: [] });
  });

  it('refuses a JOIN token', async () => {
    const token = await verifiedToken(app, '01066660003', 'JOIN');
    const response = await post('/api/auth/forgot-id', { verificationToken: token });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'VERIFICATION_TOKEN_INVALID' });
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password, kills the old one and every session', async () => {
    const user = await createTestUser(database.db);
    await createAccountRepository(database.db).updateMobile(user.id, '01077770001');
    const before = (await (
      await post('/api/auth/login', { username: user.username, password: TEST_PASSWORD })
    ).json()) as LoginResponse;

    const token = await verifiedToken(app, '01077770001', 'RESET_PASSWORD');
    const reset = await post('/api/auth/reset-password', {
      username: user.username,
      verificationToken: token,
      password: 'brandnew2025',
    });
    expect(reset.status).toBe(204);

    const old = await post('/api/auth/login', { username: user.username, password: TEST_PASSWORD });
    expect(old.status).toBe(401);
    const fresh = await post('/api/auth/login', {
      username: user.username,
      password: 'brandnew2025',
    });
    expect(fresh.status).toBe(200);
    const refreshed = await app.request('/api/auth/refresh', {
      headers: bearer(before.refreshToken),
    });
    expect(refreshed.status).toBe(401);
    const me = await app.request('/api/client/me', { headers: bearer(before.accessToken) });
    expect(me.status).toBe(401);
  });

  it('lets the owner in at once after a reset even while guesses had throttled the account', async () => {
    const user = await createTestUser(database.db);
    await createAccountRepository(database.db).updateMobile(user.id, '01077770009');
    for (let guess = 0; guess < 6; guess++) {
      await post('/api/auth/login', { username: user.username, password: `wrong-${guess}` });
    }
    const throttled = await post('/api/auth/login', {
      username: user.username,
      password: TEST_PASSWORD,
    });
    expect(throttled.status).toBe(429);

    const token = await verifiedToken(app, '01077770009', 'RESET_PASSWORD');
    const reset = await post('/api/auth/reset-password', {
      username: user.username,
      verificationToken: token,
      password: 'brandnew2026',
    });
    expect(reset.status).toBe(204);
    const login = await post('/api/auth/login', {
      username: user.username,
      password: 'brandnew2026',
    });
    expect(login.status).toBe(200);
  });

  it('answers 400 on username when the ID does not own the verified mobile', async () => {
    const owner = await createTestUser(database.db);
    const stranger = await createTestUser(database.db);
    await createAccountRepository(database.db).updateMobile(owner.id, '01077770002');
    const token = await verifiedToken(app, '01077770002', 'RESET_PASSWORD');
    for (const username of [stranger.username, 'nobody_here']) {
      const response = await post('/api/auth/reset-password', {
        username,
        verificationToken: token,
        password: 'brandnew2025',
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        status: 400,
        code: 'USERNAME_MOBILE_MISMATCH',
        message: '입력한 아이디와 휴대전화번호가 일치하지 않아요.',
        errors: [{ field: 'username', message: '입력한 아이디와 휴대전화번호가 일치하지 않아요.' }],
      });
    }
    // The refusals did not spend the token.
    const right = await post('/api/auth/reset-password', {
      username: owner.username,
      verificationToken: token,
      password: 'brandnew2025',
    });
    expect(right.status).toBe(204);
  });

  it('answers 400 on password for a weak one', async () => {
    const response = await post('/api/auth/reset-password', {
      username: 'someone',
      verificationToken: 'anything',
      password: 'onlyletters',
    });
    expect(await response.json()).toMatchObject({
      errors: [{ field: 'password', message: '비밀번호에 숫자를 하나 이상 넣어 주세요.' }],
    });
  });
});
