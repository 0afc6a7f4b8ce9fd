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
import { createRealtime, type Realtime } from './realtime';
import { parseLastEventId } from './routes-sse';

// The notification streams over a real HTTP server on loopback, read with fetch the way a
// browser's EventSource reads them: headers, event order, ids, resume, heartbeat, clean-up.

const HEARTBEAT_MS = 400;

let database: Database;
let realtime: Realtime;
const shutdown = createShutdownRegistry();
let server: ReturnType<typeof serve>;
let base: string;
const open: SseConnection[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  realtime = createRealtime({ database, heartbeatMs: HEARTBEAT_MS });
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

async function userWithCookie(roles: string[] = ['USER']) {
  const user = await createTestUser(database.db, { roles });
  const { accessToken } = await login(
    { request: (path, init) => fetch(base + path, init) },
    user.username ?? '',
    TEST_PASSWORD,
  );
  return { user, cookie: `accessToken=${accessToken}` };
}

async function stream(path: string, headers: Record<string, string>) {
  const connection = await openSse(base + path, { headers });
  open.push(connection);
  return connection;
}

function notify(userId: number, title: string, audience: 'USER' | 'COUNSELOR' = 'USER') {
  return realtime.notifier.notify(audience, userId, 'REVIEW', {
    title,
    content: `${title} 내용`,
    link: '/me/reviews',
  });
}

async function waitUntil(check: () => boolean, timeoutMs = 3_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not reached');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('GET /api/sse/user/notifications', () => {
  it('answers with unbuffered event-stream headers and a connection event carrying the newest id', async () => {
    const { user, cookie } = await userWithCookie();
    await notify(user.id, '첫 알림');
    const newest = await notify(user.id, '둘째 알림');

    const connection = await stream('/api/sse/user/notifications', { Cookie: cookie });
    expect(connection.response.status).toBe(200);
    expect(connection.response.headers.get('content-type')).toBe(
      'text/event-stream; charset=utf-8',
    );
    expect(connection.response.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(connection.response.headers.get('x-accel-buffering')).toBe('no');
    expect(await connection.next()).toEqual({
      event: 'connection',
      id: String(newest.id),
      data: '{"connected":true}',
    });
    connection.close();
  });

  it('sends id 0 on connection when the recipient has no notification yet', async () => {
    const { cookie } = await userWithCookie();
    const connection = await stream('/api/sse/user/notifications', { Cookie: cookie });
    expect(await connection.next()).toEqual({
      event: 'connection',
      id: '0',
      data: '{"connected":true}',
    });
    connection.close();
  });

  it('delivers a notification created through the notifier as a notification event with its id', async () => {
    const { user, cookie } = await userWithCookie();
    const other = await userWithCookie();
    const connection = await stream('/api/sse/user/notifications', { Cookie: cookie });
    expect((await connection.next()).event).toBe('connection');

    await notify(other.user.id, '남의 알림');
    await notify(user.id, '내 알림', 'COUNSELOR');
    const row = await notify(user.id, '새 리뷰');
    const event = await connection.nextEvent();
    expect(event.event).toBe('notification');
    expect(event.id).toBe(String(row.id));
    expect(JSON.parse(event.data)).toEqual({
      id: row.id,
      type: 'REVIEW',
      title: '새 리뷰',
      content: '새 리뷰 내용',
      createdAt: row.createdAt.toISOString(),
      read: false,
      link: '/me/reviews',
    });
    connection.close();
  });

  it('replays exactly the missed rows in order after Last-Event-ID, then goes live, none twice', async () => {
    const { user, cookie } = await userWithCookie();
    const seen = await notify(user.id, '본 알림');
    const missed = [await notify(user.id, '놓친 1'), await notify(user.id, '놓친 2')];

    const connection = await stream('/api/sse/user/notifications', {
      Cookie: cookie,
      'Last-Event-ID': String(seen.id),
    });
    expect(await connection.next()).toMatchObject({ event: 'connection', id: String(seen.id) });
    expect((await connection.nextEvent()).id).toBe(String(missed[0]?.id));
    expect((await connection.nextEvent()).id).toBe(String(missed[1]?.id));
    const live = await notify(user.id, '새 알림');
    const next = await connection.nextEvent();
    expect(next).toMatchObject({ event: 'notification', id: String(live.id) });
    expect(JSON.parse(next.data).title).toBe('새 알림');
    await expect(connection.nextEvent(HEARTBEAT_MS * 2)).rejects.toThrow(/no event/);
    connection.close();
  });

  it('replays the same way from ?lastEventId= (a new EventSource cannot send the header)', async () => {
    const { user, cookie } = await userWithCookie();
    const seen = await notify(user.id, '본 알림');
    const missed = await notify(user.id, '놓친 알림');

    const connection = await stream(`/api/sse/user/notifications?lastEventId=${seen.id}`, {
      Cookie: cookie,
    });
    expect(await connection.next()).toMatchObject({ event: 'connection', id: String(seen.id) });
    expect(await connection.nextEvent()).toMatchObject({
      event: 'notification',
      id: String(missed.id),
    });
    await expect(connection.nextEvent(HEARTBEAT_MS * 2)).rejects.toThrow(/no event/);
    connection.close();
  });

  it('replays more than one batch (100 rows) of missed notifications in order', async () => {
    const { user, cookie } = await userWithCookie();
    const ids: number[] = [];
    for (let index = 0; index < 105; index += 1)
      ids.push((await notify(user.id, `알림 ${index}`)).id);

    const connection = await stream('/api/sse/user/notifications?lastEventId=0', {
      Cookie: cookie,
    });
    expect(await connection.next()).toMatchObject({ event: 'connection', id: '0' });
    const received: number[] = [];
    for (let index = 0; index < 105; index += 1) {
      received.push(Number((await connection.nextEvent()).id));
    }
    expect(received).toEqual(ids);
    connection.close();
  });

  it('gives every stream of one recipient each of many concurrent notifications once, in order', async () => {
    const { user, cookie } = await userWithCookie();
    const streams = [
      await stream('/api/sse/user/notifications', { Cookie: cookie }),
      await stream('/api/sse/user/notifications', { Cookie: cookie }),
      await stream('/api/sse/user/notifications', { Cookie: cookie }),
    ];
    for (const connection of streams) expect((await connection.next()).event).toBe('connection');

    const rows = await Promise.all(
      Array.from({ length: 30 }, (_, index) => notify(user.id, `동시 ${index}`)),
    );
    const ids = rows.map((row) => row.id).sort((a, b) => a - b);
    for (const connection of streams) {
      const received: number[] = [];
      for (let index = 0; index < ids.length; index += 1) {
        received.push(Number((await connection.nextEvent()).id));
      }
      expect(received).toEqual(ids);
      await expect(connection.nextEvent(HEARTBEAT_MS * 2)).rejects.toThrow(/no event/);
      connection.close();
    }
  });

  it('sends a heartbeat without id after the interval', async () => {
    const { cookie } = await userWithCookie();
    const connection = await stream('/api/sse/user/notifications', { Cookie: cookie });
    const startedAt = Date.now();
    expect((await connection.next()).event).toBe('connection');
    const heartbeat = await connection.next(HEARTBEAT_MS * 3);
    expect(heartbeat.event).toBe('heartbeat');
    expect(heartbeat.id).toBeUndefined();
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(HEARTBEAT_MS - 50);
    const { time } = JSON.parse(heartbeat.data) as { time: number };
    expect(Math.abs(time - Date.now())).toBeLessThan(2_000);
    connection.close();
  });

  it('answers 401 JSON without the accessToken cookie or with a bad one', async () => {
    for (const path of ['/api/sse/user/notifications', '/api/sse/counselor/notifications']) {
      const missing = await fetch(base + path);
      expect(missing.status).toBe(401);
      expect(await missing.json()).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
      const bad = await fetch(base + path, { headers: { Cookie: 'accessToken=not-a-token' } });
      expect(bad.status).toBe(401);
      // A bearer header is not how streams log in: EventSource cannot send one.
      expect((await fetch(base + path, { headers: { Authorization: 'Bearer x' } })).status).toBe(
        401,
      );
    }
  });

  it('counts open streams per recipient and forgets a client that went away', async () => {
    const { user, cookie } = await userWithCookie();
    const first = await stream('/api/sse/user/notifications', { Cookie: cookie });
    const second = await stream('/api/sse/user/notifications', { Cookie: cookie });
    await first.next();
    await second.next();
    expect(realtime.streams.count('USER', user.id)).toBe(2);
    expect(realtime.streams.count('COUNSELOR', user.id)).toBe(0);
    const registered = shutdown.size;

    first.close();
    await waitUntil(() => realtime.streams.count('USER', user.id) === 1);
    expect(shutdown.size).toBe(registered - 1);
    second.close();
    await waitUntil(() => realtime.streams.count('USER', user.id) === 0);
    expect(shutdown.size).toBe(registered - 2);
  });
});

describe('GET /api/sse/counselor/notifications', () => {
  it('answers 403 JSON to a user without the COUNSELOR role', async () => {
    const { cookie } = await userWithCookie(['USER']);
    const response = await fetch(`${base}/api/sse/counselor/notifications`, {
      headers: { Cookie: cookie },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ status: 403, code: 'FORBIDDEN' });
  });

  it('streams COUNSELOR notifications to a counselor and not USER ones', async () => {
    const { user, cookie } = await userWithCookie(['USER', 'COUNSELOR']);
    const connection = await stream('/api/sse/counselor/notifications', { Cookie: cookie });
    expect((await connection.next()).event).toBe('connection');
    await notify(user.id, '사용자 알림', 'USER');
    const row = await notify(user.id, '상담사 알림', 'COUNSELOR');
    expect(await connection.nextEvent()).toMatchObject({
      event: 'notification',
      id: String(row.id),
    });
    expect(realtime.streams.count('COUNSELOR', user.id)).toBe(1);
    connection.close();
  });
});

describe('parseLastEventId', () => {
  it('accepts a non-negative integer and ignores anything else', () => {
    expect(parseLastEventId('42')).toBe(42);
    expect(parseLastEventId(' 7 ')).toBe(7);
    expect(parseLastEventId('0')).toBe(0);
    expect(parseLastEventId(undefined)).toBeNull();
    expect(parseLastEventId('')).toBeNull();
    expect(parseLastEventId('-1')).toBeNull();
    expect(parseLastEventId('1e3')).toBeNull();
    expect(parseLastEventId('abc')).toBeNull();
  });
});

// Last: it ends every stream of this server, as SIGTERM does through the same registry.
describe('shutdown', () => {
  it('closes every open stream, so clients reconnect to another process', async () => {
    const { user, cookie } = await userWithCookie();
    const userStream = await stream('/api/sse/user/notifications', { Cookie: cookie });
    const counselor = await userWithCookie(['USER', 'COUNSELOR']);
    const counselorStream = await stream('/api/sse/counselor/notifications', {
      Cookie: counselor.cookie,
    });
    await userStream.next();
    await counselorStream.next();

    await shutdown.closeAll();
    await Promise.all([userStream.ended, counselorStream.ended]);
    expect(realtime.streams.total).toBe(0);
    expect(realtime.streams.count('USER', user.id)).toBe(0);

    // A stream opened while shutting down is closed at once.
    const late = await stream('/api/sse/user/notifications', { Cookie: cookie });
    await late.ended;
    expect(realtime.streams.total).toBe(0);
  });
});
