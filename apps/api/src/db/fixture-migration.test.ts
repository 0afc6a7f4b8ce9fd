import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { silentLogger } from '../lib/logger';
import { createScheduler } from '../lib/scheduler';
import { createEmptyDatabase } from '../test/db';
import { testEnv } from '../test/env';
import { bearer, login } from '../test/users';
import type { Database } from './database';
import { migrationsFolder } from './migrations-folder';
import { prepareDatabase } from './prepare-database';

// A database made by the api at 876151f (migrations 0000–0002), see fixtures/README.md. Every
// migration after it must keep every row and value it holds.
const FIXTURE = readFileSync(new URL('./fixtures/main-876151f.sql', import.meta.url), 'utf8');
// The remembered login of fixture_user (family until 2027-11-24, this token until 2026-12-24).
const FIXTURE_REFRESH_TOKEN = 'iDrjWN9D65YcTh27OWQ9MR53-1shgzjaBi3wpN7cd4w';
const DAY_AFTER_FIXTURE = Date.parse('2026-11-25T00:00:00.000Z');

type Row = Record<string, unknown>;
// Both drivers answer execute() with `{ rows }`; the shared drizzle type leaves it unknown.
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function load(database: Database) {
  // The dump empties search_path for its own session; RESET ALL gives it back.
  if (database.driver === 'pglite') {
    await database.client.exec(FIXTURE);
    await database.client.exec('RESET ALL');
    return;
  }
  const connection = await database.client.connect();
  try {
    await connection.query(FIXTURE);
    await connection.query('RESET ALL');
  } finally {
    connection.release();
  }
}

/** Every row of every table, as the jsonb PostgreSQL itself writes (same on both drivers). */
async function snapshot(database: Database): Promise<Map<string, Row[]>> {
  const tables = rowsOf<{ name: string }>(
    await database.db.execute(
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' order by table_name`,
    ),
  );
  const result = new Map<string, Row[]>();
  for (const { name } of tables) {
    const rows = rowsOf<{ row: Row }>(
      await database.db.execute(sql.raw(`select to_jsonb(t) as row from public."${name}" t`)),
    );
    result.set(
      name,
      rows.map(({ row }) => row),
    );
  }
  return result;
}

async function one<T>(database: Database, query: ReturnType<typeof sql>) {
  return rowsOf<T>(await database.db.execute(query))[0];
}

let database: Database;
let before: Map<string, Row[]>;

beforeAll(async () => {
  database = await createEmptyDatabase();
  await load(database);
  before = await snapshot(database);
  await prepareDatabase(database);
});

afterAll(async () => {
  await database.close();
});

describe('a database made by 876151f, migrated and seeded by today', () => {
  it('held what the fixture says before the migration', () => {
    const counts = Object.fromEntries([...before].map(([table, rows]) => [table, rows.length]));
    expect(counts).toEqual({
      app_meta: 1,
      counseling_sessions: 3,
      counselors: 1,
      dev_identity_verifications: 1,
      fcm_tokens: 1,
      identity_verifications: 1,
      login_failures: 1,
      notifications: 4,
      oauth_flows: 1,
      outbox: 2,
      pages: 1,
      refresh_tokens: 5,
      route_rules: 2,
      social_accounts: 1,
      uploads: 1,
      users: 3,
      verification_codes: 2,
    });
  });

  it('keeps every row with every old value (new columns and new rows aside)', async () => {
    const after = await snapshot(database);
    for (const [table, rows] of before) {
      // The seed records the version it last applied; a later seed bumps it. It also gives
      // demo-user its 5,000 welcome points once (orders' seedDemoPoints), a balance it changes.
      const kept = rows
        .filter((row) => !(table === 'app_meta' && row.key === 'seed_version'))
        .map((row) => {
          if (table !== 'users' || row.username !== 'demo-user') return row;
          const { point: _point, ...rest } = row;
          return rest;
        });
      expect(after.get(table), table).toEqual(
        expect.arrayContaining(kept.map((row) => expect.objectContaining(row))),
      );
    }
    const seedVersion = await one<{ value: string }>(
      database,
      sql`select value from app_meta where key = 'seed_version'`,
    );
    expect(Number(seedVersion?.value)).toBeGreaterThanOrEqual(3);
  });

  it('applies only the migrations after 0002', async () => {
    const journal = JSON.parse(
      readFileSync(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    const applied = rowsOf<{ id: number; created_at: string }>(
      await database.db.execute(
        sql`select id, created_at::text from drizzle.__drizzle_migrations order by id`,
      ),
    );
    expect(applied).toHaveLength(journal.entries.length);
    expect(applied.slice(0, 3)).toEqual([
      { id: 1, created_at: '1795308359830' },
      { id: 2, created_at: '1795309781563' },
      { id: 3, created_at: '1795313279956' },
    ]);
  });

  it('keeps literal values of each table', async () => {
    const expectRow = async (query: ReturnType<typeof sql>, expected: Row) =>
      expect(await one<Row>(database, query)).toEqual(expected);

    await expectRow(
      sql`select username, name, mobile, roles, identity_verified, profile_image_id::text
          from users where id = 3`,
      {
        username: 'fixture_user',
        name: '김고정',
        mobile: '01055550101',
        roles: ['USER'],
        identity_verified: true,
        profile_image_id: 'ae723806-a69a-4784-9ced-1dd0842acf2d',
      },
    );
    await expectRow(sql`select user_id, level, status from counselors where id = 1`, {
      user_id: 2,
      level: 1,
      status: 'ON',
    });
    await expectRow(
      sql`select user_id, app_version from fcm_tokens where token = 'fixture-fcm-token-1'`,
      {
        user_id: 3,
        app_version: '1.0.0',
      },
    );
    await expectRow(
      sql`select family_id::text, remember_me, family_expires_at::text from refresh_tokens
          where token_hash = '92d2oK9fH0EyvPYyJcfQIDNniIEJ6D3Gc1NaJg_8BQw'`,
      {
        family_id: 'c4e42805-5b16-48ff-9542-5e40c03c4c7a',
        remember_me: true,
        family_expires_at: '2027-11-24 01:31:49.926+00',
      },
    );
    await expectRow(
      sql`select mobile, purpose, verified_at is null as unused from verification_codes where id = 2`,
      {
        mobile: '01055550199',
        purpose: 'FIND_ID',
        unused: true,
      },
    );
    await expectRow(sql`select "to", code from outbox where id = 1`, {
      to: '01055550101',
      code: '735167',
    });
    await expectRow(sql`select key from login_failures where id = 1`, { key: 'user:fixture_user' });
    await expectRow(
      sql`select owner_user_id, origin_name, file_uri, width, height from uploads
          where id = 'ae723806-a69a-4784-9ced-1dd0842acf2d'`,
      {
        owner_user_id: 3,
        origin_name: 'profile.png',
        file_uri: '/api/public/files/ae723806-a69a-4784-9ced-1dd0842acf2d/original.png',
        width: 400,
        height: 300,
      },
    );
    await expectRow(
      sql`select user_id, provider, subject, email from social_accounts where id = 1`,
      {
        user_id: 3,
        provider: 'GOOGLE',
        subject: 'google-fixture-subject',
        email: 'fixture@example.com',
      },
    );
    await expectRow(sql`select provider, intent, user_id from oauth_flows`, {
      provider: 'GOOGLE',
      intent: 'link',
      user_id: 3,
    });
    await expectRow(
      sql`select user_id from identity_verifications
          where id = 'identity-verification-18d0523d-6ae8-41dc-8664-5c13afa4c2bd'`,
      { user_id: 3 },
    );
    await expectRow(
      sql`select status, name, birth_date from dev_identity_verifications
          where id = 'identity-verification-18d0523d-6ae8-41dc-8664-5c13afa4c2bd'`,
      { status: 'VERIFIED', name: '김고정', birth_date: '1990-01-02' },
    );
    await expectRow(
      sql`select audience, user_id, type, title, read_at is not null as read from notifications where id = 3`,
      {
        audience: 'USER',
        user_id: 3,
        type: 'SYSTEM_NOTICE',
        title: '고정 공지',
        read: true,
      },
    );
    await expectRow(
      sql`select user_id, counselor_id, status, start_time::text, duration_seconds, counseling_type
          from counseling_sessions where id = 3`,
      {
        user_id: 3,
        counselor_id: 1,
        status: 'SCHEDULED',
        start_time: '2030-05-01 05:00:00+00',
        duration_seconds: 3600,
        counseling_type: 'VIDEO',
      },
    );
    await expectRow(sql`select redirect_to from route_rules where path = '/introduce'`, {
      redirect_to: '/help/introduce',
    });
    await expectRow(sql`select title from pages where slug = 'about'`, { title: '아르카나 소개' });
  });

  it('backfills the upload attachments: the profile image in use is attached and public', async () => {
    expect(
      await one<Row>(
        database,
        sql`select visibility, purpose, attached_at::text, created_at::text from uploads
            where id = 'ae723806-a69a-4784-9ced-1dd0842acf2d'`,
      ),
    ).toEqual({
      visibility: 'PUBLIC',
      purpose: 'profile-image',
      attached_at: '2026-11-24 01:31:49.998218+00',
      created_at: '2026-11-24 01:31:49.998218+00',
    });
    expect(await one<Row>(database, sql`select count(*)::int as jobs from scheduled_jobs`)).toEqual(
      { jobs: 0 },
    );
  });

  it('new rows get fresh ids after the fixture', async () => {
    const next = await one<{ id: number }>(
      database,
      sql`insert into login_failures (key) values ('user:after-migration') returning id`,
    );
    expect(next?.id).toBe(2);
  });
});

describe('the app on the migrated database', () => {
  const app = () =>
    createApp({
      env: testEnv(),
      database,
      logger: silentLogger,
      now: () => new Date(DAY_AFTER_FIXTURE),
    });

  it('logs the joined user in with the password it joined with', async () => {
    const { user, accessToken } = await login(app(), 'fixture_user', 'fixture-pass1!');
    expect(user).toMatchObject({ id: 3, username: 'fixture_user', identityVerified: true });
    expect(user.profileImage?.fileUri).toBe(
      '/api/public/files/ae723806-a69a-4784-9ced-1dd0842acf2d/original.png',
    );
    const unread = await app().request('/api/client/me/notifications/unread-count', {
      headers: bearer(accessToken),
    });
    expect(await unread.json()).toBe(1);
    const socials = await app().request('/api/client/me/socials', { headers: bearer(accessToken) });
    expect(JSON.stringify(await socials.json())).toContain('GOOGLE');
  });

  it('still refreshes the remembered login family', async () => {
    const response = await app().request('/api/auth/refresh', {
      headers: bearer(FIXTURE_REFRESH_TOKEN),
    });
    expect(response.status).toBe(200);
  });

  it('the sweeps keep the attached profile image and the live login families', async () => {
    // 61 days on, the 30-day families of the fixture ended over 30 days ago.
    const now = () => new Date(DAY_AFTER_FIXTURE + 61 * 24 * 60 * 60 * 1000);
    const scheduler = createScheduler({ db: database.db, now, logger: silentLogger });
    createApp({ env: testEnv(), database, logger: silentLogger, now, scheduler });
    // The periodic jobs: the upload and login-family sweeps, the room's signal sweep and the
    // session clock's sweep.
    expect(await scheduler.runDue()).toBe(4);
    expect(
      await one<Row>(
        database,
        sql`select count(*)::int as uploads from uploads
            where id = 'ae723806-a69a-4784-9ced-1dd0842acf2d'`,
      ),
    ).toEqual({ uploads: 1 });
    // Only the remembered family (a year) is left of the fixture's logins.
    expect(before.get('refresh_tokens')?.some((row) => row.remember_me === false)).toBe(true);
    expect(
      await one<Row>(
        database,
        sql`select count(*) filter (where remember_me)::int as remembered,
                   count(*) filter (where not remember_me)::int as others
            from refresh_tokens`,
      ),
    ).toMatchObject({ remembered: expect.any(Number), others: 0 });
    expect(
      await one<Row>(
        database,
        sql`select count(*)::int as tokens from refresh_tokens where remember_me`,
      ),
    ).not.toEqual({ tokens: 0 });
  });

  it('logs the seeded demo accounts in', async () => {
    await expect(login(app(), 'demo-user', 'demo1234!')).resolves.toMatchObject({
      user: { id: 1 },
    });
    await expect(login(app(), 'demo-counselor', 'demo1234!')).resolves.toMatchObject({
      user: { id: 2 },
    });
  });
});
