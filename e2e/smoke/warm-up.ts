import { chromium, type FullConfig } from '@playwright/test';
import { appOrigin, type SmokeApp } from './addresses';
import { settledState } from './page-state';

// Before the checks: each development server has transformed and pre-bundled what a page needs
// (the dev server scans and transforms every source file at start), and one page load per app
// lets the dependency optimizer settle, so no check ever sees a page reload.
export default async function warmUp(config: FullConfig): Promise<void> {
  const started = Date.now();
  const launchOptions = config.projects[0]?.use.launchOptions ?? {};
  const browser = await chromium.launch(launchOptions);
  try {
    const page = await browser.newPage();
    for (const app of ['web', 'counselor'] as SmokeApp[]) {
      await page.goto(`${appOrigin(app)}/`, { timeout: 120_000 });
      await settledState(page, { quietMs: 1_500, timeoutMs: 60_000 });
    }
  } finally {
    await browser.close();
  }
  console.info(
    `smoke: development servers warmed up in ${Math.round((Date.now() - started) / 1000)} s`,
  );
}
