import { expect, test } from '@playwright/test';

// What a user sees while a new version is being deployed: stale chunks and a newer build.

test('a route chunk that fails to load reloads the page once and then shows the page', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // 서비스 소개's page is its own chunk, not loaded by the home. Until the page reloads, every
  // request for it fails, as when a deploy removed the file this tab was built against (hover
  // preloads too). (The catch-all no longer serves: its loader may settle a not-found before its
  // component's chunk is needed.)
  let failures = 0;
  let reloaded = false;
  await page.route(/\/assets\/introduce-[\w-]+\.js$/, async (route) => {
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
  // The tab moves there the way the browser's forward button does inside the app: a history
  // entry and a popstate, which the router follows with a client-side navigation that needs the
  // page's chunk.
  await page.evaluate(() => {
    const index = (history.state as { __TSR_index?: number } | null)?.__TSR_index ?? 0;
    history.pushState({ ...history.state, __TSR_index: index + 1 }, '', '/help/introduce');
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  });
  await load;

  await expect(page).toHaveURL('/help/introduce');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(failures).toBeGreaterThanOrEqual(1);
  expect(await page.evaluate(() => 'beforeReload' in window)).toBe(false);
});

test('offline, a route that cannot load says so in the page instead of reloading, and loads when back online', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { beforeReload: boolean }).beforeReload = true;
  });

  // The catch-all's chunk is not loaded yet; offline, the router would reload to fetch it, and
  // the browser would swap the app for its own offline page.
  await context.setOffline(true);
  await page.evaluate(() => {
    const index = (history.state as { __TSR_index?: number } | null)?.__TSR_index ?? 0;
    history.pushState({ ...history.state, __TSR_index: index + 1 }, '', '/offline-chunk-check');
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  });
  await expect(page.getByRole('heading', { name: '인터넷에 연결되어 있지 않아요' })).toBeVisible();
  await expect(page.getByRole('button', { name: '다시 시도' })).toBeVisible();
  expect(await page.evaluate(() => 'beforeReload' in window)).toBe(true);

  // Back online the page loads by itself. The catch-all's chunk brings a stylesheet of its own
  // (the stored pages' buttons), and Vite keeps a failed stylesheet preload failed for the life
  // of the document, so this comes through one reload (the chunk guard's, now that the network
  // is back) rather than in place.
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: '페이지를 찾을 수 없어요' })).toBeVisible();
  await expect(page).toHaveURL('/offline-chunk-check');
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
