import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { createUsersRepository } from './features/accounts/users-repository';
import { silentLogger } from './lib/logger';
import { CLIENT_ROUTE_ACCESS } from './test/client-route-access';
import { createTestDatabase } from './test/db';
import { testEnv } from './test/env';
import { concretePath, listRoutes } from './test/routes';
import { bearer, createTestUser, login, TEST_PASSWORD } from './test/users';

// DESIGN "API conventions": every /api/client route checks login (401) and role or ownership
// (403) in one place. These cases are built from app.routes, so a route added anywhere is
// walked without anyone listing it here.

const START = Date.parse('2025-03-01T09:00:00.000Z');
let nowMs = START;
const database = await createTestDatabase();
const app = createApp({
  env: testEnv(),
  database,
  logger: silentLogger,
  now: () => new Date(nowMs),
});
const clientRoutes = listRoutes(app, { prefixes: ['/api/client/'] });

afterAll(async () => {
  await database.close();
});

function call(method: string, path: string, token?: string) {
  return app.request(path, { method, headers: token ? bearer(token) : {} });
}

async function expectUnauthenticated(response: Response) {
  expect(response.status).toBe(401);
  expect(await response.json()).toEqual({
    status: 401,
    code: 'UNAUTHENTICATED',
    message: '로그인이 필요해요.',
  });
}

describe('the walk', () => {
  it('finds the client routes', () => {
    expect(clientRoutes.map(({ key }) => key)).toEqual(
      expect.arrayContaining([
        'GET /api/client/me',
        'POST /api/client/me/delete',
        'GET /api/client/counselor',
      ]),
    );
  });
});

describe.each(clientRoutes)('$key', ({ method, path }) => {
  const target = concretePath(path);

  it('answers 401 without a token', async () => {
    await expectUnauthenticated(await call(method, target));
  });

  it('answers 401 with a garbage token', async () => {
    await expectUnauthenticated(await call(method, target, 'garbage.token.here'));
  });

  it('answers 401 with a token signed by another secret', async () => {
    const other = createApp({
      env: testEnv({ jwtSecret: 'another-secret-that-is-at-least-32-characters' }),
      database,
      logger: silentLogger,
    });
    const { accessToken } = await login(other, 'demo-user', 'demo1234!');
    await expectUnauthenticated(await call(method, target, accessToken));
  });

  it('answers 401 with an expired token', async () => {
    nowMs = START;
    const { accessToken } = await login(app, 'demo-user', 'demo1234!');
    nowMs = START + 3600_000;
    try {
      await expectUnauthenticated(await call(method, target, accessToken));
    } finally {
      nowMs = START;
    }
  });

  it('answers 401 once the user is disabled', async () => {
    const user = await createTestUser(database.db);
    const { accessToken } = await login(app, user.username!, TEST_PASSWORD);
    await createUsersRepository(database.db).setEnabled(user.id, false);
    await expectUnauthenticated(await call(method, target, accessToken));
  });

  it('answers 401 once the user deleted the account', async () => {
    const user = await createTestUser(database.db);
    const { accessToken } = await login(app, user.username!, TEST_PASSWORD);
    const deleted = await app.request('/api/client/me/delete', {
      method: 'POST',
      headers: { ...bearer(accessToken), 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(deleted.status).toBe(204);
    await expectUnauthenticated(await call(method, target, accessToken));
  });

  it('answers 401 after logout', async () => {
    const { accessToken } = await login(app, 'demo-user', 'demo1234!');
    await app.request('/api/auth/logout', { method: 'POST', headers: bearer(accessToken) });
    await expectUnauthenticated(await call(method, target, accessToken));
  });
});

describe('the access table (src/test/client-route-access.ts)', () => {
  it('has an entry for every client route', () => {
    const missing = clientRoutes
      .map(({ key }) => key)
      .filter((key) => !(key in CLIENT_ROUTE_ACCESS));
    expect(missing).toEqual([]);
  });

  it('has no entry for a route that does not exist', () => {
    const keys = new Set(clientRoutes.map(({ key }) => key));
    expect(Object.keys(CLIENT_ROUTE_ACCESS).filter((key) => !keys.has(key))).toEqual([]);
  });

  it('says why for every entry', () => {
    for (const access of Object.values(CLIENT_ROUTE_ACCESS)) expect(access.why).not.toBe('');
  });
});

const forbiddenCases = Object.entries(CLIENT_ROUTE_ACCESS).flatMap(([key, access]) =>
  access.forbidden === 'never' ? [] : [{ key, ...access.forbidden }],
);

describe.each(forbiddenCases)('403: $key as $as', ({ key, as, path, body }) => {
  it('answers 403 FORBIDDEN', async () => {
    const [method = 'GET', routePath = '/'] = key.split(' ');
    const context = { db: database.db, login: (u: string, p: string) => login(app, u, p) };
    const target =
      typeof path === 'function' ? await path(context) : (path ?? concretePath(routePath));
    const payload = typeof body === 'function' ? await body(context) : body;
    const { accessToken } = await login(app, as, 'demo1234!');
    const response = await app.request(target, {
      method,
      headers: { ...bearer(accessToken), 'Content-Type': 'application/json' },
      ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ status: 403, code: 'FORBIDDEN' });
  });
});
