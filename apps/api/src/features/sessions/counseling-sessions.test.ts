import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { silentLogger } from '../../lib/logger';
import { createTestDatabase } from '../../test/db';
import { testEnv } from '../../test/env';
import { bearer, createTestUser, login, TEST_PASSWORD } from '../../test/users';
import { createCounselorsRepository } from '../counselors';

// GET .../sessions/me/active and GET /api/client/counselor/sessions/active: PREPARING,
// IN_PROGRESS, and SCHEDULED from 5 minutes past its start to 24 hours ahead of it.

const NOW_MS = Date.parse('2026-11-22T03:00:00.000Z');
let nowMs = NOW_MS;
const database = await createTestDatabase();
const app = createApp({
  env: testEnv(),
  database,
  logger: silentLogger,
  now: () => new Date(nowMs),
});

afterAll(async () => {
  await database.close();
});

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const iso = (offsetMs: number) => new Date(NOW_MS + offsetMs).toISOString();

async function loggedInUser() {
  const user = await createTestUser(database.db);
  return {
    id: user.id,
    username: user.username!,
    token: (await login(app, user.username!, TEST_PASSWORD)).accessToken,
  };
}

async function loggedInCounselor() {
  const user = await createTestUser(database.db, { roles: ['USER', 'COUNSELOR'] });
  const counselors = createCounselorsRepository(database.db);
  await counselors.insertIfMissing({ userId: user.id, level: 1, status: 'ON' });
  const counselor = await counselors.findByUserId(user.id);
  return {
    userId: user.id,
    counselorId: counselor!.id,
    token: (await login(app, user.username!, TEST_PASSWORD)).accessToken,
  };
}

async function createSession(body: {
  userId: number;
  counselorId: number;
  status: string;
  startTime?: string | null;
}) {
  const response = await app.request('/api/dev/sessions', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ type: 'CHAT', ...body }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: number };
}

async function active(path: string, token: string) {
  const response = await app.request(path, { headers: bearer(token) });
  expect(response.status).toBe(200);
  return (await response.json()) as { id: number; status: string; startTime: string | null }[];
}

/** One session per case of the rule, for `userId` with `counselorId`. */
async function createEveryCase(userId: number, counselorId: number) {
  const make = (status: string, startTime: string | null) =>
    createSession({ userId, counselorId, status, startTime });
  return {
    inProgress: await make('IN_PROGRESS', iso(-10 * MINUTE)),
    preparing: await make('PREPARING', null),
    justStarted: await make('SCHEDULED', iso(-5 * MINUTE)),
    inADay: await make('SCHEDULED', iso(24 * HOUR)),
    tooLate: await make('SCHEDULED', iso(-5 * MINUTE - 1000)),
    tooEarly: await make('SCHEDULED', iso(24 * HOUR + 1000)),
    unscheduled: await make('SCHEDULED', null),
    pending: await make('PENDING', iso(10 * MINUTE)),
    completed: await make('COMPLETED', iso(-HOUR)),
    cancelled: await make('CANCELLED_BY_USER', iso(10 * MINUTE)),
    noShow: await make('NO_SHOW_BOTH', iso(-2 * MINUTE)),
  };
}

describe('GET /api/client/counseling/sessions/me/active', () => {
  it('lists the active and soon-starting sessions, earliest start first', async () => {
    const user = await loggedInUser();
    const counselor = await loggedInCounselor();
    const made = await createEveryCase(user.id, counselor.counselorId);
    // Someone else's active session is not the caller's.
    await createSession({
      userId: (await loggedInUser()).id,
      counselorId: counselor.counselorId,
      status: 'IN_PROGRESS',
      startTime: iso(0),
    });

    const sessions = await active('/api/client/counseling/sessions/me/active', user.token);
    expect(sessions.map(({ id, status, startTime }) => ({ id, status, startTime }))).toEqual([
      { id: made.inProgress.id, status: 'IN_PROGRESS', startTime: '2026-11-22T02:50:00.000Z' },
      { id: made.justStarted.id, status: 'SCHEDULED', startTime: '2026-11-22T02:55:00.000Z' },
      { id: made.inADay.id, status: 'SCHEDULED', startTime: '2026-11-23T03:00:00.000Z' },
      { id: made.preparing.id, status: 'PREPARING', startTime: null },
    ]);
  });

  it('moves with the clock', async () => {
    const user = await loggedInUser();
    const counselor = await loggedInCounselor();
    const soon = await createSession({
      userId: user.id,
      counselorId: counselor.counselorId,
      status: 'SCHEDULED',
      startTime: iso(25 * HOUR),
    });
    // Access tokens live an hour on the same clock: log in again at every moment.
    const idsAt = async (offsetMs: number) => {
      nowMs = NOW_MS + offsetMs;
      const { accessToken } = await login(app, user.username, TEST_PASSWORD);
      const sessions = await active('/api/client/counseling/sessions/me/active', accessToken);
      return sessions.map(({ id }) => id);
    };
    try {
      expect(await idsAt(0)).toEqual([]);
      expect(await idsAt(HOUR - 1000)).toEqual([]);
      expect(await idsAt(HOUR)).toEqual([soon.id]);
      expect(await idsAt(25 * HOUR + 5 * MINUTE)).toEqual([soon.id]);
      expect(await idsAt(25 * HOUR + 5 * MINUTE + 1000)).toEqual([]);
    } finally {
      nowMs = NOW_MS;
    }
  });

  it('sends SPEC §3 Session', async () => {
    const user = await loggedInUser();
    const counselor = await loggedInCounselor();
    const { id } = await createSession({
      userId: user.id,
      counselorId: counselor.counselorId,
      status: 'PREPARING',
    });
    expect(await active('/api/client/counseling/sessions/me/active', user.token)).toEqual([
      {
        id,
        status: 'PREPARING',
        startTime: null,
        durationSeconds: 1800,
        counselingType: 'CHAT',
        startType: 'IMMEDIATE',
        product: { name: '데모 상담', mainImage: null },
        counselor: { id: counselor.counselorId, name: '테스터' },
        user: { displayName: '테스터' },
        hasReview: false,
      },
    ]);
  });
});

describe('GET /api/client/counselor/sessions/active', () => {
  it("lists the same cases for the caller's counselor row", async () => {
    const counselor = await loggedInCounselor();
    const made = await createEveryCase((await loggedInUser()).id, counselor.counselorId);
    // Another counselor's session stays out.
    await createSession({
      userId: counselor.userId,
      counselorId: (await loggedInCounselor()).counselorId,
      status: 'IN_PROGRESS',
      startTime: iso(0),
    });

    const sessions = await active('/api/client/counselor/sessions/active', counselor.token);
    expect(sessions.map(({ id }) => id)).toEqual([
      made.inProgress.id,
      made.justStarted.id,
      made.inADay.id,
      made.preparing.id,
    ]);
  });

  it('answers 403 to a plain user and 404 to a COUNSELOR without a counselor row', async () => {
    const user = await loggedInUser();
    const forbidden = await app.request('/api/client/counselor/sessions/active', {
      headers: bearer(user.token),
    });
    expect(forbidden.status).toBe(403);
    const bare = await createTestUser(database.db, { roles: ['USER', 'COUNSELOR'] });
    const { accessToken } = await login(app, bare.username!, TEST_PASSWORD);
    const missing = await app.request('/api/client/counselor/sessions/active', {
      headers: bearer(accessToken),
    });
    expect(missing.status).toBe(404);
  });
});
