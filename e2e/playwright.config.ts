import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E } from './support/addresses';
import { chromiumLaunchOptions } from './support/chromium';

// A fresh PGlite folder per run: the suite migrates and seeds exactly as a new install does.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'arcana-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

const chromium = chromiumLaunchOptions;

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: './test-results',
  use: {
    baseURL: E2E.web,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    trace: 'retain-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'mobile',
      testIgnore: /lighthouse\.spec\.ts$/,
      // @desktop tests run here too; @desktop-only ones need the wide screen.
      grepInvert: /@desktop-only/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        launchOptions: chromium,
      },
    },
    {
      name: 'desktop',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        launchOptions: chromium,
      },
      grep: /@desktop/,
      testIgnore: /lighthouse\.spec\.ts$/,
    },
    {
      // Lighthouse simulates a phone from what it observes: a second test loading the same
      // servers would slow what it sees. It runs alone, after every other test.
      name: 'lighthouse',
      testMatch: /lighthouse\.spec\.ts$/,
      dependencies: ['mobile', 'desktop'],
    },
  ],
  webServer: [
    {
      name: 'api',
      command: 'node ../apps/api/dist/server.js',
      url: `${E2E.api}/api/health`,
      env: {
        PORT: String(E2E.apiPort),
        // The suite's api stays on PGlite even when the test command provides DATABASE_URL
        // (only the crash spec runs an api of its own on PostgreSQL).
        DATABASE_URL: '',
        DATA_DIR: dataDir,
        WEB_ORIGIN: E2E.web,
        COUNSELOR_ORIGIN: E2E.counselor,
      },
      reuseExistingServer: false,
      timeout: 120_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      name: 'web',
      command: `pnpm --filter @arcana/web exec vite preview --host 127.0.0.1 --port ${E2E.webPort} --strictPort`,
      url: E2E.web,
      env: { API_URL: E2E.api },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      name: 'counselor',
      command: `pnpm --filter @arcana/counselor exec vite preview --host 127.0.0.1 --port ${E2E.counselorPort} --strictPort`,
      url: `http://127.0.0.1:${E2E.counselorPort}`,
      env: { API_URL: E2E.api },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
