import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { Database } from '../../db/database';
import { silentLogger } from '../../lib/logger';
import { createShutdownRegistry } from '../../lib/shutdown';
import { createTestDatabase } from '../../test/db';
import { testEnv } from '../../test/env';
import { openSse, type SseConnection } from '../../test/sse-client';
import { createTestUser, login, TEST_PASSWORD } from '../../test/users';
import { createCounselorsRepository } from '../counselors';
import { createRealtime, type Realtime } from './realtime';

// connection-status counts the caller's open streams, and the test notification reaches an
// open stream like any other notification (over a real HTTP server on loopback).

let database: Database;
let realtime: Realtime;
const shutdown = createShutdownRegistry();
let server: ReturnType<typeof serve>;
let base: string;
const open: SseConnection[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  realtime = createRealtime({ database });
  const app = createApp({ env: testEnv(), database, logger: silentLogger, realtime, shutdown });
  server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const connection of open) connection.close();
  await shutdown.closeAll();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await realtime.bus.close();
  await database.close();
});

async function loggedIn(roles: string[]) {
  const user = await createTestUser(database.db, { roles });
  if (roles.includes('COUNSELOR')) {
    await createCounselorsRepository(database.db).insertIfMissing({
      userId: user.id,
      level: 1,
      status: 'ON',
    });
  }
  const requester = { request: (path: string, init?: RequestInit) => fetch(base + path, init) };
  const { accessToken } = await login(requester, user.username!, TEST_PASSWORD);
  return { token: accessToken, cookie: `accessToken=${accessToken}` };
}

async function stream(path: string, cookie: string) {
  const connection = await openSse(base + path, { headers: { Cookie: cookie } });
  open.push(connection);
  expect((await connection.next()).event).toBe('connection');
  return connection;
}

async function status(audience: 'user' | 'counselor', token: string) {
  const response = await fetch(
    `${base}/api/client/sse/${audience}/notifications/connection-status`,
    {
      headers: { Authorization: `Bearer ${token}` },
    },
  );
  return (await response.json()) as { connected: boolean; connections: number };
}

async function waitFor(check: () => Promise<boolean>, timeoutMs = 3_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not reached');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each([
  ['user', ['USER']],
  ['counselor', ['USER', 'COUNSELOR']],
] as const)('the %s stream', (audience, roles) => {
  it('is counted by connection-status while open', async () => {
    const caller = await loggedIn([...roles]);
    expect(await status(audience, caller.token)).toEqual({ connected: false, connections: 0 });
    const first = await stream(`/api/sse/${audience}/notifications`, caller.cookie);
    await stream(`/api/sse/${audience}/notifications`, caller.cookie);
    expect(await status(audience, caller.token)).toEqual({ connected: true, connections: 2 });
    first.close();
    await waitFor(async () => (await status(audience, caller.token)).connections === 1);
    expect(await status(audience, caller.token)).toEqual({ connected: true, connections: 1 });
  });

  it('receives the test notification', async () => {
    const caller = await loggedIn([...roles]);
    const connection = await stream(`/api/sse/${audience}/notifications`, caller.cookie);
    const response = await fetch(
      `${base}/api/client/sse/${audience}/notifications/test?title=${encodeURIComponent('연결 확인')}`,
      { method: 'POST', headers: { Authorization: `Bearer ${caller.token}` } },
    );
    expect(response.status).toBe(201);
    const created = (await response.json()) as { id: number };
    const event = await connection.nextEvent();
    expect(event.event).toBe('notification');
    expect(event.id).toBe(String(created.id));
    expect(JSON.parse(event.data)).toEqual(created);
    expect(created).toMatchObject({
      type: 'TEST',
      title: '연결 확인',
      content: '알림이 잘 도착하는지 확인하는 메시지예요.',
    });
  });
});
