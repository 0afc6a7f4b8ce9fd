import { expect, test } from '@playwright/test';
import { E2E } from '../support/addresses';
import { formatSummary, lighthouseMedian } from '../support/lighthouse';

// Issue 12: the home is prerendered, so its largest element paints before the scripts run.
// Lighthouse mobile with its slow 4G and 4× slower CPU applied to the load (devtools throttling),
// the median of three first visits. Lighthouse's default, simulating a slow phone from one fast
// observed load, is what the README reports, but as a gate it is a coin toss: a single run lands
// near 1.3 s or near 2.5 s on the same build, depending on whether that observed load happened
// to run the scripts before the first paint; applied throttling measured 1.63-1.77 s. The score
// and the four pages' figures come from `pnpm --filter @arcana/e2e lighthouse`.
const HOME_LCP_BUDGET_MS = 2_000;
const HOME_CLS_BUDGET = 0.05;

test('the web home paints its largest element within 2.0 s with no layout shift to speak of', async () => {
  test.setTimeout(300_000);
  const summary = await lighthouseMedian(`${E2E.web}/`, 3, 'devtools');
  console.info(formatSummary(summary));
  expect(summary.median.lcpMs).toBeLessThanOrEqual(HOME_LCP_BUDGET_MS);
  expect(summary.median.cls).toBeLessThanOrEqual(HOME_CLS_BUDGET);
});
