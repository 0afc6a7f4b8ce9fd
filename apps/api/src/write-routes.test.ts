import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { createSessionService } from './features/accounts/session-service';
import { silentLogger } from './lib/logger';
import { createTestDatabase } from './test/db';
import { testEnv } from './test/env';
import { concretePath, listRoutes } from './test/routes';
import { createTestUser } from './test/users';
import { WRITE_ROUTE_BODIES } from './test/write-route-bodies';

// "Bad input anywhere → 400 with errors, never 500": every write route gets the same set of
// malformed bodies. Routes come from app.routes, so a new one is walked without being listed.

const env = testEnv();
const database = await createTestDatabase();
const app = createApp({ env, database, logger: silentLogger });
const sessions = createSessionService({ db: database.db, env });
const writeRoutes = listRoutes(app, {
  prefixes: ['/api/auth/', '/api/client/', '/api/dev/'],
  methods: ['POST', 'PUT', 'PATCH', 'DELETE'],
});

afterAll(async () => {
  await database.close();
});

const ONE_MEGABYTE = 'a'.repeat(1024 * 1024);
const JSON_TYPE = 'application/json';

type Case = {
  name: string;
  body: string;
  contentType: string;
  /** What a route with a required JSON object body must answer. */
  expect: 'malformed' | 'field-errors';
  /** An all-optional body may be valid here. */
  validWhenOptional: boolean;
};

const cases = (longField = 'username'): Case[] => [
  {
    name: 'not json',
    body: 'not json',
    contentType: JSON_TYPE,
    expect: 'malformed',
    validWhenOptional: false,
  },
  {
    name: '[]',
    body: '[]',
    contentType: JSON_TYPE,
    expect: 'field-errors',
    validWhenOptional: false,
  },
  {
    name: 'null',
    body: 'null',
    contentType: JSON_TYPE,
    expect: 'field-errors',
    validWhenOptional: false,
  },
  {
    name: '{}',
    body: '{}',
    contentType: JSON_TYPE,
    expect: 'field-errors',
    validWhenOptional: true,
  },
  {
    name: '{"username": 5}',
    body: '{"username": 5}',
    contentType: JSON_TYPE,
    expect: 'field-errors',
    validWhenOptional: true,
  },
  {
    name: `a 1 MB string in ${longField}`,
    body: JSON.stringify({ [longField]: ONE_MEGABYTE }),
    contentType: JSON_TYPE,
    expect: 'field-errors',
    validWhenOptional: longField === 'username',
  },
  {
    name: 'wrong content-type',
    body: '{"username":"demo-user","password":"demo1234!"}',
    contentType: 'text/plain',
    expect: 'field-errors',
    validWhenOptional: true,
  },
];

/** A throwaway account per request, so a route that succeeds cannot spoil the next case. */
async function freshToken(): Promise<string> {
  const user = await createTestUser(database.db);
  return (await sessions.issue(user.id, { rememberMe: false })).accessToken;
}

describe('the walk', () => {
  it('finds the write routes', () => {
    expect(writeRoutes.map(({ key }) => key)).toEqual(
      expect.arrayContaining(['POST /api/auth/login', 'POST /api/client/me/delete']),
    );
  });

  it('has no exception for a route that does not exist', () => {
    const keys = new Set(writeRoutes.map(({ key }) => key));
    expect(Object.keys(WRITE_ROUTE_BODIES).filter((key) => !keys.has(key))).toEqual([]);
  });
});

describe.each(writeRoutes)('$key', ({ method, path, key }) => {
  const exception = WRITE_ROUTE_BODIES[key];
  const longField = exception?.body === 'optional-fields' ? exception.longField : undefined;

  it.each(cases(longField))('answers $name without a 500', async (testCase) => {
    const response = await app.request(concretePath(path), {
      method,
      headers: {
        Authorization: `Bearer ${await freshToken()}`,
        'Content-Type': testCase.contentType,
      },
      body: testCase.body,
    });
    const text = await response.text();
    expect(response.status, text.slice(0, 300)).toBeLessThan(500);

    if (exception?.body === 'none') return;
    if (exception?.body === 'multipart') {
      expect(response.status, text.slice(0, 300)).toBeGreaterThanOrEqual(400);
      return;
    }
    if (exception?.body === 'optional-fields' && testCase.validWhenOptional) return;

    expect(response.status, text.slice(0, 300)).toBe(400);
    const body = JSON.parse(text);
    if (testCase.expect === 'malformed') {
      expect(body).toEqual({
        status: 400,
        code: 'MALFORMED_JSON',
        message: '요청 본문이 올바른 JSON 형식이 아니에요.',
      });
    } else {
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.errors.length).toBeGreaterThan(0);
    }
  });
});
