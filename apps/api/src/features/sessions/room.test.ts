import type { AddressInfo } from 'node:net';
import type { RoomState } from '@arcana/domain';
import { serve } from '@hono/node-server';
import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { Database } from '../../db/database';
import { silentLogger } from '../../lib/logger';
import { createShutdownRegistry } from '../../lib/shutdown';
import { createTestDatabase } from '../../test/db';
import { testEnv } from '../../test/env';
import { openSse, type SseConnection } from '../../test/sse-client';
import { createTestUser, login, TEST_PASSWORD } from '../../test/users';
import { counselors } from '../counselors';
import { notifications } from '../notifications';
import { orders } from '../orders';
import { products } from '../products';
import { createRoomRepository } from './room-repository';
import { counselingSessions, sessionMessages } from './tables';

// The room over a real HTTP server on loopback (the stream is read with fetch, as the apps'
// stream reader does): who may see a room, messages exactly as sent, paging, idempotency,
// closed sessions, NEW_MESSAGE, read marks, images, and the stream's events and resume.

let database: Database;
const shutdown = createShutdownRegistry();
let server: ReturnType<typeof serve>;
let base: string;
const open: SseConnection[] = [];
const TURN = { urls: ['turn:127.0.0.1:3478?transport=udp'], secret: 's3cret', ttlSeconds: 600 };

beforeAll(async () => {
  database = await createTestDatabase();
  const env = testEnv({ turn: TURN });
  const app = createApp({ env, database, logger: silentLogger, shutdown });
  server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const connection of open) connection.close();
  await shutdown.closeAll();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await database.close();
});

const requester = { request: (path: string, init?: RequestInit) => fetch(base + path, init) };

async function person(roles: string[] = ['USER']) {
  const user = await createTestUser(database.db, { roles });
  const { accessToken } = await login(requester, user.username ?? '', TEST_PASSWORD);
  return { userId: user.id, token: accessToken };
}

/** A user, a counselor and an IN_PROGRESS 30-minute session paid 30,000 won (an order). */
async function room(status = 'IN_PROGRESS') {
  const user = await person();
  const counselorUser = await person(['USER', 'COUNSELOR']);
  const [counselor] = await database.db
    .insert(counselors)
    .values({
      userId: counselorUser.userId,
      level: 1,
      status: 'ON',
      name: `별하${counselorUser.userId}`,
    })
    .returning();
  const [product] = await database.db
    .insert(products)
    .values({
      counselorId: counselor!.id,
      name: '30분 채팅 상담',
      counselingType: 'CHAT',
      durationMinutes: 30,
      price: 30_000,
    })
    .returning();
  const [order] = await database.db
    .insert(orders)
    .values({
      orderId: `room-order-${counselor!.id}`,
      productId: product!.id,
      userId: user.userId,
      counselorId: counselor!.id,
      productName: '30분 채팅 상담',
      counselingType: 'CHAT',
      durationMinutes: 30,
      startType: 'IMMEDIATE',
      price: 30_000,
      pointsUsed: 0,
      amount: 30_000,
      provider: 'sandbox',
      status: 'PAID',
      holdExpiresAt: new Date('2026-11-24T12:15:00Z'),
      paidAt: new Date('2026-11-24T12:00:00Z'),
    })
    .returning();
  const [session] = await database.db
    .insert(counselingSessions)
    .values({
      userId: user.userId,
      counselorId: counselor!.id,
      status,
      startTime: new Date('2026-11-24T12:00:00Z'),
      durationSeconds: 1800,
      counselingType: 'CHAT',
      startType: 'IMMEDIATE',
      productName: '30분 채팅 상담',
      orderId: order!.id,
    })
    .returning();
  return { id: session!.id, user, counselor: { ...counselorUser, counselorId: counselor!.id } };
}

async function call(method: string, path: string, token?: string, body?: unknown) {
  const response = await fetch(base + path, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  // biome-ignore lint/suspicious/noExplicitAny: answers read field by field
  const json: any =
    text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : null;
  return { status: response.status, json };
}

const sessionPath = (id: number) => `/api/client/counseling/sessions/${id}`;
let clientCounter = 0;
function clientId() {
  clientCounter += 1;
  return `client-${String(clientCounter).padStart(4, '0')}`;
}

function post(id: number, token: string, content: string, extra: Record<string, unknown> = {}) {
  return call('POST', `${sessionPath(id)}/messages`, token, {
    content,
    clientId: clientId(),
    ...extra,
  });
}

async function stream(
  id: number,
  side: 'USER' | 'COUNSELOR',
  token: string,
  query = '',
  headers: Record<string, string> = {},
) {
  const connection = await openSse(
    `${base}/api/client/sse/counseling/sessions/${id}?senderType=${side}${query}`,
    { headers: { Authorization: `Bearer ${token}`, ...headers } },
  );
  open.push(connection);
  return connection;
}

/** The next event that is not `state` (streams opening and closing announce presence as state). */
async function nextNotState(connection: SseConnection) {
  for (;;) {
    const event = await connection.nextEvent();
    if (event.event !== 'state') return event;
  }
}

/** The first `state` event whose RoomState satisfies the check. */
async function nextStateWhere(connection: SseConnection, check: (state: RoomState) => boolean) {
  for (;;) {
    const event = await connection.nextEvent();
    if (event.event === 'state' && check(JSON.parse(event.data) as RoomState)) return event;
  }
}

describe('who sees a room', () => {
  it('only its two parties: a guest 401, anyone else 404 on every room route', async () => {
    const { id, user, counselor } = await room();
    const stranger = await person(['USER', 'COUNSELOR']);
    expect((await call('GET', `${sessionPath(id)}/room`)).status).toBe(401);
    for (const [method, path, body] of [
      ['GET', `${sessionPath(id)}/room`],
      ['GET', `${sessionPath(id)}/messages`],
      ['POST', `${sessionPath(id)}/messages`, { content: '안녕', clientId: 'stranger-1' }],
      ['POST', `${sessionPath(id)}/read`, { lastMessageId: 1 }],
      ['POST', `${sessionPath(id)}/typing`, { typing: true }],
      [
        'POST',
        `${sessionPath(id)}/signals`,
        { kind: 'offer', payload: { type: 'offer', sdp: 'v=0' } },
      ],
      ['GET', `${sessionPath(999_999)}/room`],
    ] as const) {
      expect((await call(method, path, stranger.token, body)).status, `${method} ${path}`).toBe(
        404,
      );
      expect((await call(method, path, undefined, body)).status, `guest ${method} ${path}`).toBe(
        401,
      );
    }
    const sse = await fetch(`${base}/api/client/sse/counseling/sessions/${id}?senderType=USER`, {
      headers: { Authorization: `Bearer ${stranger.token}` },
    });
    expect(sse.status).toBe(404);
    // The counselor asking as the user is not its side either.
    const asUser = await fetch(`${base}/api/client/sse/counseling/sessions/${id}?senderType=USER`, {
      headers: { Authorization: `Bearer ${counselor.token}` },
    });
    expect(asUser.status).toBe(404);
    const guest = await fetch(`${base}/api/client/sse/counseling/sessions/${id}?senderType=USER`);
    expect(guest.status).toBe(401);

    const mine = await call('GET', `${sessionPath(id)}/room`, user.token);
    expect(mine.status).toBe(200);
    expect(mine.json).toMatchObject({
      me: 'USER',
      counselor: { id: counselor.counselorId, name: `별하${counselor.userId}`, status: 'ON' },
      clock: { paidSeconds: 1800, billedSeconds: 0, runningSince: null, pausedReason: null },
      presence: {
        USER: { entered: false, inRoom: false, connected: false },
        COUNSELOR: { entered: false, inRoom: false, connected: false },
      },
      reads: { USER: 0, COUNSELOR: 0 },
      sharedReading: null,
      endReason: null,
      entryOpensAt: '2026-11-24T11:50:00.000Z',
      can: { enter: true, exit: false, complete: true, addTime: true },
      addTimePrice: 10_000,
    });
    expect(mine.json.session).toMatchObject({ id, status: 'IN_PROGRESS' });
    const theirs = await call('GET', `${sessionPath(id)}/room`, counselor.token);
    expect(theirs.json).toMatchObject({
      me: 'COUNSELOR',
      can: { enter: true, exit: false, complete: true, addTime: false },
      addTimePrice: null,
    });
  });
});

describe('messages', () => {
  it('are stored and returned exactly as sent, markup and line breaks included', async () => {
    const { id, user, counselor } = await room();
    const markup = '<img src=x onerror=alert(1)>';
    const sent = await post(id, user.token, markup);
    expect(sent.status).toBe(201);
    expect(sent.json).toMatchObject({ senderType: 'USER', content: markup, image: null });
    const lines = '첫 줄\n  둘째 줄 <b>굵게</b> & "따옴표"';
    expect((await post(id, counselor.token, lines)).json.content).toBe(lines);
    const page = await call('GET', `${sessionPath(id)}/messages`, counselor.token);
    expect(page.json.items.map((item: { content: string }) => item.content)).toEqual([
      markup,
      lines,
    ]);
    expect(page.json.items.map((item: { senderType: string }) => item.senderType)).toEqual([
      'USER',
      'COUNSELOR',
    ]);
    const [stored] = await database.db
      .select({ content: sessionMessages.content })
      .from(sessionMessages)
      .where(eq(sessionMessages.id, sent.json.id));
    expect(stored?.content).toBe(markup);
  });

  it('must be 1–2,000 characters, not only spaces', async () => {
    const { id, user } = await room();
    expect((await post(id, user.token, '')).status).toBe(400);
    const blank = await post(id, user.token, '   \n ');
    expect(blank.status).toBe(400);
    expect(blank.json.errors).toEqual([
      { field: 'content', message: '공백만으로는 메시지를 보낼 수 없어요.' },
    ]);
    expect((await post(id, user.token, '가'.repeat(2_001))).status).toBe(400);
    expect((await post(id, user.token, '가'.repeat(2_000))).status).toBe(201);
    expect((await post(id, user.token, 'a\u0000b')).status).toBe(400);
    expect(
      (
        await call('POST', `${sessionPath(id)}/messages`, user.token, {
          content: 'x',
          clientId: 'short',
        })
      ).status,
    ).toBe(400);
  });

  it('land once per clientId: a resend answers the first with 200', async () => {
    const { id, user, counselor } = await room();
    const first = await post(id, user.token, '한 번만', { clientId: 'resend-0001' });
    const again = await post(id, user.token, '다른 내용', { clientId: 'resend-0001' });
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.json).toEqual(first.json);
    // The same clientId from the other side is its own message.
    expect((await post(id, counselor.token, '상담사', { clientId: 'resend-0001' })).status).toBe(
      201,
    );
    const page = await call('GET', `${sessionPath(id)}/messages`, user.token);
    expect(page.json.items.map((item: { content: string }) => item.content)).toEqual([
      '한 번만',
      '상담사',
    ]);
  });

  it('page back with before and forward with after, oldest first', async () => {
    const { id, user } = await room();
    const ids: number[] = [];
    for (const text of ['1', '2', '3', '4', '5'])
      ids.push((await post(id, user.token, text)).json.id);
    const contents = (page: { items: { content: string }[] }) =>
      page.items.map((item) => item.content);
    const newest = await call('GET', `${sessionPath(id)}/messages?limit=2`, user.token);
    expect([contents(newest.json), newest.json.hasMore]).toEqual([['4', '5'], true]);
    const older = await call(
      'GET',
      `${sessionPath(id)}/messages?limit=2&before=${ids[3]}`,
      user.token,
    );
    expect([contents(older.json), older.json.hasMore]).toEqual([['2', '3'], true]);
    const oldest = await call(
      'GET',
      `${sessionPath(id)}/messages?limit=2&before=${ids[1]}`,
      user.token,
    );
    expect([contents(oldest.json), oldest.json.hasMore]).toEqual([['1'], false]);
    const after = await call(
      'GET',
      `${sessionPath(id)}/messages?limit=3&after=${ids[0]}`,
      user.token,
    );
    expect([contents(after.json), after.json.hasMore]).toEqual([['2', '3', '4'], true]);
    const all = await call('GET', `${sessionPath(id)}/messages`, user.token);
    expect([contents(all.json), all.json.hasMore]).toEqual([['1', '2', '3', '4', '5'], false]);
    for (const query of [
      'limit=0',
      'limit=101',
      'before=abc',
      'before=1&after=1',
      'after=99999999999',
    ]) {
      expect(
        (await call('GET', `${sessionPath(id)}/messages?${query}`, user.token)).status,
        query,
      ).toBe(400);
    }
  });

  it('are refused with 409 once the session is closed, and stay readable by both', async () => {
    const { id, user, counselor } = await room();
    await post(id, user.token, '끝나기 전');
    await database.db
      .update(counselingSessions)
      .set({ status: 'COMPLETED' })
      .where(eq(counselingSessions.id, id));
    const late = await post(id, user.token, '끝난 뒤');
    expect([late.status, late.json.code]).toEqual([409, 'SESSION_NOT_OPEN']);
    const signal = await call('POST', `${sessionPath(id)}/signals`, counselor.token, {
      kind: 'hangup',
      payload: null,
    });
    expect(signal.status).toBe(409);
    for (const token of [user.token, counselor.token]) {
      const page = await call('GET', `${sessionPath(id)}/messages`, token);
      expect(page.json.items.map((item: { content: string }) => item.content)).toEqual([
        '끝나기 전',
      ]);
    }
  });

  it('from the user notify the counselor (NEW_MESSAGE) only while it is away, once per absence', async () => {
    const { id, user, counselor } = await room();
    const notices = () =>
      database.db
        .select({
          type: notifications.type,
          title: notifications.title,
          content: notifications.content,
          link: notifications.link,
          audience: notifications.audience,
        })
        .from(notifications)
        .where(
          and(eq(notifications.userId, counselor.userId), eq(notifications.type, 'NEW_MESSAGE')),
        )
        .orderBy(asc(notifications.id));
    await post(id, user.token, '상담사님 계세요?');
    await post(id, user.token, '기다릴게요');
    await post(id, counselor.token, '상담사의 메시지는 알리지 않아요');
    expect(await notices()).toEqual([
      {
        type: 'NEW_MESSAGE',
        audience: 'COUNSELOR',
        title: '새 메시지가 왔어요',
        content: '테스터님: 상담사님 계세요?',
        link: `/counseling/sessions/${id}?senderType=COUNSELOR`,
      },
    ]);
    // Present: in the room with a live stream.
    await database.db
      .update(counselingSessions)
      .set({ counselorInRoom: true, counselorSeenAt: new Date() })
      .where(eq(counselingSessions.id, id));
    await post(id, user.token, '들어오셨네요');
    expect(await notices()).toHaveLength(1);
    // Gone again (it left the room after that message): the next user message notifies once more.
    await database.db
      .update(counselingSessions)
      .set({ counselorInRoom: false, counselorSeenAt: new Date() })
      .where(eq(counselingSessions.id, id));
    await post(id, user.token, '다시 안 계시네요');
    await post(id, user.token, '또 보내요');
    expect((await notices()).map((notice) => notice.content)).toEqual([
      '테스터님: 상담사님 계세요?',
      '테스터님: 다시 안 계시네요',
    ]);
  });

  it('read marks only move forward and never past the newest message', async () => {
    const { id, user, counselor } = await room();
    const a = (await post(id, user.token, 'a')).json.id;
    const b = (await post(id, user.token, 'b')).json.id;
    const read = (lastMessageId: number) =>
      call('POST', `${sessionPath(id)}/read`, counselor.token, { lastMessageId });
    expect((await read(b)).status).toBe(204);
    await read(a);
    let page = await call('GET', `${sessionPath(id)}/messages`, user.token);
    expect(page.json.reads).toEqual({ USER: 0, COUNSELOR: b });
    await read(b + 1_000);
    page = await call('GET', `${sessionPath(id)}/messages`, user.token);
    expect(page.json.reads).toEqual({ USER: 0, COUNSELOR: b });
  });

  it('carry a PRIVATE session-message image only the two parties can fetch', async () => {
    const { id, user, counselor } = await room();
    const stranger = await person();
    const png = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#7a3cff' },
    })
      .png()
      .toBuffer();
    const upload = async (token: string, visibility: string) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png');
      form.append('visibility', visibility);
      const response = await fetch(`${base}/api/client/uploads`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        body: form,
      });
      expect(response.status).toBe(201);
      return ((await response.json()) as { uploadId: string }).uploadId;
    };
    const uploadId = await upload(user.token, 'PRIVATE');
    const sent = await post(id, user.token, '', { uploadId });
    expect(sent.status).toBe(201);
    expect(sent.json).toMatchObject({
      content: '',
      image: {
        url: `/api/client/files/${uploadId}/original.png`,
        thumbnailUrl: `/api/client/files/${uploadId}/w360.webp`,
        width: 40,
        height: 30,
      },
    });
    const fetchAs = (token: string) =>
      fetch(`${base}${sent.json.image.url}`, { headers: { Authorization: `Bearer ${token}` } });
    expect((await fetchAs(user.token)).status).toBe(200);
    expect((await fetchAs(counselor.token)).status).toBe(200);
    expect((await fetchAs(stranger.token)).status).toBe(404);
    // Not the caller's upload, or a PUBLIC one: refused, nothing stored.
    expect((await post(id, counselor.token, '', { uploadId })).status).toBe(403);
    expect(
      (await post(id, user.token, '', { uploadId: await upload(user.token, 'PUBLIC') })).status,
    ).toBe(400);
  });
});

describe('the room stream', () => {
  it('starts with ready, then carries the other side’s messages, typing, signals and state', async () => {
    const { id, user, counselor } = await room();
    const earlier = await post(id, user.token, '스트림 전');
    const counselorStream = await stream(id, 'COUNSELOR', counselor.token);
    const ready = await counselorStream.nextEvent();
    expect(ready.event).toBe('ready');
    expect(ready.id).toBe(String(earlier.json.id));
    expect(JSON.parse(ready.data)).toMatchObject({
      me: 'COUNSELOR',
      presence: { COUNSELOR: { connected: true } },
    });
    const userStream = await stream(id, 'USER', user.token);
    expect((await userStream.nextEvent()).event).toBe('ready');

    const sent = await post(id, user.token, '<b>안녕하세요</b>');
    const message = await nextNotState(counselorStream);
    expect(message).toMatchObject({ event: 'message', id: String(sent.json.id) });
    expect(JSON.parse(message.data)).toEqual(sent.json);
    expect(await nextNotState(userStream)).toMatchObject({
      event: 'message',
      id: String(sent.json.id),
    });

    await call('POST', `${sessionPath(id)}/typing`, user.token, { typing: true });
    expect(await nextNotState(counselorStream)).toEqual({
      event: 'typing',
      id: undefined,
      data: JSON.stringify({ senderType: 'USER', typing: true }),
    });

    const offer = { type: 'offer', sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n' };
    const signal = await call('POST', `${sessionPath(id)}/signals`, user.token, {
      kind: 'offer',
      payload: offer,
    });
    expect(signal.status).toBe(201);
    const delivered = await nextNotState(counselorStream);
    expect(delivered.event).toBe('signal');
    expect(delivered.id).toBeUndefined();
    expect(JSON.parse(delivered.data)).toEqual({
      id: signal.json.id,
      senderType: 'USER',
      kind: 'offer',
      payload: offer,
    });

    // A read mark is state: the other side hears it.
    await call('POST', `${sessionPath(id)}/read`, counselor.token, { lastMessageId: sent.json.id });
    const state = await nextStateWhere(userStream, (room) => room.reads.COUNSELOR === sent.json.id);
    expect(JSON.parse(state.data).reads).toEqual({ USER: 0, COUNSELOR: sent.json.id });
  });

  it('resumes after a drop from Last-Event-ID without losing a message', async () => {
    const { id, user, counselor } = await room();
    const first = await stream(id, 'COUNSELOR', counselor.token);
    await first.nextEvent();
    const seen = await post(id, user.token, '하나');
    expect((await nextNotState(first)).id).toBe(String(seen.json.id));
    first.close();
    const missed = [await post(id, user.token, '둘'), await post(id, user.token, '셋')];
    const resumed = await stream(id, 'COUNSELOR', counselor.token, '', {
      'Last-Event-ID': String(seen.json.id),
    });
    expect((await resumed.nextEvent()).event).toBe('ready');
    const replayed = [await nextNotState(resumed), await nextNotState(resumed)];
    expect(
      replayed.map((event) => [event.event, event.id, JSON.parse(event.data).content]),
    ).toEqual([
      ['message', String(missed[0]!.json.id), '둘'],
      ['message', String(missed[1]!.json.id), '셋'],
    ]);
    // ?lastEventId= does the same for a new EventSource.
    const byQuery = await stream(
      id,
      'COUNSELOR',
      counselor.token,
      `&lastEventId=${missed[0]!.json.id}`,
    );
    expect((await byQuery.nextEvent()).event).toBe('ready');
    expect(JSON.parse((await nextNotState(byQuery)).data).content).toBe('셋');
  });

  it('replays the other side’s signals after lastSignalId, never the caller’s own', async () => {
    const { id, user, counselor } = await room();
    const send = (token: string, kind: string) =>
      call('POST', `${sessionPath(id)}/signals`, token, { kind, payload: { candidate: kind } });
    const mine = await send(user.token, 'candidate');
    const theirs = await send(counselor.token, 'answer');
    const userStream = await stream(id, 'USER', user.token, '&lastSignalId=0');
    expect((await userStream.nextEvent()).event).toBe('ready');
    const replayed = await nextNotState(userStream);
    expect(JSON.parse(replayed.data)).toEqual({
      id: theirs.json.id,
      senderType: 'COUNSELOR',
      kind: 'answer',
      payload: { candidate: 'answer' },
    });
    expect(mine.json.id).toBeLessThan(theirs.json.id);
    const big = await call('POST', `${sessionPath(id)}/signals`, user.token, {
      kind: 'offer',
      payload: { sdp: 'x'.repeat(70_000) },
    });
    expect(big.status).toBe(400);
  });

  it('holds the side’s presence lease while open', async () => {
    const { id, counselor } = await room();
    const rooms = createRoomRepository(database.db);
    const connection = await stream(id, 'COUNSELOR', counselor.token);
    await connection.nextEvent();
    const [row] = await database.db
      .select()
      .from(counselingSessions)
      .where(eq(counselingSessions.id, id));
    expect(row?.counselorSeenAt).not.toBeNull();
    expect(row?.userSeenAt).toBeNull();
    expect(await rooms.partiesOf(id)).toMatchObject({ counselorInRoom: false });
  });
});

describe('GET /api/client/webrtc/ice-servers', () => {
  it('hands the caller TURN REST credentials named after it', async () => {
    const { user } = await room();
    const answer = await call('GET', '/api/client/webrtc/ice-servers', user.token);
    expect(answer.status).toBe(200);
    const [server] = answer.json.iceServers;
    expect(server.urls).toEqual(TURN.urls);
    expect(server.username).toMatch(new RegExp(`^\\d{10}:${user.userId}$`));
    expect((await call('GET', '/api/client/webrtc/ice-servers')).status).toBe(401);
  });
});
