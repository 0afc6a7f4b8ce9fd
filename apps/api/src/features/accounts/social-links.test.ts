import { loginResponseSchema, socialLinksSchema, socialLoginResponseSchema } from '@arcana/domain';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { Database } from '../../db/database';
import { oauthFlows, users } from '../../db/schema';
import { silentLogger } from '../../lib/logger';
import { createSocialProviderClients } from '../../providers/social/oidc-social-provider';
import { verifiedToken } from '../../test/codes';
import { createTestDatabase } from '../../test/db';
import { testEnv } from '../../test/env';
import { followConsent, startSocialStandIns } from '../../test/social';
import { bearer, createTestUser, login, TEST_PASSWORD } from '../../test/users';

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
    providers: { social: createSocialProviderClients(env.social, { allowInsecureRequests: true }) },
  });
});

afterAll(async () => {
  await database.close();
  await standIns.close();
});

const freshMobile = () =>
  `0107${String(process.pid % 1000).padStart(3, '0')}${String(++mobileCounter).padStart(4, '0')}`;

async function passwordUser() {
  const user = await createTestUser(database.db);
  const { accessToken } = await login(app, user.username ?? '', TEST_PASSWORD);
  return { id: user.id, token: accessToken };
}

/** A person who joined with Google only: no password, one social link. */
async function googleOnlyUser(subject: string) {
  standIns.google.nextPerson({ subject, idTokenClaims: { email: `${subject}@example.com` } });
  const authorize = await app.request('/api/auth/social/google/authorize');
  const { code, state } = await followConsent(((await authorize.json()) as { url: string }).url);
  const started = await app.request('/api/auth/social/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ provider: 'GOOGLE', code, state }),
  });
  const result = v.parse(socialLoginResponseSchema, await started.json());
  if (result.result !== 'JOIN_REQUIRED') throw new Error('expected JOIN_REQUIRED');
  const mobile = freshMobile();
  const joined = await app.request('/api/auth/social/join', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      joinToken: result.joinToken,
      name: '구글 회원',
      mobile,
      verificationToken: await verifiedToken(app, mobile, 'JOIN'),
      agreements: { terms: true, privacy: true },
    }),
  });
  const { user, accessToken } = v.parse(loginResponseSchema, await joined.json());
  return { id: user.id, token: accessToken };
}

async function startLink(token: string, provider: string) {
  const response = await app.request(`/api/client/me/socials/${provider}/authorize`, {
    method: 'POST',
    headers: bearer(token),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { url: string }).url;
}

function linkCallback(token: string, body: unknown) {
  return app.request('/api/client/me/socials/link-callback', {
    method: 'POST',
    headers: { ...bearer(token), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function link(token: string, provider: 'KAKAO' | 'GOOGLE') {
  const { code, state } = await followConsent(await startLink(token, provider));
  return linkCallback(token, { provider, code, state });
}

function unlink(token: string, provider: string) {
  return app.request(`/api/client/me/socials/${provider}`, {
    method: 'DELETE',
    headers: bearer(token),
  });
}

async function links(token: string) {
  const response = await app.request('/api/client/me/socials', { headers: bearer(token) });
  expect(response.status).toBe(200);
  return v.parse(socialLinksSchema, await response.json());
}

describe('/api/client/me/socials', () => {
  it('lists no links for a new password user, with the providers on offer', async () => {
    const caller = await passwordUser();
    expect(await links(caller.token)).toEqual({
      providers: { kakao: true, google: true },
      linked: [],
    });
  });

  it('links Kakao through the link callback URL and lists it', async () => {
    const caller = await passwordUser();
    const url = new URL(await startLink(caller.token, 'KAKAO'));
    expect(url.searchParams.get('redirect_uri')).toBe(
      'http://127.0.0.1:5173/me/socials/link-callback?provider=KAKAO',
    );
    const [flow] = await database.db
      .select()
      .from(oauthFlows)
      .where(eq(oauthFlows.state, url.searchParams.get('state') ?? ''));
    expect(flow).toMatchObject({ intent: 'link', userId: caller.id, provider: 'KAKAO' });

    standIns.kakao.nextPerson({
      subject: 'kakao-link-1',
      idTokenClaims: { email: 'k@example.com' },
    });
    const { code, state } = await followConsent(url.href);
    const response = await linkCallback(caller.token, { provider: 'KAKAO', code, state });
    expect(response.status).toBe(200);
    const body = v.parse(socialLinksSchema, await response.json());
    expect(body.linked).toEqual([
      { provider: 'KAKAO', email: 'k@example.com', linkedAt: expect.any(String) },
    ]);
    expect(await links(caller.token)).toEqual(body);

    // The linked Kakao account now logs in as this user.
    standIns.kakao.nextPerson({ subject: 'kakao-link-1' });
    const authorize = await app.request('/api/auth/social/kakao/authorize');
    const again = await followConsent(((await authorize.json()) as { url: string }).url);
    const loggedIn = await app.request('/api/auth/social/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ provider: 'KAKAO', ...again }),
    });
    const result = v.parse(socialLoginResponseSchema, await loggedIn.json());
    expect(result.result === 'LOGGED_IN' && result.login.user.id).toBe(caller.id);
  });

  it('refuses a provider account already linked to another user with 409', async () => {
    const first = await passwordUser();
    const second = await passwordUser();
    standIns.google.nextPerson({ subject: 'google-shared' });
    expect((await link(first.token, 'GOOGLE')).status).toBe(200);

    standIns.google.nextPerson({ subject: 'google-shared' });
    const response = await link(second.token, 'GOOGLE');
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      status: 409,
      code: 'SOCIAL_LINKED_TO_OTHER',
      message: '다른 계정에 이미 연결된 소셜 계정이에요.',
    });
  });

  it('refuses a second account of the same provider with 409 and accepts a repeat of the same', async () => {
    const caller = await passwordUser();
    standIns.google.nextPerson({ subject: 'google-first-of-two' });
    expect((await link(caller.token, 'GOOGLE')).status).toBe(200);
    standIns.google.nextPerson({ subject: 'google-first-of-two' });
    expect((await link(caller.token, 'GOOGLE')).status).toBe(200);

    standIns.google.nextPerson({ subject: 'google-second-of-two' });
    const response = await link(caller.token, 'GOOGLE');
    expect(response.status).toBe(409);
    expect(((await response.json()) as { code: string }).code).toBe(
      'SOCIAL_PROVIDER_ALREADY_LINKED',
    );
  });

  it("answers 400 for another user's link state and for a login state", async () => {
    const owner = await passwordUser();
    const intruder = await passwordUser();
    const { code, state } = await followConsent(await startLink(owner.token, 'GOOGLE'));
    const stolen = await linkCallback(intruder.token, { provider: 'GOOGLE', code, state });
    expect(stolen.status).toBe(400);
    expect(((await stolen.json()) as { code: string }).code).toBe('OAUTH_STATE_INVALID');

    const authorize = await app.request('/api/auth/social/google/authorize');
    const loginFlow = await followConsent(((await authorize.json()) as { url: string }).url);
    const crossed = await linkCallback(owner.token, { provider: 'GOOGLE', ...loginFlow });
    expect(crossed.status).toBe(400);
  });

  it('answers 400 with field errors for a malformed link callback', async () => {
    const caller = await passwordUser();
    const response = await linkCallback(caller.token, { provider: 'NAVER', code: 5 });
    expect(response.status).toBe(400);
    expect(
      ((await response.json()) as { errors: { field: string }[] }).errors.map((e) => e.field),
    ).toEqual(['provider', 'code', 'state']);
  });

  it('never unlinks the last way to log in (409), but does once another exists', async () => {
    const caller = await googleOnlyUser('google-only-1');
    const refused = await unlink(caller.token, 'GOOGLE');
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      status: 409,
      code: 'LAST_LOGIN_METHOD',
      message: '다른 로그인 방법을 먼저 연결해 주세요.',
    });

    standIns.kakao.nextPerson({ subject: 'kakao-second-way' });
    expect((await link(caller.token, 'KAKAO')).status).toBe(200);
    const unlinked = await unlink(caller.token, 'google');
    expect(unlinked.status).toBe(200);
    expect(v.parse(socialLinksSchema, await unlinked.json()).linked.map((l) => l.provider)).toEqual(
      ['KAKAO'],
    );
    expect((await unlink(caller.token, 'KAKAO')).status).toBe(409);
  });

  it('unlinks the only social account of a user who has a password', async () => {
    const caller = await passwordUser();
    standIns.kakao.nextPerson({ subject: 'kakao-with-password' });
    expect((await link(caller.token, 'KAKAO')).status).toBe(200);
    const response = await unlink(caller.token, 'KAKAO');
    expect(response.status).toBe(200);
    expect(v.parse(socialLinksSchema, await response.json()).linked).toEqual([]);
    const [row] = await database.db.select().from(users).where(eq(users.id, caller.id));
    expect(row?.passwordHash).toBeTruthy();
  });

  it('answers 404 when nothing is linked for that provider, or the provider is unknown', async () => {
    const caller = await passwordUser();
    const missing = await unlink(caller.token, 'GOOGLE');
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { code: string }).code).toBe('SOCIAL_NOT_LINKED');
    expect((await unlink(caller.token, 'naver')).status).toBe(404);
  });

  it('answers 404 to a link authorize for a provider without a client ID', async () => {
    const plain = createApp({ env: testEnv(), database, logger: silentLogger });
    const caller = await passwordUser();
    const response = await plain.request('/api/client/me/socials/KAKAO/authorize', {
      method: 'POST',
      headers: bearer(caller.token),
    });
    expect(response.status).toBe(404);
    expect(((await response.json()) as { message: string }).message).toBe(
      '지원하지 않는 소셜 로그인이에요.',
    );
  });

  it('needs a login', async () => {
    expect((await app.request('/api/client/me/socials')).status).toBe(401);
    expect(
      (await app.request('/api/client/me/socials/KAKAO/authorize', { method: 'POST' })).status,
    ).toBe(401);
  });
});
