import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/db';
import { reservationCells } from '../reservations';
import { createLifecycleHarness } from './lifecycle-harness';

// DESIGN "Session lifecycle", the PENDING rows (transitions.ts): each row with its exact
// notifications and refund, the waits as scheduler jobs, the user's 1-hour cancel deadline,
// illegal transitions (409), ownership (404) and races (one transition, one refund).

// Monday 2026-11-23 09:00 in Seoul.
const NOW_MS = Date.parse('2026-11-23T00:00:00.000Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Wednesday 2026-11-25 14:00 in Seoul. */
const SLOT = new Date('2026-11-25T05:00:00.000Z');

const database = await createTestDatabase();
const h = createLifecycleHarness(database, NOW_MS);

afterAll(async () => {
  await database.close();
});

async function parties() {
  h.clock.ms = NOW_MS;
  const buyer = await h.user();
  const seller = await h.counselor();
  return { buyer, seller, name: `별하${seller.userId}` };
}

async function body(response: Response) {
  return (await response.json()) as Record<string, unknown>;
}

function refundsOf(orderRowId: number) {
  return h.refundCalls.filter((call) => call.orderRowId === orderRowId);
}

describe('payment confirmed → PENDING', () => {
  it('IMMEDIATE: SESSION_REQUESTED to the counselor, PAYMENT to the user, 2 minutes to answer', async () => {
    const { buyer, seller, name } = await parties();
    const { sessionId } = await h.pay(buyer, seller);
    const row = await h.session(sessionId);
    expect(row).toMatchObject({
      status: 'PENDING',
      startType: 'IMMEDIATE',
      startTime: null,
      durationSeconds: 1800,
      productName: '30분 채팅 상담',
      respondBy: new Date('2026-11-23T00:02:00.000Z'),
    });
    expect(await h.noticesOf(buyer.userId, seller.userId)).toEqual([
      {
        audience: 'COUNSELOR',
        userId: seller.userId,
        type: 'SESSION_REQUESTED',
        title: '새 상담 요청이 왔어요',
        content: '[30분 채팅 상담] 테스터님이 바로 상담을 요청했어요. 2분 안에 수락해 주세요.',
        link: '/counselor/sessions',
      },
      {
        audience: 'USER',
        userId: buyer.userId,
        type: 'PAYMENT',
        title: '결제가 완료됐어요',
        content: `${name} 상담사에게 상담을 요청했어요. 상담사가 수락하면 바로 알려 드릴게요.`,
        link: `/counseling/sessions/${sessionId}`,
      },
    ]);
    expect(h.refundCalls.filter((call) => call.orderRowId === sessionId)).toEqual([]);
  });

  it('RESERVATION: PAYMENT_COMPLETED and PAYMENT; the hold becomes the session’s; 24 hours to answer', async () => {
    const { buyer, seller, name } = await parties();
    const { sessionId, orderRowId } = await h.pay(buyer, seller, SLOT);
    expect(await h.session(sessionId)).toMatchObject({
      status: 'PENDING',
      startType: 'RESERVATION',
      startTime: SLOT,
      respondBy: new Date('2026-11-24T00:00:00.000Z'),
    });
    const cells = await database.db
      .select()
      .from(reservationCells)
      .where(eq(reservationCells.orderId, orderRowId));
    expect(cells.map(({ sessionId: owner, holdExpiresAt }) => ({ owner, holdExpiresAt }))).toEqual([
      { owner: sessionId, holdExpiresAt: null },
    ]);
    expect(await h.noticesOf(buyer.userId, seller.userId)).toEqual([
      {
        audience: 'COUNSELOR',
        userId: seller.userId,
        type: 'PAYMENT_COMPLETED',
        title: '새 예약이 들어왔어요',
        content:
          '[30분 채팅 상담] 테스터님이 11월 25일 (수) 오후 2:00 상담을 예약했어요. 예약을 확정해 주세요.',
        link: '/counselor/reservations',
      },
      {
        audience: 'USER',
        userId: buyer.userId,
        type: 'PAYMENT',
        title: '결제가 완료됐어요',
        content: `${name} 상담사에게 11월 25일 (수) 오후 2:00 상담을 예약했어요. 상담사가 확정하면 알려 드릴게요.`,
        link: '/me/counseling/reservations',
      },
    ]);
  });

  it('RESERVATION starting within a day: the wait ends 30 minutes before the start', async () => {
    const { buyer, seller } = await parties();
    const soon = new Date(NOW_MS + 2 * HOUR);
    const { sessionId } = await h.pay(buyer, seller, soon);
    expect((await h.session(sessionId)).respondBy).toEqual(new Date('2026-11-23T01:30:00.000Z'));
  });

  it('a second onPaid of the same order finds the first session and notifies nobody again', async () => {
    const { buyer, seller } = await parties();
    const { sessionId, order } = await h.pay(buyer, seller);
    const again = await database.db.transaction((tx) => h.hooks().onPaid(tx, order));
    await h.scheduler.runDue();
    expect(again).toEqual({ sessionId });
    expect(await h.noticesOf(buyer.userId, seller.userId)).toHaveLength(2);
  });

  it('a RESERVATION whose hold ran out is refused with 409 SLOT_TAKEN and makes no session', async () => {
    const { buyer, seller } = await parties();
    const late = h.pay(buyer, seller, SLOT, undefined, () => {
      h.clock.ms = NOW_MS + 15 * MINUTE; // the hold ends exactly now
    });
    await expect(late).rejects.toMatchObject({
      status: 409,
      code: 'SLOT_TAKEN',
      message: '결제하는 사이에 예약 시간이 만료됐어요. 다른 시간을 골라 주세요.',
    });
    expect(await h.noticesOf(buyer.userId, seller.userId)).toEqual([]);
    h.clock.ms = NOW_MS;
  });
});

describe('PENDING → SCHEDULED: the counselor accepts', () => {
  it('IMMEDIATE starts now and calls the user into the room; the wait is over', async () => {
    const { buyer, seller, name } = await parties();
    const { sessionId, orderRowId } = await h.pay(buyer, seller);
    h.clock.ms = NOW_MS + MINUTE;
    const response = await h.call(
      'PATCH',
      `/api/client/counselor/sessions/${sessionId}/accept`,
      seller.token,
    );
    expect(response.status).toBe(200);
    expect(await body(response)).toMatchObject({
      id: sessionId,
      status: 'SCHEDULED',
      startTime: '2026-11-23T00:01:00.000Z',
      startType: 'IMMEDIATE',
      counselor: { id: seller.counselorId, name },
    });
    // The wait's job is gone: long after it, nothing changes.
    h.clock.ms = NOW_MS + 10 * MINUTE;
    await h.scheduler.runDue();
    expect((await h.session(sessionId)).status).toBe('SCHEDULED');
    expect((await h.noticesOf(buyer.userId, seller.userId)).slice(2)).toEqual([
      {
        audience: 'USER',
        userId: buyer.userId,
        type: 'COUNSELING_CALL',
        title: '상담사가 상담을 수락했어요',
        content: `${name} 상담사가 기다리고 있어요. 지금 상담방에 들어가 주세요.`,
        link: `/counseling/sessions/${sessionId}?senderType=USER`,
      },
    ]);
    expect(refundsOf(orderRowId)).toEqual([]);
  });

  it('RESERVATION keeps its slot and tells the user with COUNSELING_SESSION', async () => {
    const { buyer, seller, name } = await parties();
    const { sessionId } = await h.pay(buyer, seller, SLOT);
    const response = await h.call(
      'PATCH',
      `/api/client/counselor/sessions/${sessionId}/accept`,
      seller.token,
    );
    expect(response.status).toBe(200);
    expect(await body(response)).toMatchObject({
      status: 'SCHEDULED',
      startTime: SLOT.toISOString(),
    });
    expect((await h.noticesOf(buyer.userId, seller.userId)).slice(2)).toEqual([
      {
        audience: 'USER',
        userId: buyer.userId,
        type: 'COUNSELING_SESSION',
        title: '예약이 확정됐어요',
        content: `${name} 상담사와 11월 25일 (수) 오후 2:00 상담이 확정됐어요.`,
        link: '/me/counseling/reservations',
      },
    ]);
  });

  it('after the wait ran out (before its job ran) is 409 RESPONSE_TIME_OVER', async () => {
    const { buyer, seller } = await parties();
    const { sessionId } = await h.pay(buyer, seller);
    h.clock.ms = NOW_MS + 2 * MINUTE;
    const response = await h.call(
      'PATCH',
      `/api/client/counselor/sessions/${sessionId}/accept`,
      seller.token,
    );
    expect(response.status).toBe(409);
    expect(await body(response)).toEqual({
      status: 409,
      code: 'RESPONSE_TIME_OVER',
      message: '응답 시간이 지나 수락할 수 없어요. 요청은 자동으로 취소돼요.',
    });
    expect((await h.session(sessionId)).status).toBe('PENDING');
  });
});

describe('PENDING → CANCELLED_BY_COUNSELOR: declined, or the wait ran out', () => {
  it('a decline refunds in full once, tells the user (PAYMENT) and frees the slot', async () => {
    const { buyer, seller, name } = await parties();
    const { sessionId, orderRowId } = await h.pay(buyer, seller, SLOT);
    const path = `/api/client/counselor/sessions/${sessionId}/decline`;
    const response = await h.call('PATCH', path, seller.token);
    expect(response.status).toBe(200);
    expect(await body(response)).toMatchObject({ status: 'CANCELLED_BY_COUNSELOR' });
    expect(await h.session(sessionId)).toMatchObject({ endedAt: new Date(NOW_MS) });
    // A second decline is 409 and refunds nothing more.
    const again = await h.call('PATCH', path, seller.token);
    expect(again.status).toBe(409);
    expect(await body(again)).toEqual({
      status: 409,
      code: 'INVALID_TRANSITION',
      message: "지금은 할 수 없는 요청이에요. 이 상담은 '상담사 취소' 상태예요.",
    });
    await h.scheduler.runDue();
    expect(refundsOf(orderRowId)).toEqual([
      { orderRowId, cause: 'DECLINE', reason: '상담사가 상담 요청을 거절했어요.' },
    ]);
    expect((await h.noticesOf(buyer.userId, seller.userId)).slice(2)).toEqual([
      {
        audience: 'USER',
        userId: buyer.userId,
        type: 'PAYMENT',
        title: '상담 요청이 거절됐어요',
        content: `${name} 상담사가 상담 요청을 거절했어요. 결제한 금액은 모두 환불돼요.`,
        link: '/me/counseling/reservations',
      },
    ]);
    const cells = await database.db
      .select()
      .from(reservationCells)
      .where(eq(reservationCells.orderId, orderRowId));
    expect(cells).toEqual([]);
  });

  it('the wait runs out as a scheduler job, once', async () => {
    const { buyer, seller, name } = await parties();
    const { sessionId, orderRowId } = await h.pay(buyer, seller);
    h.clock.ms = NOW_MS + 2 * MINUTE - 1;
    await h.scheduler.runDue();
    expect((await h.session(sessionId)).status).toBe('PENDING');
    h.clock.ms = NOW_MS + 2 * MINUTE;
    await h.scheduler.runDue();
    expect(await h.session(sessionId)).toMatchObject({
      status: 'CANCELLED_BY_COUNSELOR',
      endedAt: new Date('2026-11-23T00:02:00.000Z'),
    });
    h.clock.ms = NOW_MS + 10 * MINUTE;
    await h.scheduler.runDue();
    expect(refundsOf(orderRowId)).toEqual([
      { orderRowId, cause: 'WAIT_EXPIRED', reason: '상담사가 제시간에 응답하지 않았어요.' },
    ]);
    expect((await h.noticesOf(buyer.userId, seller.userId)).slice(2)).toEqual([
      {
        audience: 'USER',
        userId: buyer.userId,
        type: 'PAYMENT',
        title: '상담사가 응답하지 않았어요',
        content: `${name} 상담사가 제시간에 응답하지 않아 상담이 취소됐어요. 결제한 금액은 모두 환불돼요.`,
        link: `/counseling/sessions/${sessionId}`,
      },
    ]);
  });

  it('a reservation’s wait survives the process: another scheduler runs it', async () => {
    const { buyer, seller } = await parties();
    const { sessionId, orderRowId } = await h.pay(buyer, seller, SLOT);
    // A second app over the same database, as after a restart.
    const restarted = createLifecycleHarness(database, NOW_MS + 24 * HOUR);
    await restarted.scheduler.runDue();
    expect((await h.session(sessionId)).status).toBe('CANCELLED_BY_COUNSELOR');
    expect(restarted.refundCalls.filter((call) => call.orderRowId === orderRowId)).toEqual([
      { orderRowId, cause: 'WAIT_EXPIRED', reason: '상담사가 제시간에 응답하지 않았어요.' },
    ]);
    h.clock.ms = NOW_MS + 25 * HOUR;
    await h.scheduler.runDue();
    expect(refundsOf(orderRowId)).toEqual([]);
    expect(await h.noticesOf(buyer.userId, seller.userId)).toHaveLength(3);
  });
});

describe('→ CANCELLED_BY_USER: the user cancels', () => {
  it('a PENDING session: full refund, PAYMENT to the user, SESSION_CANCELLED to the counselor', async () => {
    const { buyer, seller, name } = await parties();
    const { sessionId, orderRowId } = await h.pay(buyer, seller, SLOT);
    const response = await h.call(
      'PATCH',
      `/api/client/counseling/sessions/${sessionId}/cancel`,
      buyer.token,
    );
    expect(response.status).toBe(200);
    expect(await body(response)).toMatchObject({ status: 'CANCELLED_BY_USER' });
    expect(refundsOf(orderRowId)).toEqual([
      { orderRowId, cause: 'USER_CANCEL', reason: '고객님이 상담을 취소했어요.' },
    ]);
    expect((await h.noticesOf(buyer.userId, seller.userId)).slice(2)).toEqual([
      {
        audience: 'USER',
        userId: buyer.userId,
        type: 'PAYMENT',
        title: '상담을 취소했어요',
        content: `${name} 상담사와의 11월 25일 (수) 오후 2:00 상담을 취소했어요. 결제한 금액은 모두 환불돼요.`,
        link: '/me/counseling/reservations',
      },
      {
        audience: 'COUNSELOR',
        userId: seller.userId,
        type: 'SESSION_CANCELLED',
        title: '고객이 상담을 취소했어요',
        content: '[30분 채팅 상담] 테스터님이 11월 25일 (수) 오후 2:00 상담을 취소했어요.',
        link: '/counselor/reservations',
      },
    ]);
  });

  it('a SCHEDULED session 61 minutes before its start, but not 59', async () => {
    const { buyer, seller } = await parties();
    const early = await h.pay(buyer, seller, SLOT);
    const late = await h.pay(buyer, seller, new Date(SLOT.getTime() + HOUR));
    for (const { sessionId } of [early, late]) {
      const accepted = await h.call(
        'PATCH',
        `/api/client/counselor/sessions/${sessionId}/accept`,
        seller.token,
      );
      expect(accepted.status).toBe(200);
    }
    h.clock.ms = SLOT.getTime() - 61 * MINUTE;
    const inTime = await h.call(
      'PATCH',
      `/api/client/counseling/sessions/${early.sessionId}/cancel`,
      buyer.token,
    );
    expect(inTime.status).toBe(200);
    expect(await body(inTime)).toMatchObject({ status: 'CANCELLED_BY_USER' });

    h.clock.ms = SLOT.getTime() + HOUR - 59 * MINUTE;
    const tooLate = await h.call(
      'PATCH',
      `/api/client/counseling/sessions/${late.sessionId}/cancel`,
      buyer.token,
    );
    expect(tooLate.status).toBe(409);
    expect(await body(tooLate)).toEqual({
      status: 409,
      code: 'CANCEL_DEADLINE_PASSED',
      message: '예약 상담은 시작 1시간 전까지만 취소할 수 있어요. 고객센터로 문의해 주세요.',
    });
    expect((await h.session(late.sessionId)).status).toBe('SCHEDULED');
    expect(refundsOf(late.orderRowId)).toEqual([]);
    expect(refundsOf(early.orderRowId)).toHaveLength(1);
  });
});

describe('SCHEDULED → CANCELLED_BY_COUNSELOR: the counselor cancels', () => {
  it('refunds in full and tells only the user (PAYMENT)', async () => {
    const { buyer, seller, name } = await parties();
    const { sessionId, orderRowId } = await h.pay(buyer, seller, SLOT);
    await h.call('PATCH', `/api/client/counselor/sessions/${sessionId}/accept`, seller.token);
    const response = await h.call(
      'PATCH',
      `/api/client/counselor/sessions/${sessionId}/cancel`,
      seller.token,
    );
    expect(response.status).toBe(200);
    expect(await body(response)).toMatchObject({ status: 'CANCELLED_BY_COUNSELOR' });
    expect(refundsOf(orderRowId)).toEqual([
      { orderRowId, cause: 'COUNSELOR_CANCEL', reason: '상담사가 상담을 취소했어요.' },
    ]);
    expect((await h.noticesOf(buyer.userId, seller.userId)).slice(3)).toEqual([
      {
        audience: 'USER',
        userId: buyer.userId,
        type: 'PAYMENT',
        title: '상담사가 예약을 취소했어요',
        content: `${name} 상담사가 11월 25일 (수) 오후 2:00 상담을 취소했어요. 결제한 금액은 모두 환불돼요.`,
        link: '/me/counseling/reservations',
      },
    ]);
  });

  it('a PENDING session cannot be cancelled by the counselor (it declines instead)', async () => {
    const { buyer, seller } = await parties();
    const { sessionId } = await h.pay(buyer, seller, SLOT);
    const response = await h.call(
      'PATCH',
      `/api/client/counselor/sessions/${sessionId}/cancel`,
      seller.token,
    );
    expect(response.status).toBe(409);
    expect(await body(response)).toEqual({
      status: 409,
      code: 'INVALID_TRANSITION',
      message: "지금은 할 수 없는 요청이에요. 이 상담은 '예약 대기' 상태예요.",
    });
  });
});

describe('any open → CANCELLED_BY_PAYMENT and CANCELLED', () => {
  it('a provider void: PAYMENT and SESSION_CANCELLED, the points part returned, once', async () => {
    const { buyer, seller, name } = await parties();
    const { sessionId, orderRowId } = await h.pay(buyer, seller, SLOT);
    await h.call('PATCH', `/api/client/counselor/sessions/${sessionId}/accept`, seller.token);
    await h.hooks().onVoided(orderRowId);
    await h.hooks().onVoided(orderRowId);
    expect((await h.session(sessionId)).status).toBe('CANCELLED_BY_PAYMENT');
    expect(refundsOf(orderRowId)).toEqual([
      { orderRowId, cause: 'PAYMENT_VOIDED', reason: '결제가 취소됐어요.' },
    ]);
    expect((await h.noticesOf(buyer.userId, seller.userId)).slice(3)).toEqual([
      {
        audience: 'USER',
        userId: buyer.userId,
        type: 'PAYMENT',
        title: '결제가 취소됐어요',
        content: `결제가 취소되어 ${name} 상담사와의 상담이 취소됐어요. 사용한 포인트가 있다면 돌려드려요.`,
        link: '/me/counseling/reservations',
      },
      {
        audience: 'COUNSELOR',
        userId: seller.userId,
        type: 'SESSION_CANCELLED',
        title: '결제 취소로 상담이 취소됐어요',
        content:
          '[30분 채팅 상담] 테스터님의 결제가 취소되어 11월 25일 (수) 오후 2:00 상담이 취소됐어요.',
        link: '/counselor/reservations',
      },
    ]);
  });

  it('a void of an order without a session, or of a closed one, changes nothing', async () => {
    const { buyer, seller } = await parties();
    const { sessionId, orderRowId } = await h.pay(buyer, seller);
    await h.call('PATCH', `/api/client/counselor/sessions/${sessionId}/decline`, seller.token);
    await h.hooks().onVoided(orderRowId);
    await h.hooks().onVoided(2_000_000_000);
    expect((await h.session(sessionId)).status).toBe('CANCELLED_BY_COUNSELOR');
    expect(refundsOf(orderRowId).map(({ cause }) => cause)).toEqual(['DECLINE']);
  });

  it('an operator cancel: CANCELLED, full refund, PAYMENT and SESSION_CANCELLED; again is 409', async () => {
    const { buyer, seller, name } = await parties();
    const { sessionId, orderRowId } = await h.pay(buyer, seller);
    expect(await h.lifecycle.cancelByOperator(sessionId)).toMatchObject({
      id: sessionId,
      status: 'CANCELLED',
    });
    await expect(h.lifecycle.cancelByOperator(sessionId)).rejects.toMatchObject({
      status: 409,
      code: 'INVALID_TRANSITION',
    });
    await expect(h.lifecycle.cancelByOperator(2_000_000_000)).rejects.toMatchObject({
      status: 404,
    });
    expect(refundsOf(orderRowId)).toEqual([
      { orderRowId, cause: 'OPERATOR_CANCEL', reason: '운영자가 상담을 취소했어요.' },
    ]);
    expect((await h.noticesOf(buyer.userId, seller.userId)).slice(2)).toEqual([
      {
        audience: 'USER',
        userId: buyer.userId,
        type: 'PAYMENT',
        title: '운영자가 상담을 취소했어요',
        content: `${name} 상담사와의 상담이 운영 정책에 따라 취소됐어요. 결제한 금액은 모두 환불돼요.`,
        link: `/counseling/sessions/${sessionId}`,
      },
      {
        audience: 'COUNSELOR',
        userId: seller.userId,
        type: 'SESSION_CANCELLED',
        title: '운영자가 상담을 취소했어요',
        content: '[30분 채팅 상담] 테스터님의 상담이 운영 정책에 따라 취소됐어요.',
        link: '/counselor/sessions',
      },
    ]);
  });
});

describe('refusals, owners and races', () => {
  it('answers 409 for every event with no row for the status', async () => {
    const { buyer, seller } = await parties();
    const { sessionId } = await h.pay(buyer, seller, SLOT);
    await h.call('PATCH', `/api/client/counselor/sessions/${sessionId}/accept`, seller.token);
    for (const path of ['accept', 'decline']) {
      const response = await h.call(
        'PATCH',
        `/api/client/counselor/sessions/${sessionId}/${path}`,
        seller.token,
      );
      expect(response.status).toBe(409);
      expect(await body(response)).toEqual({
        status: 409,
        code: 'INVALID_TRANSITION',
        message: "지금은 할 수 없는 요청이에요. 이 상담은 '예약 확정' 상태예요.",
      });
    }
  });

  it('answers 404 for another party’s session, an unknown one and a too-large id; 403 for a non-counselor', async () => {
    const { buyer, seller } = await parties();
    const other = await h.counselor();
    const stranger = await h.user();
    const { sessionId } = await h.pay(buyer, seller, SLOT);
    const cases: [string, string, number][] = [
      [`/api/client/counselor/sessions/${sessionId}/accept`, other.token, 404],
      [`/api/client/counselor/sessions/${sessionId}/decline`, other.token, 404],
      [`/api/client/counselor/sessions/${sessionId}/cancel`, other.token, 404],
      [`/api/client/counseling/sessions/${sessionId}/cancel`, stranger.token, 404],
      [`/api/client/counseling/sessions/${sessionId}/cancel`, seller.token, 404],
      ['/api/client/counseling/sessions/2000000000/cancel', buyer.token, 404],
      ['/api/client/counseling/sessions/99999999999/cancel', buyer.token, 404],
      ['/api/client/counselor/sessions/99999999999/accept', seller.token, 404],
      [`/api/client/counselor/sessions/${sessionId}/accept`, buyer.token, 403],
      [`/api/client/counselor/sessions/${sessionId}/accept`, '', 401],
    ];
    for (const [path, token, status] of cases) {
      const response = await h.call('PATCH', path, token || undefined);
      expect([path, response.status]).toEqual([path, status]);
    }
    const notFound = await h.call(
      'PATCH',
      `/api/client/counseling/sessions/${sessionId}/cancel`,
      stranger.token,
    );
    expect(await body(notFound)).toEqual({
      status: 404,
      code: 'NOT_FOUND',
      message: '상담을 찾을 수 없어요.',
    });
    expect((await h.session(sessionId)).status).toBe('PENDING');
  });

  it('of a decline and a user cancel at once, one wins and the order is refunded once', async () => {
    const { buyer, seller } = await parties();
    const { sessionId, orderRowId } = await h.pay(buyer, seller, SLOT);
    const answers = await Promise.all([
      h.call('PATCH', `/api/client/counselor/sessions/${sessionId}/decline`, seller.token),
      h.call('PATCH', `/api/client/counseling/sessions/${sessionId}/cancel`, buyer.token),
      h.call('PATCH', `/api/client/counselor/sessions/${sessionId}/accept`, seller.token),
    ]);
    expect(answers.map(({ status }) => status).sort()).toEqual([200, 409, 409]);
    await h.scheduler.runDue();
    expect(refundsOf(orderRowId)).toHaveLength(1);
    // The two payment notices and one transition's.
    const notices = await h.noticesOf(buyer.userId, seller.userId);
    expect(notices.length === 3 || notices.length === 4).toBe(true);
  });

  it('ten user cancels at once: one 200, nine 409, one refund', async () => {
    const { buyer, seller } = await parties();
    const { sessionId, orderRowId } = await h.pay(buyer, seller, SLOT);
    const path = `/api/client/counseling/sessions/${sessionId}/cancel`;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => h.call('PATCH', path, buyer.token)),
    );
    expect(answers.map(({ status }) => status).sort()).toEqual([
      200, 409, 409, 409, 409, 409, 409, 409, 409, 409,
    ]);
    await h.scheduler.runDue();
    expect(refundsOf(orderRowId)).toHaveLength(1);
    expect(await h.noticesOf(buyer.userId, seller.userId)).toHaveLength(4);
  });

  it('a failed refund leaves the transition done and retries it with the notices from the job', async () => {
    const { buyer, seller } = await parties();
    const { sessionId, orderRowId } = await h.pay(buyer, seller, SLOT);
    h.refundFailures.left = 1;
    const response = await h.call(
      'PATCH',
      `/api/client/counselor/sessions/${sessionId}/decline`,
      seller.token,
    );
    expect(response.status).toBe(200);
    expect(await h.noticesOf(buyer.userId, seller.userId)).toHaveLength(2);
    h.clock.ms = NOW_MS + MINUTE;
    await h.scheduler.runDue();
    expect(refundsOf(orderRowId).map(({ cause }) => cause)).toEqual(['DECLINE', 'DECLINE']);
    expect((await h.noticesOf(buyer.userId, seller.userId)).map(({ type }) => type)).toEqual([
      'PAYMENT_COMPLETED',
      'PAYMENT',
      'PAYMENT',
    ]);
    h.clock.ms = NOW_MS + 10 * MINUTE;
    await h.scheduler.runDue();
    expect(refundsOf(orderRowId)).toHaveLength(2);
  });
});

describe('POST /api/dev/sessions/{id}/shift', () => {
  it('moves the start and the wait into the past, so the wait runs out without a clock change', async () => {
    const { buyer, seller } = await parties();
    const { sessionId, orderRowId } = await h.pay(buyer, seller, SLOT);
    const shift = (id: number | string, body: unknown) =>
      h.app.request(`/api/dev/sessions/${id}/shift`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    const response = await shift(sessionId, { minutes: 24 * 60 });
    expect(response.status).toBe(200);
    expect(await body(response)).toMatchObject({
      id: sessionId,
      status: 'PENDING',
      startTime: '2026-11-24T05:00:00.000Z',
    });
    expect((await h.session(sessionId)).respondBy).toEqual(new Date('2026-11-23T00:00:00.000Z'));
    await h.scheduler.runDue();
    expect((await h.session(sessionId)).status).toBe('CANCELLED_BY_COUNSELOR');
    expect(refundsOf(orderRowId).map(({ cause }) => cause)).toEqual(['WAIT_EXPIRED']);

    expect((await shift(sessionId, { minutes: 0 })).status).toBe(400);
    expect(await body(await shift(sessionId, { minutes: 1.5 }))).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: '입력한 내용을 다시 확인해 주세요.',
      errors: [{ field: 'minutes', message: '분은 1부터 43200 사이의 정수로 보내 주세요.' }],
    });
    expect((await shift(2_000_000_000, { minutes: 5 })).status).toBe(404);
    expect((await shift('99999999999', { minutes: 5 })).status).toBe(404);
  });
});

describe('sessions without an order (seeded, or made by POST /api/dev/sessions)', () => {
  it('move through the table without a refund or a wait', async () => {
    const { buyer, seller } = await parties();
    const make = async (status: string) => {
      const response = await h.app.request('/api/dev/sessions', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          userId: buyer.userId,
          counselorId: seller.counselorId,
          status,
          startTime: SLOT.toISOString(),
        }),
      });
      expect(response.status).toBe(201);
      return ((await response.json()) as { id: number }).id;
    };
    const cases: [string, string, string, string][] = [
      ['PENDING', 'counselor/sessions/{id}/accept', seller.token, 'SCHEDULED'],
      ['PENDING', 'counselor/sessions/{id}/decline', seller.token, 'CANCELLED_BY_COUNSELOR'],
      ['SCHEDULED', 'counselor/sessions/{id}/cancel', seller.token, 'CANCELLED_BY_COUNSELOR'],
      ['PENDING', 'counseling/sessions/{id}/cancel', buyer.token, 'CANCELLED_BY_USER'],
    ];
    const before = h.refundCalls.length;
    for (const [status, path, token, to] of cases) {
      const id = await make(status);
      const response = await h.call(
        'PATCH',
        `/api/client/${path.replace('{id}', String(id))}`,
        token,
      );
      expect([path, response.status]).toEqual([path, 200]);
      expect((await h.session(id)).status).toBe(to);
    }
    expect(h.refundCalls.length).toBe(before);
  });
});
