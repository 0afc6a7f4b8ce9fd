import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { Database } from '../../db/database';
import { silentLogger } from '../../lib/logger';
import { createTestDatabase } from '../../test/db';
import { testEnv } from '../../test/env';

let database: Database;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = createApp({ env: testEnv(), database, logger: silentLogger });
});

afterAll(async () => {
  await database.close();
});

function ask(path: string | undefined) {
  const query = path === undefined ? '' : `?path=${encodeURIComponent(path)}`;
  return app.request(`/api/public/route-rules${query}`);
}

describe('GET /api/public/route-rules', () => {
  it('returns the seeded redirect for /introduce', async () => {
    const response = await ask('/introduce');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      path: '/introduce',
      redirect: { to: '/help/introduce', permanent: false },
    });
  });

  it('returns the seeded redirect for /welcome', async () => {
    const response = await ask('/welcome');
    expect(await response.json()).toEqual({
      path: '/welcome',
      redirect: { to: '/', permanent: false },
    });
  });

  it('returns null for a path without a rule', async () => {
    const response = await ask('/help/introduce');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ path: '/help/introduce', redirect: null });
  });

  it('returns null for the root', async () => {
    expect(await (await ask('/')).json()).toEqual({ path: '/', redirect: null });
  });

  it('ignores a trailing slash', async () => {
    expect(await (await ask('/introduce/')).json()).toEqual({
      path: '/introduce',
      redirect: { to: '/help/introduce', permanent: false },
    });
  });

  it('ignores the query string and fragment', async () => {
    expect(await (await ask('/welcome/?utm_source=app#top')).json()).toEqual({
      path: '/welcome',
      redirect: { to: '/', permanent: false },
    });
  });

  it('matches case-sensitively, like the routers do', async () => {
    expect(await (await ask('/Introduce')).json()).toEqual({ path: '/Introduce', redirect: null });
  });

  it.each([
    ['missing', undefined, '경로를 입력해 주세요.'],
    ['empty', '', '경로를 입력해 주세요.'],
    ['relative', 'introduce', '경로는 /로 시작해야 해요.'],
    ['absolute URL', 'https://evil.example/x', '경로는 /로 시작해야 해요.'],
    ['too long', `/${'a'.repeat(2048)}`, '경로는 2048자를 넘을 수 없어요.'],
    ['protocol-relative', '//evil.example', '경로는 //로 시작할 수 없어요.'],
  ])('rejects a %s path with 400 on field path', async (_name, path, message) => {
    const response = await ask(path);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: '입력한 내용을 다시 확인해 주세요.',
      errors: [{ field: 'path', message }],
    });
  });

  it('accepts a path of exactly 2048 characters', async () => {
    const response = await ask(`/${'a'.repeat(2047)}`);
    expect(response.status).toBe(200);
  });

  it('rejects a repeated path parameter with one entry', async () => {
    const response = await app.request('/api/public/route-rules?path=/a&path=/b');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      errors: [{ field: 'path', message: '경로는 하나만 보낼 수 있어요.' }],
    });
  });
});
