import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { silentLogger } from '../lib/logger';
import { createTestDatabase } from '../test/db';
import { testEnv } from '../test/env';
import { login } from '../test/users';
import type { Database } from './database';
import { appMeta, counselingSessions, counselors, routeRules, users } from './schema';
import { SEED_VERSION, seed, seoulTwoPm } from './seed';

let database: Database;

beforeAll(async () => {
  // The template was seeded already, so every seed() below is a repeat run.
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

async function snapshot() {
  return database.db
    .select({
      id: routeRules.id,
      path: routeRules.path,
      redirectTo: routeRules.redirectTo,
      permanent: routeRules.permanent,
    })
    .from(routeRules)
    .orderBy(asc(routeRules.path));
}

describe('seed', () => {
  it('holds the two SPEC §2 redirects', async () => {
    expect((await snapshot()).map(({ id: _id, ...rule }) => rule)).toEqual([
      { path: '/introduce', redirectTo: '/help/introduce', permanent: false },
      { path: '/welcome', redirectTo: '/', permanent: false },
    ]);
  });

  it('leaves the same rows when run twice more', async () => {
    const before = await snapshot();
    await seed(database.db);
    await seed(database.db);
    expect(await snapshot()).toEqual(before);
    const [rows] = await database.db.select({ n: count() }).from(routeRules);
    expect(rows?.n).toBe(2);
    const meta = await database.db.select().from(appMeta);
    expect(meta).toEqual([{ key: 'seed_version', value: SEED_VERSION }]);
    expect(SEED_VERSION).toBe('11');
  });
});

const DEMO_USERNAMES = ['demo-user', 'demo-counselor'];

async function demoAccounts() {
  return database.db
    .select({
      id: users.id,
      username: users.username,
      passwordHash: users.passwordHash,
      name: users.name,
      displayName: users.displayName,
      mobile: users.mobile,
      mobileVerified: users.mobileVerified,
      roles: users.roles,
      enabled: users.enabled,
    })
    .from(users)
    .where(inArray(users.username, DEMO_USERNAMES))
    .orderBy(asc(users.username));
}

describe('seeded demo accounts', () => {
  it('holds demo-user and demo-counselor with Argon2id hashes', async () => {
    const rows = await demoAccounts();
    expect(rows.map(({ id: _id, passwordHash: _hash, ...row }) => row)).toEqual([
      {
        username: 'demo-counselor',
        name: '데모 상담사',
        displayName: '별빛 상담사',
        mobile: '01000000002',
        mobileVerified: true,
        roles: ['USER', 'COUNSELOR'],
        enabled: true,
      },
      {
        username: 'demo-user',
        name: '데모 사용자',
        displayName: '데모',
        mobile: '01000000001',
        mobileVerified: true,
        roles: ['USER'],
        enabled: true,
      },
    ]);
    for (const row of rows) expect(row.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('gives demo-counselor a counselor row at level 1, status ON', async () => {
    const [counselor] = await database.db
      .select({ level: counselors.level, status: counselors.status, enabled: counselors.enabled })
      .from(counselors)
      .innerJoin(users, eq(users.id, counselors.userId))
      .where(eq(users.username, 'demo-counselor'));
    expect(counselor).toEqual({ level: 1, status: 'ON', enabled: true });
  });

  it('neither duplicates nor rehashes them when run again', async () => {
    const before = await demoAccounts();
    await seed(database.db);
    expect(await demoAccounts()).toEqual(before);
    // demo-counselor, the marketplace's 24 (db/seed-marketplace.ts) and the applicant at
    // level 0 (features/applications/seed.ts).
    const [rows] = await database.db.select({ n: count() }).from(counselors);
    expect(rows?.n).toBe(26);
  });

  it('lets both log in with demo1234!', async () => {
    const app = createApp({ env: testEnv(), database, logger: silentLogger });
    expect((await login(app, 'demo-user', 'demo1234!')).user.roles).toEqual(['USER']);
    expect((await login(app, 'demo-counselor', 'demo1234!')).user.roles).toEqual([
      'USER',
      'COUNSELOR',
    ]);
  });
});

describe('seoulTwoPm', () => {
  it.each([
    // 11:00 on 22 Nov in Seoul.
    ['2026-11-22T02:00:00.000Z', -1, '2026-11-21T05:00:00.000Z'],
    ['2026-11-22T02:00:00.000Z', 1, '2026-11-23T05:00:00.000Z'],
    // 23 Nov 01:00 in Seoul, though still 22 Nov in UTC: "tomorrow" is the 24th.
    ['2026-11-22T16:00:00.000Z', 1, '2026-11-24T05:00:00.000Z'],
    ['2026-12-31T20:00:00.000Z', 0, '2027-01-01T05:00:00.000Z'],
  ])('%s, %i days → %s', (now, days, expected) => {
    expect(seoulTwoPm(new Date(now), days).toISOString()).toBe(expected);
  });
});

describe('seeded demo sessions', () => {
  async function demoSessions() {
    return (
      database.db
        .select({
          status: counselingSessions.status,
          startTime: counselingSessions.startTime,
          durationSeconds: counselingSessions.durationSeconds,
          counselingType: counselingSessions.counselingType,
          startType: counselingSessions.startType,
          productName: counselingSessions.productName,
          userName: users.username,
        })
        .from(counselingSessions)
        .innerJoin(users, eq(users.id, counselingSessions.userId))
        // The marketplace's reviewed sessions are other people's (seed-marketplace.test.ts);
        // demo-user's past sessions with orders are the history's (seed-history.test.ts).
        .where(and(eq(users.username, 'demo-user'), isNull(counselingSessions.orderId)))
        .orderBy(asc(counselingSessions.id))
    );
  }

  it('holds one COMPLETED yesterday and one SCHEDULED tomorrow, both 14:00 Seoul', async () => {
    const rows = await demoSessions();
    expect(rows.map(({ startTime: _startTime, ...row }) => row)).toEqual([
      {
        status: 'COMPLETED',
        durationSeconds: 1800,
        counselingType: 'CHAT',
        startType: 'RESERVATION',
        productName: '데모 상담',
        userName: 'demo-user',
      },
      {
        status: 'SCHEDULED',
        durationSeconds: 1800,
        counselingType: 'CHAT',
        startType: 'RESERVATION',
        productName: '데모 상담',
        userName: 'demo-user',
      },
    ]);
    const [completed, scheduled] = rows;
    // 14:00 in Seoul is 05:00 UTC, two Seoul days apart.
    expect(completed?.startTime?.toISOString()).toMatch(/T05:00:00\.000Z$/);
    expect((scheduled?.startTime?.getTime() ?? 0) - (completed?.startTime?.getTime() ?? 0)).toBe(
      2 * 86_400_000,
    );
  });

  it('adds none when run again, even on another day', async () => {
    const before = await demoSessions();
    await seed(database.db, () => new Date('2030-01-01T00:00:00.000Z'));
    expect(await demoSessions()).toEqual(before);
  });
});
