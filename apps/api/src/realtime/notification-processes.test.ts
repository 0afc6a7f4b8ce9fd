import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDatabaseUrl } from '../env';
import { createRealtime } from '../features/notifications/realtime';
import { type ApiProcess, startApiProcess, stopApiProcess } from '../test/api-process';
import { createEmptyPostgresUrl, createTestDatabase } from '../test/db';
import { openSse } from '../test/sse-client';

// Real api processes (src/server.ts through tsx, like `pnpm dev`): SIGTERM must end open
// streams, and on PostgreSQL a notification created on one process must reach a client of
// another. The PostgreSQL suite runs under `pnpm --filter @arcana/api test:pg`, which starts
// its own server; that run is part of the test command, so it is never skipped there.

const usePostgres = Boolean(readDatabaseUrl());

async function cookieFor(running: ApiProcess, username = 'demo-user') {
  const response = await fetch(`${running.base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password: 'demo1234!' }),
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { accessToken: string; user: { id: number } };
  return { cookie: `accessToken=${body.accessToken}`, userId: body.user.id };
}

let folder: string;
let childEnv: Record<string, string>;
let dropDatabase: (() => Promise<void>) | undefined;
const running: ApiProcess[] = [];

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'arcana-sse-processes-'));
  childEnv = { DATA_DIR: join(folder, 'pglite') };
  if (usePostgres) {
    const empty = await createEmptyPostgresUrl();
    childEnv.DATABASE_URL = empty.url;
    dropDatabase = empty.drop;
  }
});

afterAll(async () => {
  await Promise.all(running.map((process) => stopApiProcess(process, 'SIGKILL')));
  await dropDatabase?.();
  await rm(folder, { recursive: true, force: true });
});

describe('an api process stopped with SIGTERM', () => {
  it('ends its open notification streams and exits 0', async () => {
    const api = await startApiProcess(childEnv);
    running.push(api);
    const { cookie } = await cookieFor(api);
    const connection = await openSse(`${api.base}/api/sse/user/notifications`, {
      headers: { Cookie: cookie },
    });
    expect((await connection.next(10_000)).event).toBe('connection');

    const exited = stopApiProcess(api, 'SIGTERM');
    await connection.ended;
    expect(await exited).toBe(0);
    expect(api.output()).toContain('api stopping (SIGTERM)');
  }, 90_000);
});

describe.runIf(usePostgres)('PostgreSQL only: delivery across two api processes', () => {
  it('delivers a notification created on process A to a client streaming from process B', async () => {
    const [a, b] = await Promise.all([startApiProcess(childEnv), startApiProcess(childEnv)]);
    if (!a || !b) throw new Error('both processes must start');
    running.push(a, b);
    const { cookie, userId } = await cookieFor(b);
    const connection = await openSse(`${b.base}/api/sse/user/notifications`, {
      headers: { Cookie: cookie },
    });
    expect((await connection.next(10_000)).event).toBe('connection');

    const created = await fetch(`${a.base}/api/dev/notifications`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        audience: 'USER',
        userId,
        type: 'SYSTEM_NOTICE',
        title: '점검 안내',
        content: '오늘 밤 점검이 있어요.',
        link: null,
      }),
    });
    expect(created.status).toBe(201);
    const row = (await created.json()) as { id: number };
    const sentAt = Date.now();
    const event = await connection.nextEvent(5_000);
    expect(Date.now() - sentAt).toBeLessThan(5_000);
    expect(event).toMatchObject({ event: 'notification', id: String(row.id) });
    expect(JSON.parse(event.data)).toMatchObject({ id: row.id, title: '점검 안내', read: false });

    // B stops: its client sees the end (and would reconnect to A, resuming from its last id).
    expect(await stopApiProcess(b, 'SIGTERM')).toBe(0);
    await connection.ended;
    const resumed = await openSse(`${a.base}/api/sse/user/notifications?lastEventId=${row.id}`, {
      headers: { Cookie: cookie },
    });
    expect(await resumed.next(10_000)).toMatchObject({ event: 'connection', id: String(row.id) });
    resumed.close();
    expect(await stopApiProcess(a, 'SIGTERM')).toBe(0);
  }, 120_000);

  it('replays from the table after its LISTEN connection was lost (NOTIFY alone loses events)', async () => {
    const database = await createTestDatabase();
    if (database.driver !== 'postgres') throw new Error('PostgreSQL suite');
    const realtime = createRealtime({ database });
    try {
      const [user] = await database.client
        .query<{ id: number }>("select id from users where username = 'demo-user'")
        .then((result) => result.rows);
      if (!user) throw new Error('demo-user is seeded');
      const received: number[] = [];
      let resyncs = 0;
      realtime.bus.subscribe('USER', user.id, {
        notification: (message) => received.push(message.id),
        resync: () => {
          resyncs += 1;
        },
      });
      await realtime.bus.ready();
      expect(resyncs).toBe(1);

      // The server ends the listener's connection; whatever is announced meanwhile is lost.
      await database.client.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where query = 'LISTEN arcana_notifications' and datname = current_database()",
      );
      const deadline = Date.now() + 10_000;
      while (resyncs < 2) {
        if (Date.now() > deadline) throw new Error('the listener did not come back');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(realtime.bus.listening).toBe(true);
      const row = await realtime.notifier.notify('USER', user.id, 'TEST', {
        title: '다시 연결됨',
        content: '내용',
      });
      const until = Date.now() + 5_000;
      while (!received.includes(row.id)) {
        if (Date.now() > until) throw new Error('no notification after the reconnect');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      await realtime.bus.close();
      await database.close();
    }
  }, 60_000);
});
