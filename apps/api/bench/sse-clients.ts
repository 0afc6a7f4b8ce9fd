// Benchmark (not a test): N concurrent SSE clients against one api process on loopback.
//
//   pnpm --filter @arcana/api bench:sse -- --clients 1000 [--notifications 20] [--deadline 300]
//
// Starts src/server.ts (PGlite in a temp folder, or DATABASE_URL when set), logs in as
// demo-user and opens N streams for that one recipient (several streams per recipient are
// allowed: tabs, devices). It then creates notifications through POST /api/dev/notifications
// and reports connections held, the api's RSS per connection (VmRSS from /proc before and after
// the streams opened) and p50/p99 delivery latency from the create request to each client's
// receipt. Bounded by --deadline seconds; it stops the api and exits on its own.

import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startApi } from './api-process';
import { percentile, settledRssKb } from './measures';

const { values } = parseArgs({
  // pnpm hands over the `--` of `pnpm bench:sse -- --clients 1000`.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    clients: { type: 'string', default: '1000' },
    notifications: { type: 'string', default: '20' },
    deadline: { type: 'string', default: '300' },
    'open-batch': { type: 'string', default: '250' },
  },
  allowPositionals: true,
});
const CLIENTS = Number(values.clients);
const NOTIFICATIONS = Number(values.notifications);
const DEADLINE_MS = Number(values.deadline) * 1_000;
const OPEN_BATCH = Number(values['open-batch']);
const startedAt = Date.now();

function leftMs(): number {
  return DEADLINE_MS - (Date.now() - startedAt);
}

async function json(port: number, path: string, body: unknown): Promise<unknown> {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

type Client = {
  connected: boolean;
  ended: boolean;
  received: Map<number, number>;
  request: http.ClientRequest;
};

const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });

function openClient(port: number, cookie: string): Promise<Client> {
  return new Promise((resolve, reject) => {
    const client = { connected: false, ended: false, received: new Map() } as Client;
    client.request = http.get(
      {
        host: '127.0.0.1',
        port,
        path: '/api/sse/user/notifications',
        agent,
        headers: { Cookie: cookie },
      },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`stream answered ${response.statusCode}`));
          response.resume();
          return;
        }
        response.setEncoding('utf8');
        let buffer = '';
        response.on('data', (text: string) => {
          const at = Date.now();
          buffer += text;
          let split = buffer.indexOf('\n\n');
          while (split !== -1) {
            const block = buffer.slice(0, split);
            buffer = buffer.slice(split + 2);
            split = buffer.indexOf('\n\n');
            if (block.startsWith('event: connection')) {
              client.connected = true;
              resolve(client);
            } else if (block.startsWith('event: notification')) {
              const id = Number(block.match(/^id: (\d+)$/m)?.[1]);
              client.received.set(id, at);
            }
          }
        });
        response.on('close', () => {
          client.ended = true;
        });
      },
    );
    client.request.on('error', (error) => {
      client.ended = true;
      reject(error);
    });
  });
}

async function main() {
  const folder = await mkdtemp(join(tmpdir(), 'arcana-bench-'));
  const env: Record<string, string> = process.env.DATABASE_URL
    ? { DATABASE_URL: process.env.DATABASE_URL }
    : { DATA_DIR: join(folder, 'pglite') };
  const api = await startApi(env);
  const pid = api.child.pid ?? 0;
  const clients: Client[] = [];
  let openErrors = 0;
  try {
    const login = (await json(api.port, '/api/auth/login', {
      username: 'demo-user',
      password: 'demo1234!',
    })) as { accessToken: string; user: { id: number } };
    const cookie = `accessToken=${login.accessToken}`;
    // Warm the listener, the code paths and the JIT, then wait for the RSS to settle: right
    // after start-up it is still falling (migrations and seeding leave garbage behind).
    const warm = await Promise.all(Array.from({ length: 50 }, () => openClient(api.port, cookie)));
    for (const client of warm) client.request.destroy();
    const rssBeforeKb = await settledRssKb(pid);

    const openStart = Date.now();
    const half = Math.floor(CLIENTS / 2);
    let rssHalfKb = 0;
    let heldAtHalf = 0;
    for (let opened = 0; opened < CLIENTS && leftMs() > 0; ) {
      if (opened === half) {
        rssHalfKb = await settledRssKb(pid);
        heldAtHalf = clients.length;
      }
      const batch = Math.min(OPEN_BATCH, CLIENTS - opened, opened < half ? half - opened : CLIENTS);
      opened += batch;
      const results = await Promise.allSettled(
        Array.from({ length: batch }, () => openClient(api.port, cookie)),
      );
      for (const result of results) {
        if (result.status === 'fulfilled') clients.push(result.value);
        else openErrors += 1;
      }
    }
    const openMs = Date.now() - openStart;
    const rssAfterKb = await settledRssKb(pid);

    const latencies: number[] = [];
    let sent = 0;
    let missing = 0;
    for (let index = 0; index < NOTIFICATIONS && leftMs() > 0; index += 1) {
      const sentAt = Date.now();
      const row = (await json(api.port, '/api/dev/notifications', {
        audience: 'USER',
        userId: login.user.id,
        type: 'SYSTEM_NOTICE',
        title: `벤치마크 ${index + 1}`,
        content: '지연 시간 측정',
        link: null,
      })) as { id: number };
      sent += 1;
      // Next notification once every held client has it (or after 30 s): latency, not throughput.
      const waitUntil = Date.now() + Math.min(30_000, Math.max(0, leftMs()));
      const live = () => clients.filter((client) => !client.ended);
      while (Date.now() < waitUntil && live().some((client) => !client.received.has(row.id))) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      for (const client of live()) {
        const at = client.received.get(row.id);
        if (at === undefined) missing += 1;
        else latencies.push(at - sentAt);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    latencies.sort((a, b) => a - b);
    const held = clients.filter((client) => client.connected && !client.ended).length;
    const perConnectionKb = held > 0 ? (rssAfterKb - rssBeforeKb) / held : Number.NaN;
    // The second half alone: start-up garbage that the GC frees meanwhile cannot hide it.
    const secondHalf = clients.length - heldAtHalf;
    const marginalKb = secondHalf > 0 ? (rssAfterKb - rssHalfKb) / secondHalf : Number.NaN;

    const figures = {
      date: new Date().toISOString(),
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
      cores: (await import('node:os')).cpus().length,
      clientsRequested: CLIENTS,
      connectionsHeld: held,
      openErrors,
      openSeconds: Number((openMs / 1_000).toFixed(1)),
      apiRssBeforeMiB: Number((rssBeforeKb / 1024).toFixed(1)),
      apiRssAfterMiB: Number((rssAfterKb / 1024).toFixed(1)),
      apiRssAtHalfMiB: Number((rssHalfKb / 1024).toFixed(1)),
      apiRssPerConnectionKiB: Number(perConnectionKb.toFixed(1)),
      apiRssPerConnectionSecondHalfKiB: Number(marginalKb.toFixed(1)),
      notificationsSent: sent,
      deliveries: latencies.length,
      missedDeliveries: missing,
      latencyP50Ms: percentile(latencies, 50),
      latencyP99Ms: percentile(latencies, 99),
      latencyMaxMs: latencies.at(-1) ?? Number.NaN,
      totalSeconds: Number(((Date.now() - startedAt) / 1_000).toFixed(1)),
      deadlineReached: leftMs() <= 0,
    };
    process.stdout.write(`${JSON.stringify(figures, null, 2)}\n`);
  } finally {
    for (const client of clients) client.request.destroy();
    const exited = new Promise((resolve) => api.child.once('exit', resolve));
    api.child.kill('SIGTERM');
    const force = setTimeout(() => api.child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(force);
    agent.destroy();
    await rm(folder, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(
      `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  },
);
