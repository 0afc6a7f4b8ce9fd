// Benchmark (not a test): 상담사 찾기 (GET /api/public/counselors) under load.
//
//   pnpm --filter @arcana/api bench:search [-- --counselors 1000 --connections 50 --duration 10]
//   bash scripts/with-postgres.sh pnpm --filter @arcana/api bench:search      (PostgreSQL)
//
// Builds a fresh database (PGlite in a temp folder, or a new database next to DATABASE_URL),
// migrates and seeds it, adds N counselors with categories, keywords, statuses, prices and
// ratings, then starts one api process (src/server.ts, as `pnpm dev` runs it) and drives it with
// autocannon: first GET /api/health (what the stack costs without the search), then a mix of
// searches (default page, partial Korean words, filters, every sort, a second page). It prints
// req/s and p50/p99 latency, the CPU seconds the api, PostgreSQL and the load generator used,
// and where a search's time goes in the database: EXPLAIN ANALYZE of two searches and the mean
// time of the query alone, measured once the api has stopped.

import type { ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createDatabase } from '../src/db/create-database';
import type { AppDb, Database } from '../src/db/database';
import { prepareDatabase } from '../src/db/prepare-database';
import { executePrepared, searchStatement } from '../src/features/counselors/search-repository';
import { adminQuery, databaseUrlFor } from '../src/test/postgres-admin';
import { startApi } from './api-process';
import { seedCounselors } from './seed-counselors';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    counselors: { type: 'string', default: '1000' },
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '10' },
  },
});
const COUNSELORS = Number(values.counselors);
const CONNECTIONS = Number(values.connections);
const DURATION = Number(values.duration);
const serverUrl = process.env.DATABASE_URL;

// ---- the api process ----

function stopApi(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

const TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) of one process, from /proc; with its reaped children's too. */
function cpuSecondsOf(pid: number, withReapedChildren = false): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    const own = Number(fields[11]) + Number(fields[12]);
    const reaped = withReapedChildren ? Number(fields[13]) + Number(fields[14]) : 0;
    return (own + reaped) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

function parentOf(pid: number): number {
  const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^PPid:\s+(\d+)/m);
  return Number(match?.[1] ?? 0);
}

/** The PostgreSQL server's main process (the parent of a backend), to count only its CPU. */
async function postmasterOf(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    return parentOf(rows[0]?.pid ?? 0);
  } finally {
    await client.end();
  }
}

/**
 * CPU seconds of this PostgreSQL server: its main process, its live children, and the children
 * that ended (a backend whose pooled connection closed is counted in its parent's reaped time).
 */
function postgresCpuSeconds(postmaster: number): number {
  if (postmaster === 0) return 0;
  let total = cpuSecondsOf(postmaster, true);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (parentOf(Number(entry)) === postmaster) total += cpuSecondsOf(Number(entry));
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}

type Run = {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  non2xx: number;
  cpu: { api: number; postgres: number; loadGenerator: number };
};

async function load(
  name: string,
  { apiPid, postmaster }: { apiPid: number; postmaster: number },
  url: string,
  paths: string[],
  duration: number,
  headers: Record<string, string> = {},
): Promise<Run> {
  const before = { api: cpuSecondsOf(apiPid), postgres: postgresCpuSeconds(postmaster) };
  const ownBefore = process.cpuUsage();
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    requests: paths.map((path) => ({ method: 'GET', path, headers })),
  });
  const own = process.cpuUsage(ownBefore);
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    cpu: {
      api: round(cpuSecondsOf(apiPid) - before.api),
      postgres: round(postgresCpuSeconds(postmaster) - before.postgres),
      loadGenerator: round((own.user + own.system) / 1e6),
    },
  };
}

const round = (n: number) => Math.round(n * 100) / 100;

// ---- where a search's time goes in the database ----

async function explain(db: AppDb) {
  const base = {
    q: undefined,
    category: undefined,
    type: undefined,
    status: undefined,
    cursor: undefined,
    limit: 20,
    viewerId: null,
  };
  const cases = {
    'default page (RECOMMENDED)': { ...base, sort: 'RECOMMENDED' as const },
    'q=재회, sort=RATING': { ...base, q: '재회', sort: 'RATING' as const },
  };
  const plans: Record<string, string[]> = {};
  const means: Record<string, number> = {};
  for (const [name, query] of Object.entries(cases)) {
    const statement = searchStatement(query);
    const plan = (await db.execute(sql`explain (analyze, buffers) ${statement}`)) as unknown as {
      rows: Record<string, string>[];
    };
    plans[name] = plan.rows.map((row) => Object.values(row)[0] ?? '');
    const rounds = 300;
    let started = performance.now();
    for (let i = 0; i < rounds; i += 1) await db.execute(statement);
    means[`${name}, unnamed`] = round((performance.now() - started) / rounds);
    started = performance.now();
    for (let i = 0; i < rounds; i += 1) await executePrepared(db, statement);
    means[`${name}, prepared (as the api runs it)`] = round((performance.now() - started) / rounds);
  }
  return { plans, meanQueryMs: means };
}

// ---- main ----

async function main() {
  let folder: string | undefined;
  let benchUrl: string | undefined;
  const name = `arcana_bench_${process.pid}`;
  if (serverUrl) {
    await adminQuery(serverUrl, `CREATE DATABASE "${name}"`);
    benchUrl = databaseUrlFor(serverUrl, name);
  } else {
    folder = await mkdtemp(join(tmpdir(), 'arcana-bench-search-'));
  }
  const target = { databaseUrl: benchUrl, dataDir: join(folder ?? tmpdir(), 'pglite') };
  let database: Database | undefined;
  let api: ChildProcess | undefined;
  try {
    const seedStarted = performance.now();
    database = await createDatabase(target);
    await prepareDatabase(database);
    await seedCounselors(database.db, COUNSELORS);
    // As autovacuum would soon after: the planner's row counts match what was just inserted.
    await database.db.execute(sql`analyze`);
    const listed = (await database.db.execute(
      sql`select count(*)::int as n from counselors where enabled and level >= 1 and name is not null`,
    )) as unknown as { rows: { n: number }[] };
    const seedMs = Math.round(performance.now() - seedStarted);
    // PGlite is one process per data folder: the api opens it next.
    await database.close();
    database = undefined;

    const started = await startApi(
      benchUrl ? { DATABASE_URL: benchUrl } : { DATA_DIR: target.dataDir },
    );
    api = started.child;
    const pids = {
      apiPid: started.child.pid ?? 0,
      postmaster: benchUrl ? await postmasterOf(benchUrl) : 0,
    };
    const url = `http://127.0.0.1:${started.port}`;
    const firstPage = (await (await fetch(`${url}/api/public/counselors?sort=RATING`)).json()) as {
      nextCursor: string;
      total: number;
    };
    const searches = [
      '/api/public/counselors',
      `/api/public/counselors?q=${encodeURIComponent('재회')}`,
      `/api/public/counselors?q=${encodeURIComponent('별')}&sort=REVIEWS`,
      '/api/public/counselors?category=b-1&sort=RATING',
      '/api/public/counselors?type=CHAT&status=ON',
      '/api/public/counselors?sort=PRICE_LOW',
      '/api/public/counselors?sort=NEWEST',
      `/api/public/counselors?sort=RATING&cursor=${firstPage.nextCursor}`,
    ];
    for (const path of searches) {
      const response = await fetch(url + path);
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    }
    await load('warm-up', pids, url, searches, 3);
    // `Cache-Control: no-cache` makes every search run its query (no shared page).
    const fresh = { 'Cache-Control': 'no-cache' };
    const runs = [
      await load('GET /api/health (the stack + select 1)', pids, url, ['/api/health'], DURATION),
      await load('search: default page', pids, url, [searches[0] as string], DURATION),
      await load('search: mix of 8 searches', pids, url, searches, DURATION),
      await load(
        'search: default page, no-cache',
        pids,
        url,
        [searches[0] as string],
        DURATION,
        fresh,
      ),
      await load('search: mix of 8, no-cache', pids, url, searches, DURATION, fresh),
    ];
    await stopApi(started.child);
    api = undefined;

    database = await createDatabase(target);
    const where = await explain(database.db);
    const report = {
      database: serverUrl ? 'PostgreSQL' : 'PGlite',
      loadAverageAtEnd: loadavg().map(round),
      counselorsListed: listed.rows[0]?.n ?? 0,
      totalOfFirstPage: firstPage.total,
      seedMs,
      connections: CONNECTIONS,
      durationSeconds: DURATION,
      runs,
      ...where,
    };
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  } finally {
    if (api) await stopApi(api);
    await database?.close();
    if (serverUrl) await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    if (folder) await rm(folder, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
