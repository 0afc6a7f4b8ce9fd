import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/db';
import { createReadsFixture } from './reads-fixture';

// GET /api/client/counseling/sessions/{id} (detail) and /me?start=&end= (상담 내역).

const database = await createTestDatabase();
const f = createReadsFixture(database);

afterAll(async () => {
  await database.close();
});

const seller = await f.counselor('읽기상담사');
const buyer = await f.user('초코라떼');
const stranger = await f.user('지나가는사람');

/** Friday 2026-11-20 14:00 in Seoul. */
const START = new Date('2026-11-20T05:00:00.000Z');
const MINUTE = 60_000;

function brief(counselorId: number) {
  return {
    id: counselorId,
    name: '읽기상담사',
    status: 'ON',
    imageUrl: expect.stringMatching(new RegExp(`^/api/public/counselors/${counselorId}/portrait`)),
    rating: null,
    reviewCount: 0,
  };
}

describe('GET /api/client/counseling/sessions/{id}', () => {
  it('shows the user the session with the money of its order and add-time orders, refunds summed', async () => {
    const order = await f.paidOrder(buyer, seller, { price: 30_000, pointsUsed: 5_000 });
    const session = await f.session({
      userId: buyer.userId,
      counselorId: seller.counselorId,
      orderId: order.id,
      productId: seller.productId,
      startTime: START,
      startedAt: new Date(START.getTime() + 2 * MINUTE),
      endedAt: new Date(START.getTime() + 32 * MINUTE),
      billedSeconds: 1_750,
      durationSeconds: 2_400,
      endReason: 'COUNSELOR_ABSENT',
      createdAt: new Date('2026-11-18T01:00:00.000Z'),
    });
    const addTime = await f.paidOrder(buyer, seller, {
      price: 10_000,
      pointsUsed: 1_000,
      kind: 'ADD_TIME',
      sessionId: session.id,
    });
    // Not counted: an add-time checkout never paid, and another session's add-time order.
    await f.paidOrder(buyer, seller, {
      price: 10_000,
      kind: 'ADD_TIME',
      sessionId: session.id,
      paid: false,
    });
    await f.paidOrder(buyer, seller, { price: 10_000, kind: 'ADD_TIME', sessionId: 999_999 });
    await f.refund(addTime.id, {
      amount: 2_500,
      points: 500,
      reason: '상담사가 5분 넘게 자리를 비워 남은 시간을 환불해요.',
      at: new Date(START.getTime() + 33 * MINUTE),
    });
    await f.refund(order.id, {
      amount: 1_000,
      reason: '이전 환불',
      at: new Date(START.getTime() + 32 * MINUTE),
    });
    await f.messages(session.id, 3);

    const { status, json } = await f.call(
      'GET',
      `/api/client/counseling/sessions/${session.id}`,
      buyer.token,
    );
    expect(status).toBe(200);
    expect(json).toEqual({
      id: session.id,
      status: 'COMPLETED',
      startTime: '2026-11-20T05:00:00.000Z',
      durationSeconds: 2_400,
      counselingType: 'CHAT',
      startType: 'RESERVATION',
      product: { name: '30분 채팅 상담', mainImage: null },
      counselor: { id: seller.counselorId, name: '읽기상담사' },
      user: { displayName: '초코라떼' },
      hasReview: false,
      me: 'USER',
      counselorBrief: brief(seller.counselorId),
      startedAt: '2026-11-20T05:02:00.000Z',
      endedAt: '2026-11-20T05:32:00.000Z',
      usedSeconds: 1_750,
      endReason: 'COUNSELOR_ABSENT',
      messageCount: 3,
      payment: {
        price: 40_000,
        pointsUsed: 6_000,
        amount: 34_000,
        refundedAmount: 3_500,
        refundedPoints: 500,
        refundReason: '상담사가 5분 넘게 자리를 비워 남은 시간을 환불해요.',
        addTimeCount: 1,
      },
      reviewable: true,
      reviewId: null,
      createdAt: '2026-11-18T01:00:00.000Z',
    });

    const counselorView = await f.call(
      'GET',
      `/api/client/counseling/sessions/${session.id}`,
      seller.token,
    );
    expect(counselorView.status).toBe(200);
    expect(counselorView.json).toMatchObject({ me: 'COUNSELOR', payment: null, messageCount: 3 });
  });

  it('counts the running stretch of the clock; a seeded session without an order has no money', async () => {
    const running = await f.session({
      userId: buyer.userId,
      counselorId: seller.counselorId,
      status: 'IN_PROGRESS',
      startTime: new Date(f.clock.ms - 20 * MINUTE),
      billedSeconds: 600,
      clockRunningSince: new Date(f.clock.ms - 90_000),
    });
    const { json } = await f.call(
      'GET',
      `/api/client/counseling/sessions/${running.id}`,
      buyer.token,
    );
    expect(json).toMatchObject({
      status: 'IN_PROGRESS',
      usedSeconds: 690,
      payment: null,
      reviewable: false,
      endReason: null,
      messageCount: 0,
    });
  });

  it('answers 404 to anyone but its two parties, 401 to a guest', async () => {
    const session = await f.session({ userId: buyer.userId, counselorId: seller.counselorId });
    const notFound = { status: 404, code: 'NOT_FOUND', message: '상담을 찾을 수 없어요.' };
    const path = `/api/client/counseling/sessions/${session.id}`;
    expect((await f.call('GET', path, stranger.token)).json).toEqual(notFound);
    const otherCounselor = await f.counselor('다른상담사');
    expect((await f.call('GET', path, otherCounselor.token)).json).toEqual(notFound);
    expect(
      (await f.call('GET', '/api/client/counseling/sessions/99999999', buyer.token)).json,
    ).toEqual(notFound);
    expect(
      (await f.call('GET', '/api/client/counseling/sessions/99999999999', buyer.token)).status,
    ).toBe(404);
    expect((await f.call('GET', path)).status).toBe(401);
  });
});

describe('GET /api/client/counseling/sessions/me', () => {
  it('lists the caller’s sessions of Seoul days start..end, newest first, by start or creation', async () => {
    const me = await f.user('내역확인');
    const at = (iso: string) => new Date(iso);
    const make = (values: { startTime: Date | null; createdAt: Date; status?: string }) =>
      f.session({ userId: me.userId, counselorId: seller.counselorId, ...values });
    // 2026-11-01 00:00 Seoul = 2026-10-31T15:00Z: inside; a minute before: outside.
    const first = await make({
      startTime: at('2026-10-31T15:00:00.000Z'),
      createdAt: at('2026-10-20T00:00:00.000Z'),
    });
    await make({
      startTime: at('2026-10-31T14:59:00.000Z'),
      createdAt: at('2026-10-20T00:00:00.000Z'),
    });
    // 2026-11-30 23:59 Seoul: inside; 2026-12-01 00:00 Seoul: outside.
    const last = await make({
      startTime: at('2026-11-30T14:59:00.000Z'),
      createdAt: at('2026-10-20T00:00:00.000Z'),
    });
    await make({
      startTime: at('2026-11-30T15:00:00.000Z'),
      createdAt: at('2026-10-20T00:00:00.000Z'),
    });
    // Not started yet (an IMMEDIATE request): its creation counts.
    const pending = await make({
      startTime: null,
      createdAt: at('2026-11-15T03:00:00.000Z'),
      status: 'PENDING',
    });
    await f.session({
      userId: stranger.userId,
      counselorId: seller.counselorId,
      startTime: at('2026-11-10T03:00:00.000Z'),
    });

    const { status, json } = await f.call(
      'GET',
      '/api/client/counseling/sessions/me?start=2026-11-01&end=2026-11-30',
      me.token,
    );
    expect(status).toBe(200);
    expect(json.map((item: { id: number }) => item.id)).toEqual([last.id, pending.id, first.id]);
    expect(json[0]).toEqual({
      id: last.id,
      status: 'COMPLETED',
      startTime: '2026-11-30T14:59:00.000Z',
      durationSeconds: 1800,
      counselingType: 'CHAT',
      startType: 'RESERVATION',
      product: { name: '30분 채팅 상담', mainImage: null },
      counselor: { id: seller.counselorId, name: '읽기상담사' },
      user: { displayName: '내역확인' },
      hasReview: false,
      counselorBrief: brief(seller.counselorId),
      endedAt: null,
      usedSeconds: 0,
      reviewable: true,
      createdAt: '2026-10-20T00:00:00.000Z',
    });
    expect(json[1]).toMatchObject({ status: 'PENDING', startTime: null, reviewable: false });

    const oneDay = await f.call(
      'GET',
      '/api/client/counseling/sessions/me?start=2026-11-01&end=2026-11-01',
      me.token,
    );
    expect(oneDay.json.map((item: { id: number }) => item.id)).toEqual([first.id]);
  });

  it('refuses bad dates, an end before the start and over 366 days, in Korean', async () => {
    const ask = (query: string) =>
      f.call('GET', `/api/client/counseling/sessions/me?${query}`, buyer.token);
    const date = '날짜는 YYYY-MM-DD 형식의 있는 날짜로 보내 주세요.';
    expect((await ask('start=2026-02-30&end=2026-13-01')).json).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: expect.any(String),
      errors: [
        { field: 'start', message: date },
        { field: 'end', message: date },
      ],
    });
    expect((await ask('end=2026-11-01')).json.errors).toEqual([
      { field: 'start', message: '필수 입력 항목이에요.' },
    ]);
    expect((await ask('start=2026-11-02&end=2026-11-01')).json.errors).toEqual([
      { field: 'end', message: '끝 날짜는 시작 날짜와 같거나 그 뒤여야 해요.' },
    ]);
    expect((await ask('start=2025-11-01&end=2026-11-02')).json.errors).toEqual([
      { field: 'end', message: '한 번에 366일까지만 조회할 수 있어요.' },
    ]);
    // 2024 is a leap year: 366 days end included is the limit.
    expect((await ask('start=2024-01-01&end=2024-12-31')).status).toBe(200);
    expect(
      (await f.call('GET', '/api/client/counseling/sessions/me?start=2026-11-01&end=2026-11-30'))
        .status,
    ).toBe(401);
  });
});
