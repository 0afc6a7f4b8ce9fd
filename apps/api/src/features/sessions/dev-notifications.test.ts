import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { notifications } from '../../db/schema';
import { silentLogger } from '../../lib/logger';
import { createTestDatabase } from '../../test/db';
import { testEnv } from '../../test/env';
import { createTestUser } from '../../test/users';
import { createCounselorsRepository } from '../counselors';

// DESIGN "Notifications": outside production, POST /api/dev/notifications and /api/dev/sessions
// create any notification and any session, through notify.

const NOW = new Date('2026-11-22T03:00:00.000Z');
const database = await createTestDatabase();
const app = createApp({ env: testEnv(), database, logger: silentLogger, now: () => NOW });

afterAll(async () => {
  await database.close();
});

function post(path: string, body: unknown, target = app) {
  return target.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('POST /api/dev/notifications', () => {
  it('creates the row and answers it', async () => {
    const user = await createTestUser(database.db);
    const response = await post('/api/dev/notifications', {
      audience: 'USER',
      userId: user.id,
      type: 'PAYMENT',
      title: '결제가 완료됐어요',
      content: '타로 상담 30분 상품을 결제했어요.',
      link: '/me/payments',
    });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { id: number };
    expect(body).toEqual({
      id: body.id,
      type: 'PAYMENT',
      title: '결제가 완료됐어요',
      content: '타로 상담 30분 상품을 결제했어요.',
      createdAt: '2026-11-22T03:00:00.000Z',
      read: false,
      link: '/me/payments',
    });
    const [row] = await database.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, body.id));
    expect(row).toMatchObject({ audience: 'USER', userId: user.id });
  });

  it.each([
    [{ audience: 'ADMIN' }, 'audience', '받는 쪽은 USER 또는 COUNSELOR여야 해요.'],
    [{ type: 'SESSION_REQUESTED' }, 'type', '받는 쪽에 맞는 알림 종류가 아니에요.'],
    [{ type: 'NOPE' }, 'type', '받는 쪽에 맞는 알림 종류가 아니에요.'],
    [{ title: '' }, 'title', '필수 입력 항목이에요.'],
    [{ title: '가'.repeat(101) }, 'title', '제목은 100자를 넘을 수 없어요.'],
    [{ link: 'https://example.com' }, 'link', '링크는 /로 시작해야 해요.'],
    [{ userId: 0 }, 'userId', '사용자를 찾을 수 없어요.'],
    [{ userId: 999_999 }, 'userId', '사용자를 찾을 수 없어요.'],
  ])('answers 400 for %j', async (change, field, message) => {
    const user = await createTestUser(database.db);
    const response = await post('/api/dev/notifications', {
      audience: 'USER',
      userId: user.id,
      type: 'PAYMENT',
      title: '제목',
      content: '내용',
      ...change,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      errors: [{ field, message }],
    });
  });
});

describe('POST /api/dev/sessions', () => {
  it('creates the session and notifies both sides with links to the room', async () => {
    const user = await createTestUser(database.db);
    const counselorUser = await createTestUser(database.db, { roles: ['USER', 'COUNSELOR'] });
    const counselors = createCounselorsRepository(database.db);
    await counselors.insertIfMissing({ userId: counselorUser.id, level: 1, status: 'ON' });
    const counselor = await counselors.findByUserId(counselorUser.id);

    const response = await post('/api/dev/sessions', {
      userId: user.id,
      counselorId: counselor!.id,
      status: 'SCHEDULED',
      startTime: '2026-11-22T03:03:00.000Z',
      type: 'VIDEO',
    });
    expect(response.status).toBe(201);
    const session = (await response.json()) as { id: number };
    expect(session).toEqual({
      id: session.id,
      status: 'SCHEDULED',
      startTime: '2026-11-22T03:03:00.000Z',
      durationSeconds: 1800,
      counselingType: 'VIDEO',
      startType: 'RESERVATION',
      product: { name: '데모 상담', mainImage: null },
      counselor: { id: counselor!.id, name: '테스터' },
      user: { displayName: '테스터' },
      hasReview: false,
    });

    const [toUser] = await database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), eq(notifications.audience, 'USER')));
    expect(toUser).toMatchObject({
      type: 'COUNSELING_SESSION',
      title: '상담이 잡혔어요',
      content: '테스터님과의 상담이 잡혔어요.',
      link: `/counseling/sessions/${session.id}?senderType=USER`,
    });
    const [toCounselor] = await database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, counselorUser.id), eq(notifications.audience, 'COUNSELOR')),
      );
    expect(toCounselor).toMatchObject({
      type: 'SESSION_REQUESTED',
      title: '새 상담 요청이 왔어요',
      content: '테스터님이 상담을 요청했어요.',
      link: `/counseling/sessions/${session.id}?senderType=COUNSELOR`,
    });
  });

  it.each([
    [{ status: 'LIVE' }, 'status', '상담 상태가 올바르지 않아요.'],
    [{ type: 'MAIL' }, 'type', '상담 방식은 CHAT, CALL, VIDEO 중 하나여야 해요.'],
    [{ startTime: 'tomorrow' }, 'startTime', 'ISO-8601 날짜가 아니에요.'],
    [{ counselorId: 999_999 }, 'counselorId', '상담사를 찾을 수 없어요.'],
    [{ userId: 999_999 }, 'userId', '사용자를 찾을 수 없어요.'],
  ])('answers 400 for %j', async (change, field, message) => {
    const user = await createTestUser(database.db);
    const response = await post('/api/dev/sessions', {
      userId: user.id,
      counselorId: 1,
      status: 'PREPARING',
      ...change,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: [{ field, message }] });
  });
});

describe('in production', () => {
  it('has neither dev route', async () => {
    const production = createApp({
      env: testEnv({ production: true }),
      database,
      logger: silentLogger,
    });
    const user = await createTestUser(database.db);
    const notification = await post(
      '/api/dev/notifications',
      { audience: 'USER', userId: user.id, type: 'PAYMENT', title: '제목', content: '내용' },
      production,
    );
    expect(notification.status).toBe(404);
    const session = await post(
      '/api/dev/sessions',
      { userId: user.id, counselorId: 1, status: 'PREPARING' },
      production,
    );
    expect(session.status).toBe(404);
  });
});
