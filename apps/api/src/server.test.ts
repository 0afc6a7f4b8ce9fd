import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from './db/create-database';
import { routeRules } from './db/schema';
import { readDatabaseUrl } from './env';
import { createEmptyPostgresUrl } from './test/db';

// Runs the real entry point (src/server.ts through tsx) as its own process, the way
// `pnpm dev` does: this is the only test that sees signals, ports and the data folder.

const apiRoot = fileURLToPath(new URL('..', import.meta.url));
const usePostgres = Boolean(readDatabaseUrl());

type Running = { child: ChildProcess; port: number; driver: string; output: () => string };

function start(env: Record<string, string>): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    // Only what the api needs: a stray DATABASE_URL must not point the child elsewhere.
    env: { HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/api listening on http:\/\/127\.0\.0\.1:(\d+) \(db: (\w+)\)/);
      if (match) {
        child.stdout?.off('data', onData);
        child.stdout?.on('data', (more: Buffer) => {
          output += more.toString();
        });
        resolve({ child, port: Number(match[1]), driver: match[2] ?? '', output: () => output });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    // 'close' rather than 'exit': by then stderr has been read to the end.
    child.once('close', (code) => reject(new Error(`api exited early (${code}):\n${output}`)));
  });
}

function stop(running: Running, signal: NodeJS.Signals): Promise<number | null> {
  return new Promise((resolve) => {
    running.child.once('exit', (code) => resolve(code));
    running.child.kill(signal);
  });
}

async function health(port: number) {
  const response = await fetch(`http://127.0.0.1:${port}/api/health`);
  return { status: response.status, body: await response.json() };
}

let folder: string;
let childEnv: Record<string, string>;
let dropDatabase: (() => Promise<void>) | undefined;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'arcana-server-'));
  childEnv = { DATA_DIR: join(folder, 'pglite') };
  if (usePostgres) {
    const empty = await createEmptyPostgresUrl();
    childEnv.DATABASE_URL = empty.url;
    dropDatabase = empty.drop;
  }
});

afterAll(async () => {
  await dropDatabase?.();
  await rm(folder, { recursive: true, force: true });
});

describe('server process', () => {
  it('starts on an empty database, stops cleanly on SIGTERM and SIGINT, and reopens', async () => {
    const expectedDriver = usePostgres ? 'postgres' : 'pglite';

    const first = await start(childEnv);
    expect(first.driver).toBe(expectedDriver);
    expect(await health(first.port)).toEqual({
      status: 200,
      body: { status: 'ok', db: expectedDriver },
    });
    if (!usePostgres) {
      // A second process on the same PGlite data folder would corrupt it: it must refuse.
      await expect(start(childEnv)).rejects.toThrow(
        /exited early \(1\)[\s\S]*is in use by process/,
      );
    }
    expect(await stop(first, 'SIGTERM')).toBe(0);
    expect(first.output()).toContain('api stopping (SIGTERM)');
    expect(existsSync(`${childEnv.DATA_DIR}.lock`)).toBe(false);

    // The second start finds the database (PGlite: the data folder) as the first left it.
    const second = await start(childEnv);
    expect(await health(second.port)).toEqual({
      status: 200,
      body: { status: 'ok', db: expectedDriver },
    });
    expect(await stop(second, 'SIGINT')).toBe(0);

    const database = await createDatabase({
      databaseUrl: childEnv.DATABASE_URL,
      dataDir: childEnv.DATA_DIR ?? '',
    });
    try {
      const [rows] = await database.db.select({ n: count() }).from(routeRules);
      expect(rows?.n).toBe(2);
    } finally {
      await database.close();
    }
  }, 90_000);
});
