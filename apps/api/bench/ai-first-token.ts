// Benchmark (not a test): time from "reading requested" to the first token of the answer.
//
//   pnpm --filter @arcana/api bench:ai -- [--readings 50] [--delay 25]
//
// Runs the api in this process on a fresh in-memory PGlite (migrated and seeded) with the
// offline reader (no LLM configured) at its development pace (--delay ms between pieces, the
// AI_OFFLINE_DELAY_MS default), served over loopback HTTP. Each reading is a new guest's:
// POST /api/public/ai/readings, POST …/picks (three cards), then GET …/answer; the clock runs
// from sending the answer request to receiving its first `delta` event. Prints median, p95 and
// max in ms, then waits for the answer's end (so the next reading starts on an idle process).

import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { serve } from '@hono/node-server';
import { createApp } from '../src/app';
import { wrapPglite } from '../src/db/pglite-database';
import { prepareDatabase } from '../src/db/prepare-database';
import { loadEnv } from '../src/env';
import { silentLogger } from '../src/lib/logger';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    readings: { type: 'string', default: '50' },
    delay: { type: 'string', default: '25' },
  },
});
const READINGS = Number(values.readings);
const TARGET_MS = 300;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

async function main() {
  const preparing = performance.now();
  const database = wrapPglite(new PGlite());
  await prepareDatabase(database);
  const env = loadEnv({
    JWT_SECRET: 'bench-secret-that-is-at-least-32-characters-long',
    AI_OFFLINE_DELAY_MS: values.delay,
    DATA_DIR: '/tmp/arcana-bench-unused',
  });
  const app = createApp({ env: { ...env, llm: undefined }, database, logger: silentLogger });
  const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  console.info(`api ready in ${Math.round(performance.now() - preparing)} ms at ${base}`);

  const characters = (await (await fetch(`${base}/api/public/ai/characters`)).json()) as {
    id: number;
  }[];
  const times: number[] = [];
  for (let n = 0; n < READINGS; n += 1) {
    const characterId = characters[n % characters.length]?.id;
    const start = await fetch(`${base}/api/public/ai/readings`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        characterId,
        spread: 'THREE_CARDS',
        question: '요즘 일이 잘 풀릴까요?',
      }),
    });
    const cookie = (start.headers.get('Set-Cookie') ?? '').split(';')[0] ?? '';
    const { readingId } = (await start.json()) as { readingId: number };
    const picks = await fetch(`${base}/api/public/ai/readings/${readingId}/picks`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookie },
      body: JSON.stringify({ positions: [n % 78, (n + 26) % 78, (n + 52) % 78] }),
    });
    if (picks.status !== 200) throw new Error(`picks answered ${picks.status}`);

    const requested = performance.now();
    const answer = await fetch(`${base}/api/public/ai/readings/${readingId}/answer`, {
      headers: { Cookie: cookie, Accept: 'text/event-stream' },
    });
    const reader = answer.body?.getReader();
    if (!reader) throw new Error('no answer body');
    const decoder = new TextDecoder();
    let buffer = '';
    let first: number | undefined;
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      if (first === undefined && buffer.includes('event: delta')) first = performance.now();
    }
    if (first === undefined) throw new Error(`reading ${readingId} sent no delta`);
    times.push(first - requested);
    if (process.env.BENCH_VERBOSE) console.info(n, Math.round(first - requested));
  }

  const sorted = [...times].sort((a, b) => a - b);
  const figures = {
    readings: times.length,
    medianMs: Math.round(percentile(sorted, 50) * 10) / 10,
    p95Ms: Math.round(percentile(sorted, 95) * 10) / 10,
    maxMs: Math.round((sorted.at(-1) ?? Number.NaN) * 10) / 10,
  };
  console.info(
    `first token (answer requested → first delta), offline reader, delay ${values.delay} ms:`,
  );
  console.info(JSON.stringify(figures));
  console.info(
    figures.p95Ms <= TARGET_MS ? `within the ${TARGET_MS} ms target` : 'OVER the target',
  );
  server.close();
  await database.close();
  if (figures.p95Ms > TARGET_MS) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
