import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { Database } from '../../db/database';
import { silentLogger } from '../../lib/logger';
import {
  hideOtherCounselors,
  insertTestCounselor,
  type TestCounselor,
} from '../../test/counselors';
import { createTestDatabase } from '../../test/db';
import { testEnv } from '../../test/env';
import { jsonCaller } from '../../test/json-call';
import { createTestUser, login, TEST_PASSWORD } from '../../test/users';
import { counselors } from './tables';

let database: Database;
let call: ReturnType<typeof jsonCaller>;
let token: string;
let otherToken: string;
const kept: TestCounselor[] = [];
let hidden: TestCounselor;

beforeAll(async () => {
  database = await createTestDatabase();
  const app = createApp({ env: testEnv(), database, logger: silentLogger });
  call = jsonCaller(app);
  await hideOtherCounselors(database.db);
  for (const name of ['가람', '나래', '다솜']) {
    kept.push(await insertTestCounselor(database.db, { name, introduction: `${name} 소개` }));
  }
  hidden = await insertTestCounselor(database.db, { name: '라온', enabled: false });
  const user = await createTestUser(database.db);
  token = (await login(app, user.username ?? '', TEST_PASSWORD)).accessToken;
  const other = await createTestUser(database.db);
  otherToken = (await login(app, other.username ?? '', TEST_PASSWORD)).accessToken;
});

afterAll(async () => {
  await database.close();
});

const path = (id: number) => `/api/client/me/favorites/counselors/${id}`;
const namesOf = (json: { content: { name: string }[] }) => json.content.map(({ name }) => name);

describe('favourite counselors', () => {
  it('adds with PUT (twice is fine), lists newest first by cursor and removes with DELETE', async () => {
    const [garam, narae, dasom] = kept as [TestCounselor, TestCounselor, TestCounselor];
    for (const counselor of [garam, narae, dasom, narae]) {
      const { status, text } = await call('PUT', path(counselor.id), token);
      expect({ status, text }).toEqual({ status: 204, text: '' });
    }

    const first = await call('GET', '/api/client/me/favorites/counselors?limit=2', token);
    expect(first.status).toBe(200);
    expect(namesOf(first.json)).toEqual(['다솜', '나래']);
    expect(first.json).toMatchObject({ empty: false, last: false, totalPages: 2 });
    expect(first.json.content[0]).toMatchObject({ id: dasom.id, favorite: true });
    const second = await call(
      'GET',
      `/api/client/me/favorites/counselors?limit=2&lastId=${narae.id}`,
      token,
    );
    expect(namesOf(second.json)).toEqual(['가람']);
    expect(second.json).toMatchObject({ empty: false, last: true, totalPages: 1 });

    const detail = await call('GET', `/api/public/counselors/${narae.id}`, token);
    expect(detail.json).toMatchObject({ favorite: true, favoriteCount: 1 });
    const asGuest = await call('GET', `/api/public/counselors/${narae.id}`);
    expect(asGuest.json).toMatchObject({ favorite: false, favoriteCount: 1 });
    const listed = await call('GET', '/api/public/counselors?sort=NEWEST', token);
    expect(
      listed.json.content.map(({ name, favorite }: { name: string; favorite: boolean }) => [
        name,
        favorite,
      ]),
    ).toEqual([
      ['다솜', true],
      ['나래', true],
      ['가람', true],
    ]);

    expect((await call('DELETE', path(narae.id), token)).status).toBe(204);
    expect((await call('DELETE', path(narae.id), token)).status).toBe(204);
    const after = await call('GET', '/api/client/me/favorites/counselors', token);
    expect(namesOf(after.json)).toEqual(['다솜', '가람']);
    const others = await call('GET', '/api/client/me/favorites/counselors', otherToken);
    expect(others.json).toEqual({ content: [], empty: true, last: true, totalPages: 0 });
  });

  it('leaves a paused counselor out of the list until it is listed again', async () => {
    const [garam] = kept as [TestCounselor];
    await database.db.update(counselors).set({ enabled: false }).where(eq(counselors.id, garam.id));
    expect(namesOf((await call('GET', '/api/client/me/favorites/counselors', token)).json)).toEqual(
      ['다솜'],
    );
    await database.db.update(counselors).set({ enabled: true }).where(eq(counselors.id, garam.id));
    expect(namesOf((await call('GET', '/api/client/me/favorites/counselors', token)).json)).toEqual(
      ['다솜', '가람'],
    );
  });

  it('answers 404 in Korean for an unknown or hidden counselor, 401 without a login', async () => {
    for (const id of [hidden.id, 2_147_483_647, 99_999_999_999]) {
      const { status, json } = await call('PUT', path(id), token);
      expect({ status, json }).toEqual({
        status: 404,
        json: { status: 404, code: 'NOT_FOUND', message: '상담사를 찾을 수 없어요.' },
      });
    }
    expect((await call('DELETE', path(hidden.id), token)).status).toBe(404);
    expect((await call('PUT', path(kept[0]?.id ?? 0))).status).toBe(401);
    expect((await call('GET', '/api/client/me/favorites/counselors')).status).toBe(401);
    const bad = await call('GET', '/api/client/me/favorites/counselors?limit=0&lastId=x', token);
    expect(bad.status).toBe(400);
  });
});
