import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/db';
import { refunds } from '../orders';
import { createLifecycleHarness } from './lifecycle-harness';

// GET /api/client/me/counseling/reservations (UPCOMING: open, earliest start first; PAST: the
// rest, latest first) and GET .../counseling/sessions/counselor-monthly/{counselorId}.

// Monday 2026-11-23 09:00 in Seoul.
const NOW_MS = Date.parse('2026-11-23T00:00:00.000Z');
const HOUR = 3_600_000;
/** Wednesday 2026-11-25 14:00 in Seoul. */
const SLOT = new Date('2026-11-25T05:00:00.000Z');

const database = await createTestDatabase();
const h = createLifecycleHarness(database, NOW_MS);

afterAll(async () => {
  await database.close();
});

async function get(path: string, token: string) {
  const response = await h.call('GET', path, token);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('GET /api/client/me/counseling/reservations', () => {
  it('lists open reservations by start, the rest latest first, with money, refund and deadline', async () => {
    h.clock.ms = NOW_MS;
    const buyer = await h.user();
    const seller = await h.counselor();
    const other = await h.user();
    const scheduled = await h.pay(buyer, seller, SLOT, { price: 30_000, pointsUsed: 5_000 });
    await h.call(
      'PATCH',
      `/api/client/counselor/sessions/${scheduled.sessionId}/accept`,
      seller.token,
    );
    const pending = await h.pay(buyer, seller, new Date(SLOT.getTime() + 2 * HOUR));
    const declined = await h.pay(buyer, seller, new Date(SLOT.getTime() + 4 * HOUR));
    await h.call(
      'PATCH',
      `/api/client/counselor/sessions/${declined.sessionId}/decline`,
      seller.token,
    );
    // What orders records for the decline's refund (the stand-in only counts the call).
    await database.db.insert(refunds).values({
      orderId: declined.orderRowId,
      amount: 30_000,
      points: 0,
      reason: '상담사가 상담 요청을 거절했어요.',
      idempotencyKey: `refund:${declined.orderRowId}:DECLINE`,
      status: 'DONE',
      createdAt: new Date(NOW_MS),
      doneAt: new Date(NOW_MS + 1000),
    });
    await h.pay(buyer, seller); // IMMEDIATE: not a reservation
    await h.pay(other, seller, new Date(SLOT.getTime() + 6 * HOUR)); // someone else's

    const upcoming = await get('/api/client/me/counseling/reservations?tab=UPCOMING', buyer.token);
    expect(upcoming.status).toBe(200);
    expect(upcoming.body).toEqual({
      content: [
        {
          session: {
            id: scheduled.sessionId,
            status: 'SCHEDULED',
            startTime: '2026-11-25T05:00:00.000Z',
            durationSeconds: 1800,
            counselingType: 'CHAT',
            startType: 'RESERVATION',
            product: { name: '30분 채팅 상담', mainImage: null },
            counselor: { id: seller.counselorId, name: `별하${seller.userId}` },
            user: { displayName: '테스터' },
            hasReview: false,
          },
          orderId: scheduled.order.orderId,
          price: 30_000,
          pointsUsed: 5_000,
          amount: 25_000,
          refund: null,
          cancellable: true,
          cancelDeadline: '2026-11-25T04:00:00.000Z',
          counselor: {
            id: seller.counselorId,
            name: `별하${seller.userId}`,
            status: 'ON',
            imageUrl: expect.stringMatching(
              new RegExp(`^/api/public/counselors/${seller.counselorId}/portrait\\.svg`),
            ),
            rating: null,
            reviewCount: 0,
          },
        },
        expect.objectContaining({
          session: expect.objectContaining({ id: pending.sessionId, status: 'PENDING' }),
          cancellable: true,
          cancelDeadline: '2026-11-25T06:00:00.000Z',
        }),
      ],
      empty: false,
      last: true,
      totalPages: 1,
    });

    const past = await get('/api/client/me/counseling/reservations?tab=PAST', buyer.token);
    expect(past.body).toEqual({
      content: [
        expect.objectContaining({
          session: expect.objectContaining({
            id: declined.sessionId,
            status: 'CANCELLED_BY_COUNSELOR',
          }),
          amount: 30_000,
          refund: {
            amount: 30_000,
            points: 0,
            reason: '상담사가 상담 요청을 거절했어요.',
            at: '2026-11-23T00:00:01.000Z',
          },
          cancellable: false,
        }),
      ],
      empty: false,
      last: true,
      totalPages: 1,
    });

    // A SCHEDULED reservation is no longer cancellable 59 minutes before its start.
    h.clock.ms = SLOT.getTime() - 59 * 60_000;
    const later = await get('/api/client/me/counseling/reservations', buyer.token);
    expect(
      (later.body.content as { session: { id: number }; cancellable: boolean }[]).map(
        ({ session, cancellable }) => [session.id, cancellable],
      ),
    ).toEqual([
      [scheduled.sessionId, false],
      [pending.sessionId, true],
    ]);
    h.clock.ms = NOW_MS;
  });

  it('pages with limit and lastId in the tab’s order', async () => {
    h.clock.ms = NOW_MS;
    const buyer = await h.user();
    const seller = await h.counselor();
    const late = await h.pay(buyer, seller, new Date(SLOT.getTime() + 3 * HOUR));
    const early = await h.pay(buyer, seller, SLOT);
    const first = await get('/api/client/me/counseling/reservations?limit=1', buyer.token);
    expect(first.body).toMatchObject({ empty: false, last: false, totalPages: 2 });
    expect((first.body.content as { session: { id: number } }[])[0]?.session.id).toBe(
      early.sessionId,
    );
    const second = await get(
      `/api/client/me/counseling/reservations?limit=1&lastId=${early.sessionId}`,
      buyer.token,
    );
    expect(second.body).toMatchObject({ empty: false, last: true, totalPages: 1 });
    expect((second.body.content as { session: { id: number } }[])[0]?.session.id).toBe(
      late.sessionId,
    );
    const none = await get(
      `/api/client/me/counseling/reservations?limit=1&lastId=${late.sessionId}`,
      buyer.token,
    );
    expect(none.body).toEqual({ content: [], empty: true, last: true, totalPages: 0 });
  });

  it.each([
    ['tab=SOON', 'tab', '탭은 UPCOMING 또는 PAST만 쓸 수 있어요.'],
    ['limit=0', 'limit', '한 번에 1개에서 100개까지 불러올 수 있어요.'],
    ['lastId=abc', 'lastId', '마지막 항목 번호가 올바르지 않아요.'],
  ])('answers 400 for %s', async (query, field, message) => {
    const buyer = await h.user();
    const answer = await get(`/api/client/me/counseling/reservations?${query}`, buyer.token);
    expect(answer).toEqual({
      status: 400,
      body: {
        status: 400,
        code: 'VALIDATION_FAILED',
        message: '입력한 내용을 다시 확인해 주세요.',
        errors: [{ field, message }],
      },
    });
  });
});

describe('GET /api/client/counseling/sessions/counselor-monthly/{counselorId}', () => {
  it('gives anyone the occupied times of the Seoul month, and the counselor its sessions too', async () => {
    h.clock.ms = NOW_MS;
    const buyer = await h.user();
    const seller = await h.counselor();
    const sold = await h.pay(buyer, seller, SLOT);
    // A slot held for an order being paid (not yet a session) counts as occupied.
    await database.db.transaction((tx) =>
      h.reservations.holdSlot(tx, {
        counselorId: seller.counselorId,
        start: new Date(SLOT.getTime() + 30 * 60_000),
        durationMinutes: 30,
        orderId: 2_000_000_001,
        holdExpiresAt: new Date(NOW_MS + 15 * 60_000),
      }),
    );
    // 2026-12-01 00:00 in Seoul is still November in UTC: it belongs to December.
    await h.pay(buyer, seller, new Date('2026-11-30T15:00:00.000Z'));
    const path = `/api/client/counseling/sessions/counselor-monthly/${seller.counselorId}`;

    const forUser = await get(`${path}?year=2026&month=11`, buyer.token);
    expect(forUser).toEqual({
      status: 200,
      body: {
        year: 2026,
        month: 11,
        occupied: [{ start: '2026-11-25T05:00:00.000Z', end: '2026-11-25T06:00:00.000Z' }],
      },
    });

    const forCounselor = await get(`${path}?year=2026&month=11`, seller.token);
    expect(forCounselor.body).toEqual({
      year: 2026,
      month: 11,
      occupied: [{ start: '2026-11-25T05:00:00.000Z', end: '2026-11-25T06:00:00.000Z' }],
      sessions: [
        expect.objectContaining({
          id: sold.sessionId,
          status: 'PENDING',
          startTime: '2026-11-25T05:00:00.000Z',
          user: { displayName: '테스터' },
        }),
      ],
    });

    const december = await get(`${path}?year=2026&month=12`, buyer.token);
    expect(december.body).toEqual({
      year: 2026,
      month: 12,
      occupied: [{ start: '2026-11-30T15:00:00.000Z', end: '2026-11-30T15:30:00.000Z' }],
    });
  });

  it.each([
    ['year=26&month=11', 'year', '연도는 2000년부터 2100년 사이의 숫자로 보내 주세요.'],
    ['year=2026&month=13', 'month', '월은 1부터 12 사이의 숫자로 보내 주세요.'],
    ['year=2026&month=0', 'month', '월은 1부터 12 사이의 숫자로 보내 주세요.'],
    ['year=2026', 'month', '필수 입력 항목이에요.'],
  ])('answers 400 for %s', async (query, field, message) => {
    const buyer = await h.user();
    const seller = await h.counselor();
    const answer = await get(
      `/api/client/counseling/sessions/counselor-monthly/${seller.counselorId}?${query}`,
      buyer.token,
    );
    expect(answer).toEqual({
      status: 400,
      body: {
        status: 400,
        code: 'VALIDATION_FAILED',
        message: '입력한 내용을 다시 확인해 주세요.',
        errors: [{ field, message }],
      },
    });
  });

  it('answers 404 for an unknown counselor and an id too large to exist', async () => {
    const buyer = await h.user();
    for (const id of [2_000_000_000, 99_999_999_999]) {
      const answer = await get(
        `/api/client/counseling/sessions/counselor-monthly/${id}?year=2026&month=11`,
        buyer.token,
      );
      expect(answer).toEqual({
        status: 404,
        body: { status: 404, code: 'NOT_FOUND', message: '상담사를 찾을 수 없어요.' },
      });
    }
  });
});
