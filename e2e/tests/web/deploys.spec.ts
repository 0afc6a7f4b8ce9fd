import { expect, test } from '@playwright/test';

// What a user sees while a new version is being deployed: stale chunks and a newer build.

test('a route chunk that fails to load reloads the page once and then shows the page', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The catch-all route's component is its own chunk. Until the page reloads, every request for
  // it fails, as when a deploy removed the file this tab was built against (hover preloads too).
  let failures = 0;
  let reloaded = false;
  await page.route(/\/assets\/_-[\w-]+\.js$/, async (route) => {
    if (reloaded) return route.continue();
    failures += 1;
    return route.abort('failed');
  });
  const load = page.waitForEvent('load').then(() => {
    reloaded = true;
  });
  await page.evaluate(() => {
    (window as unknown as { beforeReload: boolean }).beforeReload = true;
  });
  // 상담 has no screen of its own yet, so the catch-all draws it.
  await page.getByRole('link', { name: '상담', exact: true }).click();
  await load;

  await expect(page).toHaveURL('/counseling');
  await expect(page.getByRole('heading', { name: '페이지를 찾을 수 없어요' })).toBeVisible();
  expect(failures).toBeGreaterThanOrEqual(1);
  expect(await page.evaluate(() => 'beforeReload' in window)).toBe(false);
});

test('a newer deployed build makes the next navigation a full page load', async ({ page }) => {
  await page.route('**/version.json', (route) =>
    route.fulfill({ json: { buildId: 'a-newer-build' }, headers: { 'cache-control': 'no-store' } }),
  );
  const versionAsked = page.waitForRequest('**/version.json');
  await page.goto('/');
  await versionAsked;
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });

  await page.getByRole('link', { name: 'AI 타로', exact: true }).click();
  await expect(page).toHaveURL('/ai');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(false);
});
