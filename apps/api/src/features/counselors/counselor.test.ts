import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { Database } from '../../db/database';
import { silentLogger } from '../../lib/logger';
import { createTestDatabase } from '../../test/db';
import { testEnv } from '../../test/env';
import { bearer, createTestUser, login, TEST_PASSWORD } from '../../test/users';

let database: Database;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = createApp({ env: testEnv(), database, logger: silentLogger });
});

afterAll(async () => {
  await database.close();
});

describe('GET /api/client/counselor', () => {
  it('answers the seeded counselor profile to demo-counselor', async () => {
    const { accessToken } = await login(app, 'demo-counselor', 'demo1234!');
    const response = await app.request('/api/client/counselor', { headers: bearer(accessToken) });
    expect(response.status).toBe(200);
    // The whole answer (counselorSelfSchema) is the counselor-office feature's; see its tests.
    expect(await response.json()).toMatchObject({
      id: expect.any(Number),
      level: 1,
      status: 'ON',
      enabled: true,
    });
  });

  it('answers 403 FORBIDDEN to a user without the COUNSELOR role', async () => {
    const { accessToken } = await login(app, 'demo-user', 'demo1234!');
    const response = await app.request('/api/client/counselor', { headers: bearer(accessToken) });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      status: 403,
      code: 'FORBIDDEN',
      message: '권한이 없어요.',
    });
  });

  it('answers 404 to a COUNSELOR without a counselor row', async () => {
    const user = await createTestUser(database.db, { roles: ['USER', 'COUNSELOR'] });
    const { accessToken } = await login(app, user.username!, TEST_PASSWORD);
    const response = await app.request('/api/client/counselor', { headers: bearer(accessToken) });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ message: '상담사 정보를 찾을 수 없어요.' });
  });

  it('does not guard a neighbouring path that only starts with the same letters', async () => {
    const { accessToken } = await login(app, 'demo-user', 'demo1234!');
    const response = await app.request('/api/client/counselor-categories-not-a-route', {
      headers: bearer(accessToken),
    });
    expect(response.status).toBe(404);
  });
});
