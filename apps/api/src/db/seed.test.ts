import { asc, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { silentLogger } from '../lib/logger';
import { createTestDatabase } from '../test/db';
import { testEnv } from '../test/env';
import { login } from '../test/users';
import type { Database } from './database';
import { appMeta, counselors, routeRules, users } from './schema';
import { SEED_VERSION, seed } from './seed';

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
    expect(SEED_VERSION).toBe('2');
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
    const [rows] = await database.db.select({ n: count() }).from(counselors);
    expect(rows?.n).toBe(1);
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
