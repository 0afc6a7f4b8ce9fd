import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { createNotification, loginByApi, signIn } from '../../support/accounts';
import { notificationToasts, waitForStream } from '../../support/notifications';

// Crash recovery (issue 4): the api runs on PostgreSQL, is killed with SIGKILL and started
// again; the page's stream comes back by itself and a notification created after the restart
// arrives. It runs its own api (and a `vite preview` of the web app pointing at it) so killing it
// never disturbs the suite's api, which stays on PGlite. `npm test` provides DATABASE_URL
// (scripts/with-postgres.sh); without it this test fails and says so.

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const databaseUrl = process.env.DATABASE_URL ?? '';
// Fixed, so tokens issued before the crash still verify after the restart.
const JWT_SECRET = 'e2e-crash-test-secret-of-at-least-32-characters';

function sparePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolvePort(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function waitForUp(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not come up in ${timeoutMs} ms`);
    await new Promise((done) => setTimeout(done, 250));
  }
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => child.once('exit', () => done()));
}

let apiPort = 0;
let webPort = 0;
let dataDir = '';
let api: ChildProcess | undefined;
let web: ChildProcess | undefined;
const apiLog: string[] = [];

function startApi(): ChildProcess {
  const child = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(apiPort),
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      JWT_SECRET,
      WEB_ORIGIN: `http://127.0.0.1:${webPort}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => apiLog.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => apiLog.push(chunk.toString()));
  return child;
}

test.beforeAll(async () => {
  if (!databaseUrl) {
    throw new Error(
      'The crash test needs a PostgreSQL server: set DATABASE_URL, or run the suite through ' +
        '`bash scripts/with-postgres.sh pnpm --filter @arcana/e2e e2e` (npm test does).',
    );
  }
  test.setTimeout(120_000);
  apiPort = await sparePort();
  webPort = await sparePort();
  dataDir = mkdtempSync(join(tmpdir(), 'arcana-e2e-crash-'));
  api = startApi();
  web = spawn(
    'pnpm',
    [
      '--filter',
      '@arcana/web',
      'exec',
      'vite',
      'preview',
      '--host',
      '127.0.0.1',
      '--port',
      String(webPort),
      '--strictPort',
    ],
    {
      cwd: repoRoot,
      env: { ...process.env, API_URL: `http://127.0.0.1:${apiPort}` },
      stdio: 'ignore',
      detached: true,
    },
  );
  await waitForUp(`http://127.0.0.1:${apiPort}/api/health`, 90_000);
  await waitForUp(`http://127.0.0.1:${webPort}/`, 60_000);
});

test.afterEach(async ({ page: _page }, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) {
    await testInfo.attach('crash-test-api.log', {
      body: apiLog.join(''),
      contentType: 'text/plain',
    });
  }
});

test.afterAll(async () => {
  if (api && api.exitCode === null) {
    api.kill('SIGTERM');
    await exited(api);
  }
  // pnpm runs vite in a child: end the whole group this test started.
  if (web?.pid) {
    try {
      process.kill(-web.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('after the api on PostgreSQL is killed and restarted, the stream recovers and delivers', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const webUrl = `http://127.0.0.1:${webPort}`;
  const login = await loginByApi(page.request, 'demo-user', 'demo1234!', apiUrl);
  await signIn(page.context(), login, webUrl);
  await page.goto(`${webUrl}/me`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('마이페이지');
  await waitForStream(page, login, 'USER', apiUrl);

  const before = await createNotification(
    page.request,
    { audience: 'USER', userId: login.user.id, type: 'COMMENT', title: '충돌 전 댓글' },
    apiUrl,
  );
  await expect(notificationToasts(page, before.title)).toBeVisible({ timeout: 10_000 });

  const running = api;
  if (!running) throw new Error('the api is not running');
  running.kill('SIGKILL');
  await exited(running);
  expect(running.signalCode).toBe('SIGKILL');

  api = startApi();
  await waitForUp(`${apiUrl}/api/health`, 60_000);
  // Nobody touches the page: its stream reconnects on its own (retries back off up to ~31 s).
  // Nobody touches the page: its stream reconnects on its own (retries back off, 1 s doubling).
  await waitForStream(page, login, 'USER', apiUrl, 45_000);

  const after = await createNotification(
    page.request,
    { audience: 'USER', userId: login.user.id, type: 'COMMENT', title: '재시작 후 댓글' },
    apiUrl,
  );
  await expect(notificationToasts(page, after.title)).toBeVisible({ timeout: 10_000 });
});
