import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { Database } from '../../db/database';
import { silentLogger } from '../../lib/logger';
import { createShutdownRegistry } from '../../lib/shutdown';
import type {
  CounselorStatusBus,
  CounselorStatusListener,
} from '../../realtime/counselor-status-bus';
import { insertTestCounselor, type TestCounselor } from '../../test/counselors';
import { createTestDatabase } from '../../test/db';
import { testEnv } from '../../test/env';
import { jsonCaller } from '../../test/json-call';
import { openSse, type SseConnection } from '../../test/sse-client';
import { createTestUser, login, TEST_PASSWORD } from '../../test/users';
import { counselorMessages } from './messages';
import { statusStreamRoutes } from './routes-sse';
import { setCounselingStatus } from './status';
import { counselors } from './tables';

// DESIGN "Counselor status" over two app instances sharing one database, each with its own
// status bus (its own LISTEN connection on PostgreSQL), served on loopback like two processes.

let database: Database;
const shutdown = createShutdownRegistry();
const servers: ReturnType<typeof serve>[] = [];
const bases: string[] = [];
const open: SseConnection[] = [];
let call: ReturnType<typeof jsonCaller>;
let counselor: TestCounselor;
let token: string;

async function serveApp() {
  const app = createApp({ env: testEnv(), database, logger: silentLogger, shutdown });
  const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  servers.push(server);
  bases.push(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  return app;
}

beforeAll(async () => {
  database = await createTestDatabase();
  const app = await serveApp();
  await serveApp();
  call = jsonCaller(app);
  counselor = await insertTestCounselor(database.db, { name: '상태테스트', status: 'ON' });
  token = (await login(app, counselor.username, TEST_PASSWORD)).accessToken;
});

afterAll(async () => {
  for (const connection of open) connection.close();
  await shutdown.closeAll();
  for (const server of servers) await new Promise<void>((resolve) => server.close(() => resolve()));
  await database.close();
});

async function stream(base: string) {
  const connection = await openSse(`${base}/api/sse/public/counselor-status`);
  open.push(connection);
  const first = await connection.next();
  expect(first).toEqual({ event: 'connection', id: '0', data: '{"connected":true}' });
  return connection;
}

const setStatus = (status: string, bearerToken = token) =>
  call('PATCH', '/api/client/counselor/status', bearerToken, { status });

describe('PATCH /api/client/counselor/status', () => {
  it('sets ON, OFF or BUSY and answers the profile', async () => {
    for (const status of ['BUSY', 'OFF', 'ON']) {
      const { status: code, json } = await setStatus(status);
      expect({ code, json }).toEqual({
        code: 200,
        json: { id: counselor.id, level: 1, status, enabled: true },
      });
    }
  });

  it('refuses COUNSELING and anything else with a Korean field error', async () => {
    expect(await setStatus('COUNSELING')).toMatchObject({
      status: 400,
      json: {
        status: 400,
        code: 'VALIDATION_FAILED',
        message: '입력한 내용을 다시 확인해 주세요.',
        errors: [{ field: 'status', message: counselorMessages.counselingBySystem }],
      },
    });
    expect(await setStatus('AWAY')).toMatchObject({
      status: 400,
      json: { errors: [{ field: 'status', message: counselorMessages.statusChoice }] },
    });
  });

  it('answers 403 to a user who is not a counselor and 401 without a login', async () => {
    const user = await createTestUser(database.db);
    const { accessToken } = await login(
      { request: (path, init) => fetch(bases[0] + path, init) },
      user.username ?? '',
      TEST_PASSWORD,
    );
    expect(await setStatus('ON', accessToken)).toMatchObject({
      status: 403,
      json: { status: 403, code: 'FORBIDDEN', message: '권한이 없어요.' },
    });
    expect(
      (await call('PATCH', '/api/client/counselor/status', undefined, { status: 'ON' })).status,
    ).toBe(401);
  });

  it('during COUNSELING keeps the status and applies the choice when the session ends', async () => {
    const { db } = database;
    const at = new Date();
    expect(await setCounselingStatus(db, counselor.id, true, at)).toEqual({
      counselorId: counselor.id,
      status: 'COUNSELING',
      at: at.toISOString(),
    });
    expect((await setStatus('BUSY')).json).toMatchObject({ status: 'COUNSELING' });
    const ended = await setCounselingStatus(db, counselor.id, false, at);
    expect(ended).toMatchObject({ status: 'BUSY' });
    // Without a choice during the session, the status before it comes back.
    await setCounselingStatus(db, counselor.id, true, at);
    expect(await setCounselingStatus(db, counselor.id, false, at)).toMatchObject({
      status: 'BUSY',
    });
    await setStatus('ON');
  });
});

describe('GET /api/sse/public/counselor-status', () => {
  it('answers without a login, unbuffered, and delivers a change made through either instance', async () => {
    const [first, second] = bases as [string, string];
    const onFirst = await stream(first);
    const onSecond = await stream(second);
    expect(onFirst.response.headers.get('Content-Type')).toBe('text/event-stream; charset=utf-8');
    expect(onFirst.response.headers.get('X-Accel-Buffering')).toBe('no');

    // Made through the first instance: both streams hear it.
    await setStatus('BUSY');
    for (const connection of [onFirst, onSecond]) {
      const event = await connection.nextEvent();
      expect(event.event).toBe('status');
      expect(event.id).toBe('1');
      expect(JSON.parse(event.data)).toEqual({
        counselorId: counselor.id,
        status: 'BUSY',
        at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      });
    }

    // Made through the second instance's api: the first instance's stream hears it too.
    const viaSecond = jsonCaller({ request: (path, init) => fetch(second + path, init) });
    await viaSecond('PATCH', '/api/client/counselor/status', token, { status: 'OFF' });
    const event = await onFirst.nextEvent();
    expect({ id: event.id, status: JSON.parse(event.data).status }).toEqual({
      id: '2',
      status: 'OFF',
    });
    await setStatus('ON');
    expect(JSON.parse((await onSecond.nextEvent()).data).status).toBe('OFF');
    expect(JSON.parse((await onSecond.nextEvent()).data).status).toBe('ON');
  });

  it('announces nothing for a repeated status or a counselor who is not listed', async () => {
    const connection = await stream(bases[0] as string);
    const applicant = await insertTestCounselor(database.db, { name: '지원자상태', level: 0 });
    const { accessToken } = await login(
      { request: (path, init) => fetch(bases[0] + path, init) },
      applicant.username,
      TEST_PASSWORD,
    );
    await setStatus('BUSY', accessToken);
    await setStatus('ON');
    await setStatus('OFF');
    expect(JSON.parse((await connection.nextEvent()).data)).toMatchObject({
      counselorId: counselor.id,
      status: 'OFF',
    });
    await database.db
      .update(counselors)
      .set({ status: 'ON' })
      .where(eq(counselors.id, counselor.id));
  });
});

describe('the status stream on its own', () => {
  it('sends heartbeats, and after its listener reconnects the changes it missed', async () => {
    let heard: CounselorStatusListener | undefined;
    const bus: CounselorStatusBus = {
      publish: async () => {},
      subscribe(listener) {
        heard = listener;
        return () => {};
      },
      ready: async () => {},
      listening: true,
      subscribers: 1,
      close: async () => {},
    };
    const routes = statusStreamRoutes({
      db: database.db,
      bus,
      shutdown,
      logger: silentLogger,
      now: () => new Date(),
      heartbeatMs: 50,
    });
    const server = serve({ fetch: routes.fetch, hostname: '127.0.0.1', port: 0 });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    servers.push(server);
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const connection = await openSse(`${base}/counselor-status`);
    open.push(connection);
    expect((await connection.next()).event).toBe('connection');
    const beat = await connection.next();
    expect({ event: beat.event, id: beat.id }).toEqual({ event: 'heartbeat', id: undefined });
    expect(JSON.parse(beat.data)).toEqual({ time: expect.any(Number) });

    // A change stored while the NOTIFY was lost: the resync reads it from the table.
    const at = new Date(Date.now() + 60_000);
    await database.db
      .update(counselors)
      .set({ status: 'BUSY', statusChangedAt: at })
      .where(eq(counselors.id, counselor.id));
    heard?.resync();
    const missed = await connection.nextEvent();
    expect(missed).toEqual({
      event: 'status',
      id: '1',
      data: JSON.stringify({ counselorId: counselor.id, status: 'BUSY', at: at.toISOString() }),
    });
  });
});
