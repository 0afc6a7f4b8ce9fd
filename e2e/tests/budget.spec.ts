import { gzipSync } from 'node:zlib';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { E2E } from '../support/addresses';

// DESIGN "Budgets": a first visit is every script a guest's browser downloads for the page until
// the network is idle, preloads included. These are ceilings against regressions; the apps'
// READMEs keep the measured figures.
const KB = 1024;
// Issue 12's ceiling for `/` (measured 129.8 KB): the footer hydrates when the reader scrolls
// near it, the error pages and the native bridge load when needed, and the app's chunks get a
// second minifier pass (web README "First-visit budget").
const WEB_HOME_BUDGET_BYTES = 130 * KB;
// /login draws the form kit too (measured 133.0 KB); its check and auth calls load only when the
// form is used.
const WEB_LOGIN_BUDGET_BYTES = 134 * KB;
const COUNSELOR_LOGIN_BUDGET_BYTES = 150 * KB;

/**
 * Counts once the first screen is drawn (`drawn` visible) and the network is idle again after it:
 * a guest's route chunks load only after the session check, so an early idle moment would
 * undercount them.
 */
async function firstVisitScriptBytes(page: Page, url: string, drawn: (page: Page) => Locator) {
  const sizes = new Map<string, number>();
  const reads: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    reads.push(
      response.body().then(
        (body) => void sizes.set(response.url(), gzipSync(body, { level: 9 }).byteLength),
        () => {},
      ),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await expect(drawn(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  await Promise.all(reads);
  const total = [...sizes.values()].reduce((sum, size) => sum + size, 0);
  console.info(`${page.url()}: ${sizes.size} scripts, ${(total / KB).toFixed(1)} KB gzip`);
  return { total, count: sizes.size };
}

test('a first visit to the web home stays within its script budget', async ({ page }) => {
  const { total, count } = await firstVisitScriptBytes(page, `${E2E.web}/`, (p) =>
    p.getByRole('link', { name: /AI 타로 보기/ }),
  );
  expect(count).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(WEB_HOME_BUDGET_BYTES);
});

test('a first visit to the web login page stays within its script budget', async ({ page }) => {
  const { total, count } = await firstVisitScriptBytes(page, `${E2E.web}/login`, (p) =>
    p.getByLabel('비밀번호'),
  );
  expect(count).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(WEB_LOGIN_BUDGET_BYTES);
});

// A guest opening the counselor app lands on its login page (`/` redirects there).
test('a first visit to the counselor login stays within its script budget', async ({ page }) => {
  const { total, count } = await firstVisitScriptBytes(page, `${E2E.counselor}/`, (p) =>
    p.getByLabel('비밀번호'),
  );
  expect(page.url()).toContain('/login');
  expect(count).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(COUNSELOR_LOGIN_BUDGET_BYTES);
});
