import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { LIGHTHOUSE } from './lighthouse/addresses';

// `pnpm --filter @arcana/e2e lighthouse`: Lighthouse mobile, three runs of each public page
// the issue names, against the production build (`pnpm build` first) served with compression
// by `vite preview` (app-shell's preview-pages plugin) and the built api on a fresh, seeded
// data folder. Prints the medians; the README keeps them. Its own ports, so it can run beside
// `npm run dev` and the e2e suite.
const dataDir = mkdtempSync(join(tmpdir(), 'arcana-lighthouse-'));

export default defineConfig({
  testDir: './lighthouse',
  workers: 1,
  retries: 0,
  timeout: 30 * 60_000,
  reporter: [['list']],
  outputDir: './test-results/lighthouse',
  webServer: [
    {
      name: 'api',
      command: 'node ../apps/api/dist/server.js',
      url: `${LIGHTHOUSE.api}/api/health`,
      env: { PORT: String(LIGHTHOUSE.apiPort), DATABASE_URL: '', DATA_DIR: dataDir },
      reuseExistingServer: false,
      timeout: 180_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      name: 'web',
      command: `pnpm --filter @arcana/web exec vite preview --host 127.0.0.1 --port ${LIGHTHOUSE.webPort} --strictPort`,
      url: LIGHTHOUSE.web,
      env: { API_URL: LIGHTHOUSE.api },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
