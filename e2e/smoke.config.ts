import { execSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { SMOKE } from './smoke/addresses';
import { appRoot } from './smoke/routes';
import { chromiumLaunchOptions } from './support/chromium';

// The smoke suite: every route of both apps opened directly against the development servers
// (React's development mode, Vite's dev server, `tsx` api), as a guest, demo-user and
// demo-counselor. See ./README.md.

// A fresh PGlite folder per run: migrated and seeded with the demo accounts on start.
const dataDir = process.env.SMOKE_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'arcana-smoke-'));
process.env.SMOKE_DATA_DIR = dataDir;

// The route list comes from the route trees: regenerate them once (the runner; its workers
// inherit the flag) so a route file added since the last Vite run is in the list.
if (!process.env.SMOKE_ROUTES_GENERATED) {
  for (const app of ['web', 'counselor'] as const) {
    execSync('pnpm exec tsr generate', { cwd: appRoot(app), stdio: 'ignore' });
  }
  process.env.SMOKE_ROUTES_GENERATED = '1';
}

const devServer = (app: 'web' | 'counselor', port: number) => ({
  name: app,
  command: `node smoke/dev-server.mjs ${app} ${port}`,
  url: `http://127.0.0.1:${port}`,
  env: { API_URL: SMOKE.api },
  reuseExistingServer: false,
  timeout: 120_000,
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
});

export default defineConfig({
  testDir: './smoke',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // The budget of the whole run, servers included (SMOKE_BUDGET_MS to change it): 75 routes,
  // three page loads each, took 365–415 s on the 2-core machine; the back office's screens add
  // about twenty routes, and a busy machine runs 1.5× slower, so the ceiling only stops a hung run.
  globalTimeout: Number(process.env.SMOKE_BUDGET_MS ?? 900_000),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: './test-results/smoke',
  globalSetup: './smoke/warm-up.ts',
  use: {
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'smoke',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        launchOptions: chromiumLaunchOptions,
      },
    },
  ],
  webServer: [
    {
      name: 'api',
      // The api in development mode like `pnpm --filter @arcana/api dev`, without the watcher.
      command: 'node_modules/.bin/tsx src/server.ts',
      cwd: '../apps/api',
      url: `${SMOKE.api}/api/health`,
      env: {
        PORT: String(SMOKE.apiPort),
        DATABASE_URL: '',
        NODE_ENV: 'development',
        DATA_DIR: dataDir,
        WEB_ORIGIN: SMOKE.web,
        COUNSELOR_ORIGIN: SMOKE.counselor,
      },
      reuseExistingServer: false,
      timeout: 120_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    devServer('web', SMOKE.webPort),
    devServer('counselor', SMOKE.counselorPort),
  ],
});
