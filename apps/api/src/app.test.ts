import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from './app';
import type { Database } from './db/database';
import { readDatabaseUrl } from './env';
import { silentLogger } from './lib/logger';
import { createTestDatabase } from './test/db';
import { testEnv } from './test/env';

const expectedDriver = readDatabaseUrl() ? 'postgres' : 'pglite';

let database: Database;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = createApp({ env: testEnv(), database, logger: silentLogger });
});

afterAll(async () => {
  await database.close();
});

describe('GET /api/health', () => {
  it('answers ok with the driver in use', async () => {
    const response = await app.request('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', db: expectedDriver });
  });

  it('sends API security headers and no-store', async () => {
    const response = await app.request('/api/health');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
  });
});

describe('unknown paths', () => {
  it('answers an unknown /api path with the JSON 404 body', async () => {
    const response = await app.request('/api/does-not-exist?x=1');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toEqual({
      status: 404,
      code: 'NOT_FOUND',
      message: '요청한 주소를 찾을 수 없어요.',
    });
  });

  it('answers a wrong method on a known path with the JSON 404 body', async () => {
    const response = await app.request('/api/health', { method: 'DELETE' });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });
});

describe('request bodies', () => {
  it('answers malformed JSON with 400, not 500', async () => {
    const response = await app.request('/api/dev/echo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"message": ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      status: 400,
      code: 'MALFORMED_JSON',
      message: '요청 본문이 올바른 JSON 형식이 아니에요.',
    });
  });

  it('answers a body of the wrong shape with one Korean entry per field', async () => {
    const response = await app.request('/api/dev/echo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"message": 5}',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: '입력한 내용을 다시 확인해 주세요.',
      errors: [{ field: 'message', message: '올바른 값이 아니에요.' }],
    });
  });

  it('answers an array body with one entry on field body', async () => {
    const response = await app.request('/api/dev/echo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '[1, 2]',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      errors: [{ field: 'body', message: '올바른 값이 아니에요.' }],
    });
  });

  it('accepts a valid body', async () => {
    const response = await app.request('/api/dev/echo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ message: '안녕' }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: '안녕' });
  });
});

describe('/api/dev', () => {
  it('is mounted outside production', async () => {
    const response = await app.request('/api/dev/ping');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ pong: true });
  });

  it('is absent in production', async () => {
    const production = createApp({
      env: testEnv({ production: true }),
      database,
      logger: silentLogger,
    });
    const ping = await production.request('/api/dev/ping');
    expect(ping.status).toBe(404);
    expect(await ping.json()).toMatchObject({ code: 'NOT_FOUND' });
    const echo = await production.request('/api/dev/echo', { method: 'POST', body: '{}' });
    expect(echo.status).toBe(404);
    // The rest of the api is unaffected.
    expect((await production.request('/api/health')).status).toBe(200);
  });
});

describe('when the database is gone', () => {
  it('reports 503 on health and a generic 500 elsewhere, without leaking details', async () => {
    const broken = await createTestDatabase();
    const logger = { info: vi.fn(), error: vi.fn() };
    const brokenApp = createApp({ env: testEnv(), database: broken, logger });
    await broken.close();

    const health = await brokenApp.request('/api/health');
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({
      status: 'error',
      db: expectedDriver,
      code: 'DATABASE_UNAVAILABLE',
      message: '데이터베이스에 연결할 수 없어요. 잠시 후 다시 시도해 주세요.',
    });

    const rule = await brokenApp.request('/api/public/route-rules?path=/welcome');
    expect(rule.status).toBe(500);
    const text = await rule.text();
    expect(JSON.parse(text)).toEqual({
      status: 500,
      code: 'INTERNAL_ERROR',
      message: '일시적인 문제가 생겼어요. 잠시 후 다시 시도해 주세요.',
    });
    expect(text).not.toMatch(/at |Error/);
    expect(logger.error).toHaveBeenCalledWith(
      'GET /api/public/route-rules failed',
      expect.any(Error),
    );
  });
});

describe('request log', () => {
  it('writes one line per request without the query string', async () => {
    const logger = { info: vi.fn(), error: vi.fn() };
    const loggedApp = createApp({ env: testEnv(), database, logger });
    await loggedApp.request('/api/public/route-rules?path=/secret-looking');
    expect(logger.info).toHaveBeenCalledTimes(1);
    expect(logger.info.mock.calls[0]?.[0]).toMatch(/^GET \/api\/public\/route-rules 200 \d+ms$/);
  });
});
