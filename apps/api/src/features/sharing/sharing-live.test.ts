import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { Database } from '../../db/database';
import { silentLogger } from '../../lib/logger';
import { createShutdownRegistry } from '../../lib/shutdown';
import { createTestDatabase } from '../../test/db';
import { testEnv } from '../../test/env';
import { jsonCaller } from '../../test/json-call';
import { characterId, insertReading } from '../../test/shared-readings';
import { openSse, type SseConnection } from '../../test/sse-client';
import { createTestUser, login, TEST_PASSWORD } from '../../test/users';
import { createRealtime, type Realtime } from '../notifications';

// The owner of a share hears of a reaction and a comment live, on the notification stream a
// browser holds open, over a real loopback server.

let database: Database;
let realtime: Realtime;
const shutdown = createShutdownRegistry();
let server: ReturnType<typeof serve>;
let base: string;
let stream: SseConnection | undefined;
const remote = { request: (path: string, init?: RequestInit) => fetch(base + path, init) };
const call = jsonCaller(remote);

async function person() {
  const user = await createTestUser(database.db);
  const { accessToken } = await login(remote, user.username ?? '', TEST_PASSWORD);
  return { id: user.id, token: accessToken };
}

beforeAll(async () => {
  database = await createTestDatabase();
  realtime = createRealtime({ database, heartbeatMs: 400 });
  const app = createApp({ env: testEnv(), database, logger: silentLogger, realtime, shutdown });
  server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  stream?.close();
  await shutdown.closeAll();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await realtime.bus.close();
  await database.close();
});

describe('notifications of a share', () => {
  it('reach the owner’s open stream live: REACTION, then COMMENT, each linking the share', async () => {
    const owner = await person();
    const visitor = await person();
    const readingId = await insertReading(database.db, {
      userId: owner.id,
      characterId: await characterId(database.db),
    });
    const shared = await call('POST', '/api/client/shares', owner.token, {
      readingId,
      showQuestion: false,
      showName: false,
    });
    stream = await openSse(`${base}/api/sse/user/notifications`, {
      headers: { Cookie: `accessToken=${owner.token}` },
    });
    expect((await stream.nextEvent()).event).toBe('connection');

    await call('PUT', `/api/client/shares/${shared.json.id}/reaction`, visitor.token, {
      kind: 'AMAZED',
    });
    const reaction = await stream.nextEvent(3_000);
    expect(reaction.event).toBe('notification');
    expect(JSON.parse(reaction.data)).toMatchObject({
      type: 'REACTION',
      link: `/shared/${shared.json.id}`,
    });

    // The owner's own comment tells nobody; the visitor's does.
    await call('POST', `/api/client/shares/${shared.json.id}/comments`, owner.token, {
      content: '고마워요',
    });
    await call('POST', `/api/client/shares/${shared.json.id}/comments`, visitor.token, {
      content: '카드가 참 예뻐요',
    });
    const comment = await stream.nextEvent(3_000);
    expect(JSON.parse(comment.data)).toMatchObject({
      type: 'COMMENT',
      title: '공유한 리딩에 새 댓글이 달렸어요',
      link: `/shared/${shared.json.id}`,
    });
    expect(JSON.parse(comment.data).content).toContain('카드가 참 예뻐요');
  });
});
