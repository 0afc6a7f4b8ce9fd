import { gzipSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import { E2E } from '../support/addresses';

// DESIGN "Budgets": a first visit is every script a guest's browser downloads for the page until
// the network is idle, preloads included. These are ceilings against regressions.
const WEB_BUDGET_BYTES = 150 * 1024;
const COUNSELOR_BUDGET_BYTES = 180 * 1024;

async function firstVisitScriptBytes(page: Page, url: string) {
  const sizes = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => undefined);
    if (body) sizes.set(response.url(), gzipSync(body, { level: 9 }).byteLength);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const total = [...sizes.values()].reduce((sum, size) => sum + size, 0);
  console.info(`${url}: ${sizes.size} scripts, ${(total / 1024).toFixed(1)} KB gzip`);
  return { total, count: sizes.size };
}

test('a first visit to the web app stays within its script budget', async ({ page }) => {
  const { total, count } = await firstVisitScriptBytes(page, `${E2E.web}/`);
  expect(count).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(WEB_BUDGET_BYTES);
});

test('a first visit to the counselor app stays within its script budget', async ({ page }) => {
  const { total, count } = await firstVisitScriptBytes(page, `${E2E.counselor}/`);
  expect(count).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(COUNSELOR_BUDGET_BYTES);
});
