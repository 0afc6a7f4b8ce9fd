import { type LoginResponse, loginResponseSchema, type User } from '@arcana/domain';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import { silentLogger } from '../../lib/logger';
import { verifiedToken } from '../../test/codes';
import { createTestDatabase } from '../../test/db';
import { testEnv } from '../../test/env';
import { bearer, createTestUser } from '../../test/users';

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

const joinBody = (overrides: Record<string, unknown>) => ({
  username: 'new_member',
  password: 'arcana2025',
  name: '김아르',
  mobile: '010-5555-0001',
  agreements: { terms: true, privacy: true },
  ...overrides,
});

describe('GET /api/auth/username-available', () => {
  it('answers false for a taken ID and true for a free one', async () => {
    const user = await createTestUser(database.db);
    const taken = await app.request(`/api/auth/username-available?username=${user.username}`);
    expect(await taken.json()).toEqual({ available: false });
    const free = await app.request('/api/auth/username-available?username=free_name_1');
    expect(free.status).toBe(200);
    expect(await free.json()).toEqual({ available: true });
  });

  it('answers 400 on username for an ID that breaks the rule', async () => {
    const response = await app.request('/api/auth/username-available?username=Bad-Name');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      errors: [
        { field: 'username', message: '아이디는 영문 소문자, 숫자, 밑줄(_)로 4~20자여야 해요.' },
      ],
    });
  });
});

describe('POST /api/auth/join', () => {
  it('creates the account, answers 201 with a login, and that login opens /api/client/me', async () => {
    const token = await verifiedToken(app, '01055550001', 'JOIN');
    const response = await post('/api/auth/join', joinBody({ verificationToken: token }));
    expect(response.status).toBe(201);
    const body = (await response.json()) as LoginResponse;
    expect(v.is(loginResponseSchema, body)).toBe(true);
    expect(body.user).toMatchObject({
      username: 'new_member',
      name: '김아르',
      displayName: '김아르',
      mobile: '01055550001',
      mobileVerified: true,
      email: '',
      roles: ['USER'],
      enabledAdPush: false,
      enabledAdEmail: false,
      enabledNotificationPush: true,
      createdAt: '2025-03-01T00:00:00.000Z',
    });
    expect(body.issuedAt).toBe(START);

    const me = await app.request('/api/client/me', { headers: bearer(body.accessToken) });
    expect(me.status).toBe(200);
    expect(((await me.json()) as User).username).toBe('new_member');

    const [row] = await database.db.select().from(users).where(eq(users.username, 'new_member'));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.marketingAgreedAt).toBeNull();
    const login = await post('/api/auth/login', { username: 'new_member', password: 'arcana2025' });
    expect(login.status).toBe(200);
  });

  it('stores a marketing agreement with its time and turns ad notifications on', async () => {
    const token = await verifiedToken(app, '01055550002', 'JOIN');
    const response = await post(
      '/api/auth/join',
      joinBody({
        username: 'marketing_yes',
        mobile: '01055550002',
        verificationToken: token,
        agreements: { terms: true, privacy: true, marketing: true },
      }),
    );
    expect(response.status).toBe(201);
    const { user } = (await response.json()) as LoginResponse;
    expect(user).toMatchObject({ enabledAdPush: true, enabledAdEmail: true });
    const [row] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.marketingAgreedAt?.toISOString()).toBe('2025-03-01T00:00:00.000Z');
  });

  it('answers 409 on username for a taken ID and keeps the token for the retry', async () => {
    const existing = await createTestUser(database.db);
    const token = await verifiedToken(app, '01055550003', 'JOIN');
    const taken = await post(
      '/api/auth/join',
      joinBody({ username: existing.username, mobile: '01055550003', verificationToken: token }),
    );
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({
      status: 409,
      code: 'USERNAME_TAKEN',
      message: '이미 사용 중인 아이디예요.',
      errors: [{ field: 'username', message: '이미 사용 중인 아이디예요.' }],
    });
    const retry = await post(
      '/api/auth/join',
      joinBody({ username: 'second_try', mobile: '01055550003', verificationToken: token }),
    );
    expect(retry.status).toBe(201);
  });

  it('answers 409 on mobile when the number joined in the meantime', async () => {
    const first = await verifiedToken(app, '01055550004', 'JOIN');
    nowMs += 60_000;
    const second = await verifiedToken(app, '01055550004', 'JOIN');
    const winner = await post(
      '/api/auth/join',
      joinBody({ username: 'quick_one', mobile: '01055550004', verificationToken: second }),
    );
    expect(winner.status).toBe(201);
    const loser = await post(
      '/api/auth/join',
      joinBody({ username: 'slow_one', mobile: '01055550004', verificationToken: first }),
    );
    expect(loser.status).toBe(409);
    expect(await loser.json()).toEqual({
      status: 409,
      code: 'MOBILE_TAKEN',
      message: '이미 가입된 휴대전화번호예요.',
      errors: [{ field: 'mobile', message: '이미 가입된 휴대전화번호예요.' }],
    });
  });

  const tokenRefusal = {
    status: 400,
    code: 'VERIFICATION_TOKEN_INVALID',
    message: '휴대전화 인증이 만료됐거나 올바르지 않아요. 다시 인증해 주세요.',
    errors: [
      {
        field: 'verificationToken',
        message: '휴대전화 인증이 만료됐거나 올바르지 않아요. 다시 인증해 주세요.',
      },
    ],
  };

  it('refuses a JOIN token of another mobile', async () => {
    const token = await verifiedToken(app, '01055550005', 'JOIN');
    const response = await post(
      '/api/auth/join',
      joinBody({ username: 'other_mobile', mobile: '01055550006', verificationToken: token }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(tokenRefusal);
  });

  it('refuses a token verified for another purpose', async () => {
    const token = await verifiedToken(app, '01055550007', 'FIND_ID');
    const response = await post(
      '/api/auth/join',
      joinBody({ username: 'wrong_purpose', mobile: '01055550007', verificationToken: token }),
    );
    expect(await response.json()).toEqual(tokenRefusal);
  });

  it('refuses a token that already made an account', async () => {
    const token = await verifiedToken(app, '01055550008', 'JOIN');
    const body = joinBody({
      username: 'once_only',
      mobile: '01055550008',
      verificationToken: token,
    });
    expect((await post('/api/auth/join', body)).status).toBe(201);
    const again = await post('/api/auth/join', { ...body, username: 'twice_only' });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual(tokenRefusal);
  });

  it('answers 400 with one Korean entry per bad field', async () => {
    const response = await post('/api/auth/join', {
      username: 'ab',
      password: 'short',
      name: '',
      mobile: '02-123-4567',
      verificationToken: '',
      agreements: { terms: false, privacy: true },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: '입력한 내용을 다시 확인해 주세요.',
      errors: [
        { field: 'username', message: '아이디는 영문 소문자, 숫자, 밑줄(_)로 4~20자여야 해요.' },
        { field: 'password', message: '비밀번호는 8자 이상이어야 해요.' },
        { field: 'name', message: '이름을 입력해 주세요.' },
        { field: 'mobile', message: '휴대전화번호를 정확히 입력해 주세요.' },
        { field: 'verificationToken', message: '휴대전화 인증을 먼저 완료해 주세요.' },
        { field: 'agreements.terms', message: '이용약관에 동의해 주세요.' },
      ],
    });
  });
});
