import type { User } from '@arcana/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import { silentLogger } from '../../lib/logger';
import { verifiedToken } from '../../test/codes';
import { createTestDatabase } from '../../test/db';
import { testEnv } from '../../test/env';
import { bearer, createTestUser, login, TEST_PASSWORD } from '../../test/users';
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

/** A new user and their access token. */
async function signedIn() {
  const user = await createTestUser(database.db);
  const { accessToken } = await login(app, user.username ?? '', TEST_PASSWORD);
  return { user, accessToken };
}

function send(method: string, path: string, accessToken: string, body: unknown) {
  return app.request(path, {
    method,
    headers: { ...bearer(accessToken), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function me(accessToken: string): Promise<User> {
  return (await (
    await app.request('/api/client/me', { headers: bearer(accessToken) })
  ).json()) as User;
}

describe('without a login', () => {
  it.each([
    ['PATCH', '/api/client/me/profile-info'],
    ['PATCH', '/api/client/me/contact-info'],
    ['PATCH', '/api/client/me/mobile'],
    ['PATCH', '/api/client/me/notification-settings'],
    ['POST', '/api/client/fcm-token'],
  ])('%s %s answers 401', async (method, path) => {
    const response = await app.request(path, { method, body: '{}' });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

describe('PATCH /api/client/me/profile-info', () => {
  it('changes name and nickname and answers the User', async () => {
    const { accessToken } = await signedIn();
    const response = await send('PATCH', '/api/client/me/profile-info', accessToken, {
      name: ' 박별 ',
      displayName: '새벽별',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ name: '박별', displayName: '새벽별' });
  });

  it('answers 400 per bad field', async () => {
    const { accessToken } = await signedIn();
    const response = await send('PATCH', '/api/client/me/profile-info', accessToken, {
      name: '',
      displayName: '별',
    });
    expect(await response.json()).toMatchObject({
      status: 400,
      errors: [
        { field: 'name', message: '이름을 입력해 주세요.' },
        { field: 'displayName', message: '닉네임은 2자 이상이어야 해요.' },
      ],
    });
  });
});

describe('PATCH /api/client/me/contact-info', () => {
  it('stores a new e-mail unverified, keeps the state for the same one, clears with ""', async () => {
    const { user, accessToken } = await signedIn();
    const set = await send('PATCH', '/api/client/me/contact-info', accessToken, {
      email: 'star@example.com',
    });
    expect(await set.json()).toMatchObject({ email: 'star@example.com', emailVerified: false });

    await database.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
    const same = await send('PATCH', '/api/client/me/contact-info', accessToken, {
      email: 'star@example.com',
    });
    expect(await same.json()).toMatchObject({ email: 'star@example.com', emailVerified: true });

    const changed = await send('PATCH', '/api/client/me/contact-info', accessToken, {
      email: 'moon@example.com',
    });
    expect(await changed.json()).toMatchObject({ email: 'moon@example.com', emailVerified: false });

    const cleared = await send('PATCH', '/api/client/me/contact-info', accessToken, { email: '' });
    expect(await cleared.json()).toMatchObject({ email: '', emailVerified: false });
    const [row] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.email).toBeNull();
  });

  it('answers 400 on email for a malformed address', async () => {
    const { accessToken } = await signedIn();
    const response = await send('PATCH', '/api/client/me/contact-info', accessToken, {
      email: 'not-an-address',
    });
    expect(await response.json()).toMatchObject({
      errors: [{ field: 'email', message: '이메일 형식이 올바르지 않아요.' }],
    });
  });
});

describe('PATCH /api/client/me/mobile', () => {
  it('moves the account to the verified number', async () => {
    const { user, accessToken } = await signedIn();
    await database.db.update(users).set({ mobileVerified: false }).where(eq(users.id, user.id));
    const token = await verifiedToken(app, '01088880001', 'CHANGE_MOBILE');
    const response = await send('PATCH', '/api/client/me/mobile', accessToken, {
      mobile: '010-8888-0001',
      verificationToken: token,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ mobile: '01088880001', mobileVerified: true });

    const reused = await send('PATCH', '/api/client/me/mobile', accessToken, {
      mobile: '01088880001',
      verificationToken: token,
    });
    expect(reused.status).toBe(400);
  });

  it('refuses a token of another number or purpose', async () => {
    const { accessToken } = await signedIn();
    const otherNumber = await verifiedToken(app, '01088880002', 'CHANGE_MOBILE');
    const joinToken = await verifiedToken(app, '01088880003', 'JOIN');
    for (const [mobile, verificationToken] of [
      ['01088880004', otherNumber],
      ['01088880003', joinToken],
    ]) {
      const response = await send('PATCH', '/api/client/me/mobile', accessToken, {
        mobile,
        verificationToken,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        code: 'VERIFICATION_TOKEN_INVALID',
        errors: [{ field: 'verificationToken' }],
      });
    }
  });

  it('answers 409 on mobile when someone took the number after the code', async () => {
    const { accessToken } = await signedIn();
    const token = await verifiedToken(app, '01088880005', 'CHANGE_MOBILE');
    const other = await createTestUser(database.db);
    await createAccountRepository(database.db).updateMobile(other.id, '01088880005');
    const response = await send('PATCH', '/api/client/me/mobile', accessToken, {
      mobile: '01088880005',
      verificationToken: token,
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      status: 409,
      code: 'MOBILE_TAKEN',
      message: '이미 가입된 휴대전화번호예요.',
      errors: [{ field: 'mobile', message: '이미 가입된 휴대전화번호예요.' }],
    });
  });

  it('refuses to send a CHANGE_MOBILE code to a registered number', async () => {
    const response = await app.request('/api/auth/mobile/send-code', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ mobile: '010-0000-0002', purpose: 'CHANGE_MOBILE' }),
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ errors: [{ field: 'mobile' }] });
  });
});

describe('PATCH /api/client/me/notification-settings', () => {
  it('changes only the flags sent', async () => {
    const { accessToken } = await signedIn();
    const response = await send('PATCH', '/api/client/me/notification-settings', accessToken, {
      enabledAdPush: false,
      enabledEventEmail: false,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      enabledNotificationPush: true,
      enabledNotificationEmail: true,
      enabledEventPush: true,
      enabledEventEmail: false,
      enabledAdEmail: true,
      enabledAdPush: false,
    });
    const second = await send('PATCH', '/api/client/me/notification-settings', accessToken, {
      enabledAdPush: true,
    });
    expect(await second.json()).toMatchObject({ enabledAdPush: true, enabledEventEmail: false });
  });

  it.each([
    [{}, '바꿀 알림 설정을 하나 이상 골라 주세요.'],
    [{ enabledSms: true }, '알 수 없는 알림 설정이에요.'],
    [{ enabledAdPush: 'off' }, '켜기 또는 끄기로 선택해 주세요.'],
  ])('answers 400 for %j', async (body, message) => {
    const { accessToken } = await signedIn();
    const response = await send('PATCH', '/api/client/me/notification-settings', accessToken, body);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { errors: { message: string }[] };
    expect(answer.errors.map((error) => error.message)).toEqual([message]);
  });
});

describe('POST /api/client/fcm-token', () => {
  it('adds the token to the caller, and moves it when another user registers it', async () => {
    const first = await signedIn();
    const second = await signedIn();
    const body = { fcmToken: 'shared-device-token', appVersion: '2.0.0' };
    expect((await send('POST', '/api/client/fcm-token', first.accessToken, body)).status).toBe(204);
    expect((await me(first.accessToken)).fcmTokens).toEqual(['shared-device-token']);

    expect((await send('POST', '/api/client/fcm-token', second.accessToken, body)).status).toBe(
      204,
    );
    expect((await me(first.accessToken)).fcmTokens).toEqual([]);
    expect((await me(second.accessToken)).fcmTokens).toEqual(['shared-device-token']);
  });

  it('answers 400 on fcmToken for an empty token', async () => {
    const { accessToken } = await signedIn();
    const response = await send('POST', '/api/client/fcm-token', accessToken, { fcmToken: ' ' });
    expect(await response.json()).toMatchObject({
      errors: [{ field: 'fcmToken', message: '푸시 토큰이 비어 있어요.' }],
    });
  });

  // Regression: a NUL reached PostgreSQL ("invalid byte sequence for encoding UTF8: 0x00") and
  // the request answered 500.
  it('answers 400 with a Korean message for a NUL in fcmToken, and stores nothing', async () => {
    const { accessToken } = await signedIn();
    const response = await app.request('/api/client/fcm-token', {
      method: 'POST',
      headers: { ...bearer(accessToken), 'Content-Type': 'application/json' },
      body: '{"fcmToken":"\\u0000"}',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: '입력한 내용을 다시 확인해 주세요.',
      errors: [
        { field: 'fcmToken', message: '입력할 수 없는 문자가 들어 있어요. 다시 확인해 주세요.' },
      ],
    });
    expect((await me(accessToken)).fcmTokens).toEqual([]);
  });
});
