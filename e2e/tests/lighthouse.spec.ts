import { expect, test } from '@playwright/test';
import { E2E } from '../support/addresses';
import { formatSummary, lighthouseMedian } from '../support/lighthouse';

// Issue 12: the home is prerendered, so its largest element paints before the scripts run.
// Lighthouse mobile (slow 4G and a 4× slower CPU, simulated), the median of three first
// visits; the score and the other pages' figures are reported by `pnpm --filter @arcana/e2e
// lighthouse` and kept in the web app's README.
const HOME_LCP_BUDGET_MS = 2_000;
const HOME_CLS_BUDGET = 0.05;

test('the web home paints its largest element within 2.0 s with no layout shift to speak of', async () => {
  test.setTimeout(300_000);
  const summary = await lighthouseMedian(`${E2E.web}/`, 3);
  console.info(formatSummary(summary));
  expect(summary.median.lcpMs).toBeLessThanOrEqual(HOME_LCP_BUDGET_MS);
  expect(summary.median.cls).toBeLessThanOrEqual(HOME_CLS_BUDGET);
});
