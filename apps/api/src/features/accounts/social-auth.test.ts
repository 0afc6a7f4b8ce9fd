import { loginResponseSchema, socialLoginResponseSchema } from '@arcana/domain';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { Database } from '../../db/database';
import { oauthFlows, socialAccounts, users } from '../../db/schema';
import { silentLogger } from '../../lib/logger';
import { createSocialProviderClients } from '../../providers/social/oidc-social-provider';
import { verifiedToken } from '../../test/codes';
import { createTestDatabase } from '../../test/db';
import { testEnv } from '../../test/env';
import { followConsent, startSocialStandIns } from '../../test/social';

const START = Date.parse('2025-03-01T09:00:00.000Z');
let nowMs = START;
let database: Database;
let app: ReturnType<typeof createApp>;
let standIns: Awaited<ReturnType<typeof startSocialStandIns>>;
let mobileCounter = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  standIns = await startSocialStandIns();
  const env = testEnv({ social: standIns.social });
  app = createApp({
    env,
    database,
    logger: silentLogger,
    now: () => new Date(nowMs),
    // Plain-http stand-ins: the only place insecure requests are allowed.
    providers: { social: createSocialProviderClients(env.social, { allowInsecureRequests: true }) },
  });
});

afterAll(async () => {
  await database.close();
  await standIns.close();
});

beforeEach(() => {
  nowMs = START;
});

const freshMobile = () =>
  `0108${String(process.pid % 1000).padStart(3, '0')}${String(++mobileCounter).padStart(4, '0')}`;

function postJson(path: string, body: unknown) {
  return app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function authorizeUrl(provider: string) {
  const response = await app.request(`/api/auth/social/${provider}/authorize?redirectUri=%2Fme`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { url: string }).url;
}

async function socialLogin(provider: 'KAKAO' | 'GOOGLE') {
  const { code, state } = await followConsent(await authorizeUrl(provider));
  const response = await postJson('/api/auth/social/login', { provider, code, state });
  expect(response.status).toBe(200);
  return v.parse(socialLoginResponseSchema, await response.json());
}

async function join(joinToken: string, mobile = freshMobile()) {
  const verificationToken = await verifiedToken(app, mobile, 'JOIN');
  return postJson('/api/auth/social/join', {
    joinToken,
    name: '구글 사용자',
    mobile,
    verificationToken,
    agreements: { terms: true, privacy: true },
  });
}

describe('GET /api/auth/social/providers', () => {
  it('offers the providers that have a client ID', async () => {
    expect(await (await app.request('/api/auth/social/providers')).json()).toEqual({
      kakao: true,
      google: true,
    });
    const plain = createApp({ env: testEnv(), database, logger: silentLogger });
    expect(await (await plain.request('/api/auth/social/providers')).json()).toEqual({
      kakao: false,
      google: false,
    });
  });

  it('answers 404 for a provider without a client ID and for an unknown one', async () => {
    const plain = createApp({ env: testEnv(), database, logger: silentLogger });
    for (const path of ['/api/auth/social/google/authorize', '/api/auth/social/naver/authorize']) {
      const response = await plain.request(path);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        status: 404,
        code: 'SOCIAL_PROVIDER_DISABLED',
        message: '지원하지 않는 소셜 로그인이에요.',
      });
    }
  });
});

describe('GET /api/auth/social/{provider}/authorize', () => {
  it('sends Google a state, a nonce and a PKCE S256 challenge', async () => {
    const url = new URL(await authorizeUrl('google'));
    expect(url.origin + url.pathname).toBe(`${standIns.google.issuer}/authorize`);
    const query = url.searchParams;
    expect(query.get('client_id')).toBe('google-client');
    expect(query.get('response_type')).toBe('code');
    expect(query.get('scope')).toBe('openid email profile');
    expect(query.get('redirect_uri')).toBe(
      'http://127.0.0.1:5173/auth/join/social?provider=GOOGLE',
    );
    expect(query.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(query.get('nonce')).toMatch(/^[\w-]{20,}$/);
    expect(query.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(query.get('code_challenge_method')).toBe('S256');

    const [flow] = await database.db
      .select()
      .from(oauthFlows)
      .where(eq(oauthFlows.state, query.get('state') ?? ''));
    expect(flow).toMatchObject({
      provider: 'GOOGLE',
      intent: 'login',
      userId: null,
      nonce: query.get('nonce'),
      redirectUri: 'http://127.0.0.1:5173/auth/join/social?provider=GOOGLE',
      usedAt: null,
    });
    expect(flow?.codeVerifier).toMatch(/^[\w-]{43,128}$/);
    expect(flow?.expiresAt.getTime()).toBe(START + 10 * 60 * 1000);
  });

  it('sends Kakao a state and a nonce but no PKCE', async () => {
    const query = new URL(await authorizeUrl('KAKAO')).searchParams;
    expect(query.get('redirect_uri')).toBe('http://127.0.0.1:5173/auth/join/social?provider=KAKAO');
    expect(query.get('scope')).toBe('openid,profile_nickname');
    expect(query.get('state')).toBeTruthy();
    expect(query.get('nonce')).toBeTruthy();
    expect(query.has('code_challenge')).toBe(false);
    expect(query.has('code_challenge_method')).toBe(false);
  });

  it('refuses a redirectUri that leaves the app', async () => {
    for (const redirectUri of ['https://evil.example/x', '//evil.example']) {
      const response = await app.request(
        `/api/auth/social/google/authorize?redirectUri=${encodeURIComponent(redirectUri)}`,
      );
      expect(response.status).toBe(400);
      expect(((await response.json()) as { errors: unknown }).errors).toEqual([
        { field: 'redirectUri', message: '돌아갈 주소가 올바르지 않아요.' },
      ]);
    }
  });

  it('answers 503 when the provider cannot be discovered', async () => {
    const env = testEnv({
      social: {
        kakao: undefined,
        google: { clientId: 'x', clientSecret: 'y', issuer: 'http://127.0.0.1:9/' },
      },
    });
    const offline = createApp({
      env,
      database,
      logger: silentLogger,
      providers: {
        social: createSocialProviderClients(env.social, { allowInsecureRequests: true }),
      },
    });
    const response = await offline.request('/api/auth/social/google/authorize');
    expect(response.status).toBe(503);
    expect(((await response.json()) as { code: unknown }).code).toBe('SOCIAL_PROVIDER_UNAVAILABLE');
  });

  it('refuses a plain-http provider unless insecure requests were allowed (tests only)', async () => {
    const strict = createApp({
      env: testEnv({ social: standIns.social }),
      database,
      logger: silentLogger,
    });
    const response = await strict.request('/api/auth/social/google/authorize');
    expect(response.status).toBe(503);
  });
});

describe('POST /api/auth/social/login and /join', () => {
  it('asks a new person to join, joins them, then logs them in', async () => {
    standIns.google.nextPerson({
      subject: 'google-new-1',
      idTokenClaims: { email: 'new@example.com', email_verified: true },
      userinfo: { name: '구글 이름', email: 'new@example.com' },
    });
    const first = await socialLogin('GOOGLE');
    if (first.result !== 'JOIN_REQUIRED') throw new Error('expected JOIN_REQUIRED');
    expect(first.profile).toEqual({ name: '구글 이름', email: 'new@example.com' });
    expect(first.joinToken).toMatch(/^[\w-]{43}$/);
    // The token request carried the PKCE verifier and the client secret in the form body.
    const tokenRequest = standIns.google.tokenRequests.at(-1);
    expect(tokenRequest?.get('code_verifier')).toMatch(/^[\w-]{43,128}$/);
    expect(tokenRequest?.get('client_secret')).toBe('google-secret');
    // RFC 6749 §4.1.3: exactly the redirect_uri of the authorize request, query included.
    expect(tokenRequest?.get('redirect_uri')).toBe(
      'http://127.0.0.1:5173/auth/join/social?provider=GOOGLE',
    );

    const mobile = freshMobile();
    const joined = await join(first.joinToken, mobile);
    expect(joined.status).toBe(201);
    const login = v.parse(loginResponseSchema, await joined.json());
    expect(login.user).toMatchObject({
      name: '구글 사용자',
      displayName: '구글 사용자',
      username: '',
      email: 'new@example.com',
      mobile,
      mobileVerified: true,
    });
    const [link] = await database.db
      .select()
      .from(socialAccounts)
      .where(eq(socialAccounts.userId, login.user.id));
    expect(link).toMatchObject({
      provider: 'GOOGLE',
      subject: 'google-new-1',
      email: 'new@example.com',
    });

    standIns.google.nextPerson({ subject: 'google-new-1' });
    const second = await socialLogin('GOOGLE');
    if (second.result !== 'LOGGED_IN') throw new Error('expected LOGGED_IN');
    expect(second.login.user.id).toBe(login.user.id);
    const me = await app.request('/api/client/me', {
      headers: { Authorization: `Bearer ${second.login.accessToken}` },
    });
    expect(me.status).toBe(200);
  });

  it('reads the Kakao nickname from the id_token', async () => {
    standIns.kakao.nextPerson({ subject: '4242', idTokenClaims: { nickname: '카카오친구' } });
    const result = await socialLogin('KAKAO');
    expect(result).toMatchObject({
      result: 'JOIN_REQUIRED',
      profile: { name: '카카오친구', email: '' },
    });
    const tokenRequest = standIns.kakao.tokenRequests.at(-1);
    expect(tokenRequest?.has('code_verifier')).toBe(false);
    expect(tokenRequest?.get('client_secret')).toBe('kakao-secret');
  });

  it('spends a join token once', async () => {
    standIns.google.nextPerson({ subject: 'google-once' });
    const first = await socialLogin('GOOGLE');
    if (first.result !== 'JOIN_REQUIRED') throw new Error('expected JOIN_REQUIRED');
    expect((await join(first.joinToken)).status).toBe(201);
    const again = await join(first.joinToken);
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({
      code: 'JOIN_TOKEN_INVALID',
      errors: [
        { field: 'joinToken', message: '가입 시간이 지났어요. 소셜 로그인을 다시 시작해 주세요.' },
      ],
    });
  });

  it('lets a join token expire after 30 minutes', async () => {
    standIns.google.nextPerson({ subject: 'google-late' });
    const first = await socialLogin('GOOGLE');
    if (first.result !== 'JOIN_REQUIRED') throw new Error('expected JOIN_REQUIRED');
    const mobile = freshMobile();
    const verificationToken = await verifiedToken(app, mobile, 'JOIN');
    nowMs = START + 30 * 60 * 1000 + 1;
    const response = await postJson('/api/auth/social/join', {
      joinToken: first.joinToken,
      name: '늦은 사람',
      mobile,
      verificationToken,
      agreements: { terms: true, privacy: true },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: unknown }).code).toBe('JOIN_TOKEN_INVALID');
  });

  it('refuses a join with a mobile that already has an account (409) and keeps the ticket', async () => {
    standIns.google.nextPerson({ subject: 'google-taken-mobile' });
    const first = await socialLogin('GOOGLE');
    if (first.result !== 'JOIN_REQUIRED') throw new Error('expected JOIN_REQUIRED');
    const mobile = freshMobile();
    const verificationToken = await verifiedToken(app, mobile, 'JOIN');
    await database.db.insert(users).values({ name: '먼저 온 사람', displayName: '먼저', mobile });
    const response = await postJson('/api/auth/social/join', {
      joinToken: first.joinToken,
      name: '늦은 사람',
      mobile,
      verificationToken,
      agreements: { terms: true, privacy: true },
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      code: 'MOBILE_TAKEN',
      errors: [{ field: 'mobile', message: '이미 가입된 휴대전화번호예요.' }],
    });
    expect((await join(first.joinToken)).status).toBe(201);
  });

  it('refuses a verification token for another mobile', async () => {
    standIns.google.nextPerson({ subject: 'google-wrong-mobile' });
    const first = await socialLogin('GOOGLE');
    if (first.result !== 'JOIN_REQUIRED') throw new Error('expected JOIN_REQUIRED');
    const verificationToken = await verifiedToken(app, freshMobile(), 'JOIN');
    const response = await postJson('/api/auth/social/join', {
      joinToken: first.joinToken,
      name: '다른 번호',
      mobile: freshMobile(),
      verificationToken,
      agreements: { terms: true, privacy: true },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: unknown }).code).toBe('VERIFICATION_TOKEN_INVALID');
  });

  it('answers 400 for an unknown state, a replayed state and an expired state', async () => {
    const unknown = await postJson('/api/auth/social/login', {
      provider: 'GOOGLE',
      code: 'whatever',
      state: 'not-a-state-we-issued',
    });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({
      status: 400,
      code: 'OAUTH_STATE_INVALID',
      message: '소셜 로그인을 다시 시작해 주세요.',
      errors: [{ field: 'state', message: '소셜 로그인을 다시 시작해 주세요.' }],
    });

    standIns.google.nextPerson({ subject: 'google-replay' });
    const { code, state } = await followConsent(await authorizeUrl('google'));
    expect(
      (await postJson('/api/auth/social/login', { provider: 'GOOGLE', code, state })).status,
    ).toBe(200);
    const replay = await postJson('/api/auth/social/login', { provider: 'GOOGLE', code, state });
    expect(replay.status).toBe(400);
    expect(((await replay.json()) as { code: unknown }).code).toBe('OAUTH_STATE_INVALID');

    const late = await followConsent(await authorizeUrl('google'));
    nowMs = START + 10 * 60 * 1000;
    const expired = await postJson('/api/auth/social/login', { provider: 'GOOGLE', ...late });
    expect(expired.status).toBe(400);
    expect(((await expired.json()) as { code: unknown }).code).toBe('OAUTH_STATE_INVALID');
  });

  it('answers 400 for a state started for the other provider', async () => {
    const { code, state } = await followConsent(await authorizeUrl('google'));
    const response = await postJson('/api/auth/social/login', { provider: 'KAKAO', code, state });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: unknown }).code).toBe('OAUTH_STATE_INVALID');
  });

  it('answers 400 when the id_token carries another nonce', async () => {
    standIns.kakao.nextPerson({ subject: 'kakao-nonce' });
    const { code, state } = await followConsent(await authorizeUrl('kakao'));
    standIns.kakao.tamperNextNonce('a-nonce-we-never-sent');
    const response = await postJson('/api/auth/social/login', { provider: 'KAKAO', code, state });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      status: 400,
      code: 'SOCIAL_LOGIN_FAILED',
      message: '소셜 로그인을 완료하지 못했어요. 다시 시도해 주세요.',
      errors: [{ field: 'code', message: '소셜 로그인을 완료하지 못했어요. 다시 시도해 주세요.' }],
    });
  });

  it('answers 400 when the PKCE verifier does not match the challenge', async () => {
    const { code, state } = await followConsent(await authorizeUrl('google'));
    await database.db
      .update(oauthFlows)
      .set({ codeVerifier: 'x'.repeat(43) })
      .where(eq(oauthFlows.state, state));
    const response = await postJson('/api/auth/social/login', { provider: 'GOOGLE', code, state });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: unknown }).code).toBe('SOCIAL_LOGIN_FAILED');
  });

  it('answers 400 for a code the provider never issued', async () => {
    const { state } = await followConsent(await authorizeUrl('google'));
    const response = await postJson('/api/auth/social/login', {
      provider: 'GOOGLE',
      code: 'forged-code',
      state,
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: unknown }).code).toBe('SOCIAL_LOGIN_FAILED');
  });

  it('refuses a disabled account with 403', async () => {
    standIns.kakao.nextPerson({ subject: 'kakao-disabled' });
    const first = await socialLogin('KAKAO');
    if (first.result !== 'JOIN_REQUIRED') throw new Error('expected JOIN_REQUIRED');
    const joined = v.parse(loginResponseSchema, await (await join(first.joinToken)).json());
    await database.db.update(users).set({ enabled: false }).where(eq(users.id, joined.user.id));

    standIns.kakao.nextPerson({ subject: 'kakao-disabled' });
    const { code, state } = await followConsent(await authorizeUrl('kakao'));
    const response = await postJson('/api/auth/social/login', { provider: 'KAKAO', code, state });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { code: unknown }).code).toBe('ACCOUNT_DISABLED');
  });

  it('answers 400 with field errors for malformed bodies', async () => {
    const login = await postJson('/api/auth/social/login', {
      provider: 'NAVER',
      code: '',
      state: 1,
    });
    expect(login.status).toBe(400);
    expect(
      ((await login.json()) as { errors: { field: string }[] }).errors.map((error) => error.field),
    ).toEqual(['provider', 'code', 'state']);
    const joinResponse = await postJson('/api/auth/social/join', {});
    expect(joinResponse.status).toBe(400);
  });
});
