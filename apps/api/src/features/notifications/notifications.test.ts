import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { notifications } from '../../db/schema';
import { silentLogger } from '../../lib/logger';
import { createTestDatabase } from '../../test/db';
import { testEnv } from '../../test/env';
import { bearer, createTestUser, login, TEST_PASSWORD } from '../../test/users';
import { createCounselorsRepository } from '../counselors';
import { createNotificationsRepository } from './repository';

// SPEC §7 notification REST of both audiences, DESIGN "Notifications" cursor semantics.

const NOW = new Date('2026-11-22T03:00:00.000Z');
const database = await createTestDatabase();
const app = createApp({ env: testEnv(), database, logger: silentLogger, now: () => NOW });
const rows = createNotificationsRepository(database.db);

afterAll(async () => {
  await database.close();
});

type Audience = 'USER' | 'COUNSELOR';

async function loggedInUser(roles: string[] = ['USER']) {
  const user = await createTestUser(database.db, { roles });
  const { accessToken } = await login(app, user.username!, TEST_PASSWORD);
  return { id: user.id, token: accessToken };
}

async function loggedInCounselor() {
  const user = await loggedInUser(['USER', 'COUNSELOR']);
  await createCounselorsRepository(database.db).insertIfMissing({
    userId: user.id,
    level: 1,
    status: 'ON',
  });
  return user;
}

async function addNotification(userId: number, audience: Audience = 'USER', type = 'PAYMENT') {
  const row = await rows.insert({
    audience,
    userId,
    type,
    title: '결제가 완료됐어요',
    content: '타로 상담 30분 상품을 결제했어요.',
    link: null,
    createdAt: NOW,
  });
  return row.id;
}

function get(path: string, token: string) {
  return app.request(path, { headers: bearer(token) });
}

function send(method: 'PATCH' | 'POST', path: string, token: string) {
  return app.request(path, { method, headers: bearer(token) });
}

async function pageIds(path: string, token: string) {
  const response = await get(path, token);
  expect(response.status).toBe(200);
  const page = (await response.json()) as {
    content: { id: number }[];
    empty: boolean;
    last: boolean;
    totalPages: number;
  };
  return { ...page, content: page.content.map(({ id }) => id) };
}

describe('GET /api/client/me/notifications (cursor pages)', () => {
  let token: string;
  let ids: number[];

  beforeAll(async () => {
    const user = await loggedInUser();
    token = user.token;
    ids = [];
    for (let i = 0; i < 5; i += 1) ids.push(await addNotification(user.id));
    // Another audience and another user never show up in this list.
    await addNotification(user.id, 'COUNSELOR', 'SESSION_REQUESTED');
    await addNotification((await createTestUser(database.db)).id);
  });

  const at = (index: number) => ids[index] as number;

  it('answers newest first, 20 at most, without a query', async () => {
    expect(await pageIds('/api/client/me/notifications', token)).toEqual({
      content: [at(4), at(3), at(2), at(1), at(0)],
      empty: false,
      last: true,
      totalPages: 1,
    });
  });

  it('pages back with DESC + lastId (older than it)', async () => {
    const base = '/api/client/me/notifications?limit=2&sort=DESC';
    expect(await pageIds(base, token)).toEqual({
      content: [at(4), at(3)],
      empty: false,
      last: false,
      totalPages: 3,
    });
    expect(await pageIds(`${base}&lastId=${at(3)}`, token)).toEqual({
      content: [at(2), at(1)],
      empty: false,
      last: false,
      totalPages: 2,
    });
    expect(await pageIds(`${base}&lastId=${at(1)}`, token)).toEqual({
      content: [at(0)],
      empty: false,
      last: true,
      totalPages: 1,
    });
    expect(await pageIds(`${base}&lastId=${at(0)}`, token)).toEqual({
      content: [],
      empty: true,
      last: true,
      totalPages: 0,
    });
  });

  it('fetches what was missed with ASC + lastId (newer than it)', async () => {
    expect(
      await pageIds(`/api/client/me/notifications?limit=20&sort=ASC&lastId=${at(1)}`, token),
    ).toEqual({ content: [at(2), at(3), at(4)], empty: false, last: true, totalPages: 1 });
    expect(await pageIds('/api/client/me/notifications?limit=2&sort=ASC', token)).toEqual({
      content: [at(0), at(1)],
      empty: false,
      last: false,
      totalPages: 3,
    });
    expect(await pageIds(`/api/client/me/notifications?sort=ASC&lastId=${at(4)}`, token)).toEqual({
      content: [],
      empty: true,
      last: true,
      totalPages: 0,
    });
  });

  it('answers an empty page to someone with no notifications', async () => {
    const { token: other } = await loggedInUser();
    expect(await pageIds('/api/client/me/notifications', other)).toEqual({
      content: [],
      empty: true,
      last: true,
      totalPages: 0,
    });
  });

  it('sends each notification as SPEC §3 shapes it', async () => {
    const response = await get(`/api/client/me/notifications?limit=1`, token);
    const page = (await response.json()) as { content: unknown[] };
    expect(page.content).toEqual([
      {
        id: at(4),
        type: 'PAYMENT',
        title: '결제가 완료됐어요',
        content: '타로 상담 30분 상품을 결제했어요.',
        createdAt: '2026-11-22T03:00:00.000Z',
        read: false,
        link: null,
      },
    ]);
  });

  it.each([
    ['limit=0', 'limit', '한 번에 1개에서 100개까지 불러올 수 있어요.'],
    ['limit=101', 'limit', '한 번에 1개에서 100개까지 불러올 수 있어요.'],
    ['limit=abc', 'limit', '한 번에 1개에서 100개까지 불러올 수 있어요.'],
    ['sort=UP', 'sort', '정렬은 ASC 또는 DESC만 쓸 수 있어요.'],
    ['lastId=-1', 'lastId', '마지막 알림 번호가 올바르지 않아요.'],
  ])('answers 400 for %s', async (query, field, message) => {
    const response = await get(`/api/client/me/notifications?${query}`, token);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: '입력한 내용을 다시 확인해 주세요.',
      errors: [{ field, message }],
    });
  });

  it('accepts limit=100', async () => {
    expect((await get('/api/client/me/notifications?limit=100', token)).status).toBe(200);
  });
});

describe('unread counts, unreads and read marks (USER)', () => {
  it('counts, lists and marks one read', async () => {
    const user = await loggedInUser();
    const first = await addNotification(user.id);
    const second = await addNotification(user.id);
    const third = await addNotification(user.id);

    expect(await (await get('/api/client/me/notifications/unread-count', user.token)).json()).toBe(
      3,
    );
    const read = await send('PATCH', `/api/client/me/notifications/${second}/read`, user.token);
    expect(read.status).toBe(204);
    expect(await (await get('/api/client/me/notifications/unread-count', user.token)).json()).toBe(
      2,
    );
    expect(await pageIds('/api/client/me/notifications/unreads', user.token)).toEqual({
      content: [third, first],
      empty: false,
      last: true,
      totalPages: 1,
    });
    const all = (await (await get('/api/client/me/notifications', user.token)).json()) as {
      content: { id: number; read: boolean }[];
    };
    expect(all.content.map(({ id, read }) => ({ id, read }))).toEqual([
      { id: third, read: false },
      { id: second, read: true },
      { id: first, read: false },
    ]);
  });

  it('keeps the first read time when read twice', async () => {
    const user = await loggedInUser();
    const id = await addNotification(user.id);
    const path = `/api/client/me/notifications/${id}/read`;
    expect((await send('PATCH', path, user.token)).status).toBe(204);
    expect((await send('PATCH', path, user.token)).status).toBe(204);
    const [row] = await database.db.select().from(notifications).where(eq(notifications.id, id));
    expect(row?.readAt?.toISOString()).toBe('2026-11-22T03:00:00.000Z');
  });

  it("answers 404 for someone else's notification and leaves it unread", async () => {
    const owner = await loggedInUser();
    const stranger = await loggedInUser();
    const id = await addNotification(owner.id);
    const response = await send('PATCH', `/api/client/me/notifications/${id}/read`, stranger.token);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      status: 404,
      code: 'NOT_FOUND',
      message: '알림을 찾을 수 없어요.',
    });
    expect(await (await get('/api/client/me/notifications/unread-count', owner.token)).json()).toBe(
      1,
    );
  });

  it("answers 404 for the caller's own counselor notification on the user path", async () => {
    const user = await loggedInUser();
    const id = await addNotification(user.id, 'COUNSELOR', 'SESSION_REQUESTED');
    expect(
      (await send('PATCH', `/api/client/me/notifications/${id}/read`, user.token)).status,
    ).toBe(404);
  });

  it('answers 404 for an id that does not exist', async () => {
    const user = await loggedInUser();
    for (const id of ['999999999', '99999999999999999999', 'abc']) {
      expect(
        (await send('PATCH', `/api/client/me/notifications/${id}/read`, user.token)).status,
      ).toBe(404);
    }
  });

  it('reads all, TEST included, and only the caller’s', async () => {
    const user = await loggedInUser();
    const other = await loggedInUser();
    await addNotification(user.id);
    await addNotification(user.id, 'USER', 'TEST');
    await addNotification(user.id, 'COUNSELOR', 'TEST');
    await addNotification(other.id);

    const response = await send('PATCH', '/api/client/me/notifications/all/read', user.token);
    expect(response.status).toBe(204);
    expect(await (await get('/api/client/me/notifications/unread-count', user.token)).json()).toBe(
      0,
    );
    expect(await pageIds('/api/client/me/notifications/unreads', user.token)).toMatchObject({
      content: [],
      empty: true,
    });
    expect(await (await get('/api/client/me/notifications/unread-count', other.token)).json()).toBe(
      1,
    );
    // The counselor list of the same person is another list.
    const [counselorRow] = await database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, user.id))
      .orderBy(notifications.id)
      .offset(2);
    expect(counselorRow?.readAt).toBeNull();
  });
});

describe('counselor notifications', () => {
  it('counts, lists and reads the counselor audience only', async () => {
    const counselor = await loggedInCounselor();
    const userRow = await addNotification(counselor.id, 'USER', 'PAYMENT');
    const first = await addNotification(counselor.id, 'COUNSELOR', 'SESSION_REQUESTED');
    const second = await addNotification(counselor.id, 'COUNSELOR', 'TEST');

    const count = await get('/api/client/counselor/notifications/unreads/count', counselor.token);
    expect(await count.json()).toBe(2);
    expect(await pageIds('/api/client/counselor/notifications', counselor.token)).toEqual({
      content: [second, first],
      empty: false,
      last: true,
      totalPages: 1,
    });
    const read = await send(
      'PATCH',
      `/api/client/counselor/notifications/${first}/read`,
      counselor.token,
    );
    expect(read.status).toBe(204);
    expect(await pageIds('/api/client/counselor/notifications/unreads', counselor.token)).toEqual({
      content: [second],
      empty: false,
      last: true,
      totalPages: 1,
    });
    expect(
      (await send('PATCH', `/api/client/counselor/notifications/${userRow}/read`, counselor.token))
        .status,
    ).toBe(404);
    const all = await send(
      'PATCH',
      '/api/client/counselor/notifications/all/read',
      counselor.token,
    );
    expect(all.status).toBe(204);
    expect(
      await (
        await get('/api/client/counselor/notifications/unreads/count', counselor.token)
      ).json(),
    ).toBe(0);
    // The same person's user list is untouched.
    expect(
      await (await get('/api/client/me/notifications/unread-count', counselor.token)).json(),
    ).toBe(1);
  });

  it("answers 404 for another counselor's notification", async () => {
    const owner = await loggedInCounselor();
    const other = await loggedInCounselor();
    const id = await addNotification(owner.id, 'COUNSELOR', 'SESSION_REQUESTED');
    const response = await send(
      'PATCH',
      `/api/client/counselor/notifications/${id}/read`,
      other.token,
    );
    expect(response.status).toBe(404);
  });

  it('answers 403 to a plain user', async () => {
    const user = await loggedInUser();
    const response = await get('/api/client/counselor/notifications', user.token);
    expect(response.status).toBe(403);
  });
});

describe('connection-status', () => {
  it('answers no connections while no stream is open', async () => {
    const user = await loggedInUser();
    const response = await get('/api/client/sse/user/notifications/connection-status', user.token);
    expect(await response.json()).toEqual({ connected: false, connections: 0 });
    const counselor = await loggedInCounselor();
    const counselorStatus = await get(
      '/api/client/sse/counselor/notifications/connection-status',
      counselor.token,
    );
    expect(await counselorStatus.json()).toEqual({ connected: false, connections: 0 });
  });
});

describe('POST .../notifications/test', () => {
  it('creates a TEST notification with the Korean defaults', async () => {
    const user = await loggedInUser();
    const response = await send('POST', '/api/client/sse/user/notifications/test', user.token);
    expect(response.status).toBe(201);
    const body = (await response.json()) as { id: number };
    expect(body).toEqual({
      id: body.id,
      type: 'TEST',
      title: '테스트 알림',
      content: '알림이 잘 도착하는지 확인하는 메시지예요.',
      createdAt: '2026-11-22T03:00:00.000Z',
      read: false,
      link: null,
    });
    const [row] = await database.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, body.id));
    expect(row).toMatchObject({ audience: 'USER', userId: user.id, type: 'TEST', readAt: null });
  });

  it('uses the given title and message, and empty ones fall back', async () => {
    const user = await loggedInUser();
    const custom = await send(
      'POST',
      `/api/client/sse/user/notifications/test?title=${encodeURIComponent('안녕')}&message=${encodeURIComponent('잘 가요')}`,
      user.token,
    );
    expect(await custom.json()).toMatchObject({ title: '안녕', content: '잘 가요' });
    const empty = await send(
      'POST',
      '/api/client/sse/user/notifications/test?title=&message=',
      user.token,
    );
    expect(await empty.json()).toMatchObject({
      title: '테스트 알림',
      content: '알림이 잘 도착하는지 확인하는 메시지예요.',
    });
  });

  it('accepts 100 and 500 characters and refuses one more', async () => {
    const user = await loggedInUser();
    const path = (title: number, message: number) =>
      `/api/client/sse/user/notifications/test?title=${'가'.repeat(title)}&message=${'나'.repeat(message)}`;
    expect((await send('POST', encodeURI(path(100, 500)), user.token)).status).toBe(201);
    const tooLong = await send('POST', encodeURI(path(101, 501)), user.token);
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: '입력한 내용을 다시 확인해 주세요.',
      errors: [
        { field: 'title', message: '제목은 100자를 넘을 수 없어요.' },
        { field: 'message', message: '내용은 500자를 넘을 수 없어요.' },
      ],
    });
  });

  it('creates a COUNSELOR TEST notification for a counselor', async () => {
    const counselor = await loggedInCounselor();
    const response = await send(
      'POST',
      '/api/client/sse/counselor/notifications/test',
      counselor.token,
    );
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const [row] = await database.db.select().from(notifications).where(eq(notifications.id, id));
    expect(row).toMatchObject({ audience: 'COUNSELOR', userId: counselor.id, type: 'TEST' });
  });
});
