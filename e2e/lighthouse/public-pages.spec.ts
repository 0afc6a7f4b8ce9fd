import { test } from '@playwright/test';
import { formatSummary, lighthouseMedian } from '../support/lighthouse';
import { LIGHTHOUSE } from './addresses';

// The four pages (goals: performance ≥ 95, LCP ≤ 1.8 s, CLS ≤ 0.05). A report, not a
// gate: the e2e suite gates what is stable on a shared machine (budget.spec.ts).
const PAGES = ['/', '/counseling/counselors', '/ai', '/notices/list'];

test('Lighthouse mobile, median of three runs per page', async () => {
  const lines: string[] = [];
  for (const path of PAGES) {
    const summary = await lighthouseMedian(`${LIGHTHOUSE.web}${path}`, 3);
    const text = formatSummary(summary);
    console.info(text);
    lines.push(text);
  }
  console.info(`\n${lines.join('\n')}`);
});
