import { expect, type Page, test } from '@playwright/test';

// Issue 9: an id param of the wrong shape on any counseling browsing route gives the SPEC 404
// (the route validity check), before any data is asked for. Each address is written out.

const MALFORMED_IDS = [
  '/counseling/counselors/abc',
  '/counseling/counselors/0',
  '/counseling/counselors/01',
  '/counseling/counselors/1.5/galleries',
  '/counseling/counselors/-1/galleries',
  '/counseling/products/abc',
  '/counseling/products/99999999999999999999',
  '/counseling/reviews/x1',
  '/counseling/reviews/0',
] as const;

async function expectNotFound(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('[data-error-screen]'), path).toHaveAttribute(
    'data-error-screen',
    '404',
  );
  await expect(page.getByText('페이지를 찾을 수 없어요').first()).toBeVisible();
}

test('every counseling browsing route answers a malformed id with the not-found page', async ({
  page,
}) => {
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^\/api\/(public|client)\/(counselors|products|counseling)/.test(url.pathname)) {
      apiCalls.push(url.pathname);
    }
  });
  for (const path of MALFORMED_IDS) await expectNotFound(page, path);
  // The check runs before the loaders: none of these pages asked the api for anything.
  expect(apiCalls).toEqual([]);
});

test('an id of the right shape that names nothing is the not-found page too', async ({ page }) => {
  await expectNotFound(page, '/counseling/counselors/999999');
  await expectNotFound(page, '/counseling/products/999999');
});
