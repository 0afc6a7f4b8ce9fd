import { expect, test } from '@playwright/test';
import { E2E } from '../../support/addresses';

test('the api answers health from the embedded PGlite database', async ({ request }) => {
  const direct = await request.get(`${E2E.api}/api/health`);
  expect(direct.status()).toBe(200);
  expect(await direct.json()).toEqual({ status: 'ok', db: 'pglite' });
});

test('both apps proxy /api to the api', async ({ request }) => {
  for (const origin of [E2E.web, `http://127.0.0.1:${E2E.counselorPort}`]) {
    const response = await request.get(`${origin}/api/health`);
    expect(await response.json()).toEqual({ status: 'ok', db: 'pglite' });
  }
});
