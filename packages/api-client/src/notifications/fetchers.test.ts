import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fetchConnectionStatus,
  fetchNotifications,
  fetchUnreadCount,
  fetchUnreads,
  markAllRead,
  markRead,
  sendTestNotification,
} from './fetchers';
import { notificationStreamPath } from './paths';
import { notificationQueries } from './queries';

const fetchMock = vi.fn<typeof fetch>();

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function sent(call = 0) {
  const [url, init] = fetchMock.mock.calls[call] ?? [];
  return { url, method: init?.method };
}

const item = {
  id: 41,
  type: 'PAYMENT',
  title: '결제 완료',
  content: '결제가 완료되었어요.',
  createdAt: '2026-11-22T01:02:03.000Z',
  read: false,
  link: '/me/payments/3',
};
const page = { content: [item], empty: false, last: false, totalPages: 3 };

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('document', { cookie: 'accessToken=access-1' });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('user audience paths (SPEC §7 "User notifications")', () => {
  it('GETs the unread count as a bare number', async () => {
    fetchMock.mockResolvedValue(json(4));
    expect(await fetchUnreadCount('USER')).toBe(4);
    expect(sent().url).toBe('/api/client/me/notifications/unread-count');
  });

  it('GETs the list with limit, sort and lastId', async () => {
    fetchMock.mockResolvedValue(json(page));
    const result = await fetchNotifications('USER', { limit: 20, sort: 'ASC', lastId: 40 });
    expect(sent().url).toBe('/api/client/me/notifications?limit=20&sort=ASC&lastId=40');
    expect(result.content[0]?.id).toBe(41);
  });

  it('leaves a missing lastId out of the query', async () => {
    fetchMock.mockResolvedValue(json(page));
    await fetchUnreads('USER', { limit: 20, sort: 'DESC', lastId: null });
    expect(sent().url).toBe('/api/client/me/notifications/unreads?limit=20&sort=DESC');
  });

  it('PATCHes one read and all read', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await markRead('USER', 41);
    await markAllRead('USER');
    expect(sent(0)).toEqual({ url: '/api/client/me/notifications/41/read', method: 'PATCH' });
    expect(sent(1)).toEqual({ url: '/api/client/me/notifications/all/read', method: 'PATCH' });
  });

  it('POSTs a test notification with title and message in the query', async () => {
    fetchMock.mockResolvedValue(json({ ...item, type: 'TEST', link: null }, 201));
    const created = await sendTestNotification('USER', { title: '테스트', message: '안녕 하세요' });
    expect(sent().url).toBe(
      '/api/client/sse/user/notifications/test?title=%ED%85%8C%EC%8A%A4%ED%8A%B8&message=%EC%95%88%EB%85%95+%ED%95%98%EC%84%B8%EC%9A%94',
    );
    expect(sent().method).toBe('POST');
    expect(created.type).toBe('TEST');
  });

  it('GETs the connection status', async () => {
    fetchMock.mockResolvedValue(json({ connected: true, connections: 2 }));
    expect(await fetchConnectionStatus('USER')).toEqual({ connected: true, connections: 2 });
    expect(sent().url).toBe('/api/client/sse/user/notifications/connection-status');
  });

  it('streams from /api/sse/user/notifications', () => {
    expect(notificationStreamPath('USER')).toBe('/api/sse/user/notifications');
  });
});

describe('counselor audience paths (SPEC §7 "Counselor notifications")', () => {
  it('GETs unreads/count', async () => {
    fetchMock.mockResolvedValue(json(2));
    expect(await fetchUnreadCount('COUNSELOR')).toBe(2);
    expect(sent().url).toBe('/api/client/counselor/notifications/unreads/count');
  });

  it('GETs the list and the unreads', async () => {
    fetchMock.mockImplementation(async () => json(page));
    await fetchNotifications('COUNSELOR', { limit: 20 });
    await fetchUnreads('COUNSELOR', { limit: 20 });
    expect(sent(0).url).toBe('/api/client/counselor/notifications?limit=20');
    expect(sent(1).url).toBe('/api/client/counselor/notifications/unreads?limit=20');
  });

  it('PATCHes {notificationId}/read and all/read', async () => {
    fetchMock.mockImplementation(async () => new Response(null, { status: 204 }));
    await markRead('COUNSELOR', 9);
    await markAllRead('COUNSELOR');
    expect(sent(0).url).toBe('/api/client/counselor/notifications/9/read');
    expect(sent(1).url).toBe('/api/client/counselor/notifications/all/read');
  });

  it('POSTs the counselor test and GETs the counselor connection status', async () => {
    fetchMock.mockResolvedValueOnce(json({ ...item, type: 'TEST' }, 201));
    fetchMock.mockResolvedValueOnce(json({ connected: false, connections: 0 }));
    await sendTestNotification('COUNSELOR', { title: 'a', message: 'b' });
    await fetchConnectionStatus('COUNSELOR');
    expect(sent(0).url).toBe('/api/client/sse/counselor/notifications/test?title=a&message=b');
    expect(sent(1).url).toBe('/api/client/sse/counselor/notifications/connection-status');
  });

  it('streams from /api/sse/counselor/notifications', () => {
    expect(notificationStreamPath('COUNSELOR')).toBe('/api/sse/counselor/notifications');
  });
});

describe('notificationQueries', () => {
  it('keys every query under ["notifications", audience]', () => {
    expect(notificationQueries.unreadCount('USER').queryKey).toEqual([
      'notifications',
      'USER',
      'unread-count',
    ]);
    expect(notificationQueries.list('COUNSELOR').queryKey).toEqual([
      'notifications',
      'COUNSELOR',
      'list',
    ]);
  });

  it('reads an unread-count failure as 0 (SPEC §8)', async () => {
    fetchMock.mockResolvedValue(json({ code: 'BOOM', message: '오류' }, 500));
    const options = notificationQueries.unreadCount('USER');
    const queryFn = options.queryFn as (context: { signal: AbortSignal }) => Promise<number>;
    expect(await queryFn({ signal: new AbortController().signal })).toBe(0);
  });

  it('pages the list 20 at a time, DESC, from the last id of the previous page', async () => {
    fetchMock.mockImplementation(async () => json(page));
    const options = notificationQueries.list('USER');
    const queryFn = options.queryFn as (context: {
      pageParam: number | undefined;
      signal: AbortSignal;
    }) => Promise<typeof page>;
    await queryFn({ pageParam: undefined, signal: new AbortController().signal });
    await queryFn({ pageParam: 41, signal: new AbortController().signal });
    expect(sent(0).url).toBe('/api/client/me/notifications?limit=20&sort=DESC');
    expect(sent(1).url).toBe('/api/client/me/notifications?limit=20&sort=DESC&lastId=41');
    expect(options.getNextPageParam(page, [page], undefined, [undefined])).toBe(41);
    expect(
      options.getNextPageParam({ ...page, last: true }, [page], undefined, [undefined]),
    ).toBeUndefined();
  });
});
