import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { refreshTokens, users } from '../../db/schema';
import { createTestDatabase } from '../../test/db';
import { createTestUser } from '../../test/users';
import { createSessionService, hashRefreshToken } from './session-service';

const START = Date.parse('2025-03-01T09:00:00.000Z');
const DAY = 24 * 3600_000;
let nowMs = START;
let database: Database;
let sessions: ReturnType<typeof createSessionService>;

beforeAll(async () => {
  database = await createTestDatabase();
  sessions = createSessionService({
    db: database.db,
    env: { jwtSecret: 'session-service-test-secret-of-32-characters' },
    now: () => new Date(nowMs),
  });
});

afterAll(async () => {
  await database.close();
});

beforeEach(() => {
  nowMs = START;
});

async function familyRow(refreshToken: string) {
  const [row] = await database.db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(refreshToken)));
  return row;
}

describe('issue', () => {
  it('stores a 30-day token in a 1-year family with rememberMe', async () => {
    const user = await createTestUser(database.db);
    const login = await sessions.issue(user.id, { rememberMe: true });
    expect(await familyRow(login.refreshToken)).toMatchObject({
      userId: user.id,
      rememberMe: true,
      expiresAt: new Date(START + 30 * DAY),
      familyExpiresAt: new Date(START + 365 * DAY),
      rotatedAt: null,
      revokedAt: null,
    });
  });

  it('stores a 30-day token in a 30-day family without it', async () => {
    const user = await createTestUser(database.db);
    const login = await sessions.issue(user.id, { rememberMe: false });
    expect(await familyRow(login.refreshToken)).toMatchObject({
      rememberMe: false,
      expiresAt: new Date(START + 30 * DAY),
      familyExpiresAt: new Date(START + 30 * DAY),
    });
  });

  it('never lets a rotated token outlive its family', async () => {
    const user = await createTestUser(database.db);
    const first = await sessions.issue(user.id, { rememberMe: false });
    nowMs = START + 20 * DAY;
    const second = await sessions.refresh(first.refreshToken);
    expect((await familyRow(second.refreshToken))?.expiresAt).toEqual(new Date(START + 30 * DAY));
  });
});

describe('authenticate', () => {
  it('accepts an access token for 3599 s and refuses it at 3600 s', async () => {
    const user = await createTestUser(database.db);
    const { accessToken } = await sessions.issue(user.id, { rememberMe: false });
    nowMs = START + 3599_000;
    expect(await sessions.authenticate(accessToken)).toEqual({
      userId: user.id,
      roles: ['USER'],
      familyId: expect.any(String),
    });
    nowMs = START + 3600_000;
    expect(await sessions.authenticate(accessToken)).toBeNull();
  });

  it('reads roles from the user row, not from the token', async () => {
    const user = await createTestUser(database.db, { roles: ['USER', 'COUNSELOR'] });
    const { accessToken } = await sessions.issue(user.id, { rememberMe: false });
    await database.db
      .update(users)
      .set({ roles: ['USER'] })
      .where(eq(users.id, user.id));
    expect((await sessions.authenticate(accessToken))?.roles).toEqual(['USER']);
  });

  it('refuses a token whose payload was edited', async () => {
    const user = await createTestUser(database.db);
    const { accessToken } = await sessions.issue(user.id, { rememberMe: false });
    const [header, payload, signature] = accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, roles: ['COUNSELOR'] })).toString(
      'base64url',
    );
    expect(await sessions.authenticate(`${header}.${forged}.${signature}`)).toBeNull();
  });
});

describe('revokeAllForUser', () => {
  it('ends every family of the user', async () => {
    const user = await createTestUser(database.db);
    const phone = await sessions.issue(user.id, { rememberMe: true });
    const laptop = await sessions.issue(user.id, { rememberMe: false });
    await sessions.revokeAllForUser(user.id);
    expect(await sessions.authenticate(phone.accessToken)).toBeNull();
    expect(await sessions.authenticate(laptop.accessToken)).toBeNull();
    await expect(sessions.refresh(laptop.refreshToken)).rejects.toMatchObject({ status: 401 });
  });
});
