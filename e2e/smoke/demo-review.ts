import { type APIRequestContext, expect } from '@playwright/test';
import { bearer, loginByApi } from '../support/accounts';
import { SMOKE } from './addresses';
import { DEMO_PASSWORD } from './personas';

// The counselor app's review page (issue 11) opens one of demo-counselor's own reviews (the
// demo seed writes several); the other personas are refused by the app's gate whatever the id.

export async function demoReviewId(request: APIRequestContext): Promise<number> {
  const counselor = await loginByApi(request, 'demo-counselor', DEMO_PASSWORD, SMOKE.api);
  const page = await request.get(`${SMOKE.api}/api/client/counselor/reviews?page=1`, {
    headers: bearer(counselor),
  });
  expect(page.status()).toBe(200);
  const first = ((await page.json()) as { content: { id: number }[] }).content[0];
  expect(first, 'the demo seed gives demo-counselor reviews').toBeDefined();
  return first?.id ?? 0;
}
