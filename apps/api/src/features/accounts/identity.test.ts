import { userSchema } from '@arcana/domain';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { Database } from '../../db/database';
import { identityVerifications, users } from '../../db/schema';
import { silentLogger } from '../../lib/logger';
import type { IdentityVerifier } from '../../providers/identity/identity-verifier';
import { createTestDatabase } from '../../test/db';
import { testEnv } from '../../test/env';
import { type PortOneStandIn, startPortOneStandIn } from '../../test/portone-stand-in';
import { bearer, createTestUser, login, TEST_PASSWORD } from '../../test/users';

let database: Database;
let app: ReturnType<typeof createApp>;
let portOne: PortOneStandIn;

beforeAll(async () => {
  database = await createTestDatabase();
  app = createApp({ env: testEnv(), database, logger: silentLogger });
  portOne = await startPortOneStandIn({ apiSecret: 'portone-secret', storeId: 'store-1' });
});

afterAll(async () => {
  await database.close();
  await portOne.close();
});

async function signIn(target = app) {
  const user = await createTestUser(database.db);
  const { accessToken } = await login(target, user.username ?? '', TEST_PASSWORD);
  return { id: user.id, token: accessToken };
}

async function standInVerification(outcome: 'VERIFIED' | 'FAILED', name = '홍길동') {
  const response = await app.request('/api/dev/identity-verifications', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name, phoneNumber: '010-1234-5678', birthDate: '1990-01-02', outcome }),
  });
  expect(response.status).toBe(201);
  const { identityVerificationId } = (await response.json()) as { identityVerificationId: string };
  return identityVerificationId;
}

function verify(token: string, id: string, target = app) {
  return target.request(`/api/client/me/identity-verify/${id}`, { headers: bearer(token) });
}

describe('GET /api/client/me/identity-verify/{verificationId}', () => {
  it('marks the caller verified after a VERIFIED check and answers the User', async () => {
    const caller = await signIn();
    const id = await standInVerification('VERIFIED');
    expect(id).toMatch(/^identity-verification-[0-9a-f-]{36}$/);

    const response = await verify(caller.token, id);
    expect(response.status).toBe(200);
    const user = v.parse(userSchema, await response.json());
    expect(user).toMatchObject({ id: caller.id, identityVerified: true });

    const [row] = await database.db
      .select()
      .from(identityVerifications)
      .where(eq(identityVerifications.id, id));
    expect(row?.userId).toBe(caller.id);
  });

  it('answers 400 for a FAILED check and leaves the caller unverified', async () => {
    const caller = await signIn();
    const response = await verify(caller.token, await standInVerification('FAILED'));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      status: 400,
      code: 'IDENTITY_NOT_VERIFIED',
      message: '본인인증을 완료하지 못했어요. 다시 시도해 주세요.',
      errors: [
        { field: 'verificationId', message: '본인인증을 완료하지 못했어요. 다시 시도해 주세요.' },
      ],
    });
    const [row] = await database.db.select().from(users).where(eq(users.id, caller.id));
    expect(row?.identityVerified).toBe(false);
  });

  it('answers 409 when another user already used the verification', async () => {
    const first = await signIn();
    const second = await signIn();
    const id = await standInVerification('VERIFIED');
    expect((await verify(first.token, id)).status).toBe(200);

    const response = await verify(second.token, id);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      status: 409,
      code: 'IDENTITY_VERIFICATION_USED',
      message: '이미 사용된 본인인증이에요.',
    });
  });

  it('answers 404 for an id the provider does not know', async () => {
    const caller = await signIn();
    const response = await verify(caller.token, 'identity-verification-unknown');
    expect(response.status).toBe(404);
    expect(((await response.json()) as { code: unknown }).code).toBe(
      'IDENTITY_VERIFICATION_NOT_FOUND',
    );
  });

  it.each([
    ['a space', 'has%20space'],
    ['a dot segment', '..%2Fsecret'],
    ['129 characters', 'a'.repeat(129)],
  ])('answers 400 for an id with %s', async (_name, id) => {
    const caller = await signIn();
    const response = await verify(caller.token, id);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [
        {
          field: 'verificationId',
          message: '본인인증 정보가 올바르지 않아요. 다시 시도해 주세요.',
        },
      ],
    });
  });

  it('skips the provider entirely when the caller is already verified (SPEC §5)', async () => {
    const throwing: IdentityVerifier = {
      lookup: () => Promise.reject(new Error('the provider must not be asked')),
    };
    const skipping = createApp({
      env: testEnv(),
      database,
      logger: silentLogger,
      providers: { identity: throwing },
    });
    const caller = await signIn(skipping);
    await database.db.update(users).set({ identityVerified: true }).where(eq(users.id, caller.id));

    const response = await verify(caller.token, 'identity-verification-anything', skipping);
    expect(response.status).toBe(200);
    expect(v.parse(userSchema, await response.json())).toMatchObject({
      id: caller.id,
      identityVerified: true,
    });
  });

  it('answers 503 when the provider cannot be reached', async () => {
    const offline: IdentityVerifier = {
      lookup: () => Promise.reject(new TypeError('fetch failed')),
    };
    const broken = createApp({
      env: testEnv(),
      database,
      logger: silentLogger,
      providers: { identity: offline },
    });
    const caller = await signIn(broken);
    const response = await verify(caller.token, 'identity-verification-x', broken);
    expect(response.status).toBe(503);
    expect(((await response.json()) as { message: unknown }).message).toBe(
      '본인인증 서비스에 연결할 수 없어요. 잠시 후 다시 시도해 주세요.',
    );
  });

  it('works end to end with the PortOne adapter against the PortOne stand-in', async () => {
    const real = createApp({
      env: testEnv({
        identity: {
          provider: 'portone',
          portone: { apiSecret: 'portone-secret', storeId: 'store-1', baseUrl: portOne.baseUrl },
        },
      }),
      database,
      logger: silentLogger,
    });
    portOne.records.set('identity-verification-portone-1', {
      status: 'VERIFIED',
      verifiedCustomer: { name: '홍길동' },
    });
    portOne.records.set('identity-verification-portone-2', { status: 'READY' });
    const caller = await signIn(real);

    const ready = await verify(caller.token, 'identity-verification-portone-2', real);
    expect(ready.status).toBe(400);
    const verified = await verify(caller.token, 'identity-verification-portone-1', real);
    expect(verified.status).toBe(200);
    expect(((await verified.json()) as { identityVerified: unknown }).identityVerified).toBe(true);
  });

  it('needs a login', async () => {
    const response = await app.request('/api/client/me/identity-verify/identity-verification-x');
    expect(response.status).toBe(401);
  });
});

describe('POST /api/dev/identity-verifications', () => {
  it('refuses a missing name and a bad outcome with field errors', async () => {
    const response = await app.request('/api/dev/identity-verifications', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: ' ', outcome: 'MAYBE', birthDate: '1990/01/02' }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: unknown }).errors).toEqual([
      { field: 'name', message: '이름을 입력해 주세요.' },
      { field: 'birthDate', message: '생년월일은 YYYY-MM-DD 형식으로 입력해 주세요.' },
      { field: 'outcome', message: '결과는 VERIFIED 또는 FAILED여야 해요.' },
    ]);
  });

  it('does not exist in production', async () => {
    const production = createApp({
      env: testEnv({ production: true }),
      database,
      logger: silentLogger,
    });
    const response = await production.request('/api/dev/identity-verifications', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: '홍길동', outcome: 'VERIFIED' }),
    });
    expect(response.status).toBe(404);
  });
});
