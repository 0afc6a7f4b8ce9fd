import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { scheduledJobs } from '../../lib/scheduler';
import { createTestDatabase } from '../../test/db';
import { characterId, insertReading } from '../../test/shared-readings';
import { counselors } from '../counselors';
import { orders } from '../orders';
import { createLifecycleHarness } from './lifecycle-harness';
import { counselingSessions } from './tables';

// DESIGN "Session lifecycle", the room rows (transitions.ts): entering, the start, presence,
// completing, paid time running out, the counselor's absence, the no-shows and added time,
// each with its exact notifications (recipient, type, texts, link) and refund; the billed
// clock pausing on a lost stream; illegal moves (409) and strangers (404).

// Monday 2026-11-23 09:00 in Seoul.
const NOW_MS = Date.parse('2026-11-23T00:00:00.000Z');
const MINUTE = 60_000;
/** Wednesday 2026-11-25 14:00 in Seoul. */
const SLOT = new Date('2026-11-25T05:00:00.000Z');
const SLOT_MS = SLOT.getTime();

const database = await createTestDatabase();
const h = createLifecycleHarness(database, NOW_MS);

afterAll(async () => {
  await database.close();
});

/** A RESERVATION at SLOT, paid and accepted (3 notices so far), the clock at NOW_MS. */
async function scheduled() {
  h.clock.ms = NOW_MS;
  const buyer = await h.user();
  const seller = await h.counselor();
  const { sessionId, orderRowId } = await h.pay(buyer, seller, SLOT);
  const accepted = await h.call(
    'PATCH',
    `/api/client/counselor/sessions/${sessionId}/accept`,
    seller.token,
  );
  expect(accepted.status).toBe(200);
  const path = (action: string) => `/api/client/counseling/sessions/${sessionId}/${action}`;
  const name = `별하${seller.userId}`;
  /** The notices after the payment's two and the acceptance's one. */
  const newNotices = async () => (await h.noticesOf(buyer.userId, seller.userId)).slice(3);
  return { buyer, seller, sessionId, orderRowId, path, name, newNotices };
}

/** Both parties in at the entry window's start + `minutes`, their streams open. */
async function inProgress(minutes = 0) {
  const made = await scheduled();
  h.clock.ms = SLOT_MS - 10 * MINUTE + minutes * MINUTE;
  expect((await h.call('PATCH', made.path('user/enter'), made.buyer.token)).status).toBe(200);
  expect((await h.call('PATCH', made.path('counselor/enter'), made.seller.token)).status).toBe(200);
  await h.stream(made.sessionId, 'USER', 'open');
  await h.stream(made.sessionId, 'COUNSELOR', 'open');
  return made;
}

async function json(response: Response) {
  return (await response.json()) as Record<string, unknown>;
}

async function pendingJobs(sessionId: number) {
  const rows = await database.db
    .select({ kind: scheduledJobs.kind, key: scheduledJobs.key, dueAt: scheduledJobs.dueAt })
    .from(scheduledJobs);
  return rows
    .filter(({ key }) => key === String(sessionId) || key.startsWith(`${sessionId}:`))
    .filter(({ kind }) => kind !== 'sessions.effects')
    .map(({ kind, key, dueAt }) => ({ kind, key, dueAt: dueAt.toISOString() }))
    .sort((a, b) => a.key.localeCompare(b.key));
}

describe('entering the room', () => {
  it('before 10 minutes ahead of the start is 409 ENTRY_NOT_OPEN saying when it opens', async () => {
    const { path, buyer, seller, sessionId, newNotices } = await scheduled();
    h.clock.ms = SLOT_MS - 10 * MINUTE - 1;
    for (const [side, token] of [
      ['user', buyer.token],
      ['counselor', seller.token],
    ] as const) {
      const response = await h.call('PATCH', path(`${side}/enter`), token);
      expect(response.status).toBe(409);
      expect(await json(response)).toEqual({
        status: 409,
        code: 'ENTRY_NOT_OPEN',
        message: '아직 입장할 수 없어요. 11월 25일 (수) 오후 1:50부터 들어올 수 있어요.',
      });
    }
    expect((await h.session(sessionId)).status).toBe('SCHEDULED');
    expect(await newNotices()).toEqual([]);
  });

  it('the user first: PREPARING, C: SESSION_USER_ENTERED and nothing else', async () => {
    const { path, buyer, seller, sessionId, newNotices } = await scheduled();
    h.clock.ms = SLOT_MS - 10 * MINUTE;
    const response = await h.call('PATCH', path('user/enter'), buyer.token);
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({
      me: 'USER',
      session: { id: sessionId, status: 'PREPARING' },
      presence: {
        USER: { entered: true, inRoom: true, connected: true },
        COUNSELOR: { entered: false, inRoom: false, connected: false },
      },
      clock: { paidSeconds: 1800, billedSeconds: 0, runningSince: null },
      can: { enter: false, exit: true, complete: false, addTime: false },
    });
    expect(await h.session(sessionId)).toMatchObject({
      userEnteredAt: new Date('2026-11-25T04:50:00.000Z'),
      userInRoom: true,
      counselorEnteredAt: null,
    });
    expect(await newNotices()).toEqual([
      {
        audience: 'COUNSELOR',
        userId: seller.userId,
        type: 'SESSION_USER_ENTERED',
        title: '고객이 상담방에 들어왔어요',
        content: '[30분 채팅 상담] 테스터님이 상담방에서 기다리고 있어요. 상담방에 들어가 주세요.',
        link: `/counseling/sessions/${sessionId}?senderType=COUNSELOR`,
      },
    ]);
    expect(h.refundCalls.filter(({ orderRowId }) => orderRowId === sessionId)).toEqual([]);
  });

  it('the counselor first: PREPARING, U: COUNSELING_CALL and nothing else', async () => {
    const { path, buyer, seller, sessionId, name, newNotices } = await scheduled();
    h.clock.ms = SLOT_MS - 5 * MINUTE;
    const response = await h.call('PATCH', path('counselor/enter'), seller.token);
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({
      me: 'COUNSELOR',
      session: { status: 'PREPARING' },
    });
    expect(await newNotices()).toEqual([
      {
        audience: 'USER',
        userId: buyer.userId,
        type: 'COUNSELING_CALL',
        title: '상담사가 상담방에 들어왔어요',
        content: `${name} 상담사가 기다리고 있어요. 지금 상담방에 들어가 주세요.`,
        link: `/counseling/sessions/${sessionId}?senderType=USER`,
      },
    ]);
  });

  it('the second party: IN_PROGRESS, the clock runs, counselor COUNSELING; C: SESSION_STARTED, U: COUNSELING_SESSION', async () => {
    const { path, buyer, seller, sessionId, name, newNotices } = await scheduled();
    h.clock.ms = SLOT_MS - 10 * MINUTE;
    await h.call('PATCH', path('user/enter'), buyer.token);
    h.clock.ms = SLOT_MS - 8 * MINUTE;
    await h.stream(sessionId, 'USER', 'open'); // the user's room stream is live
    const response = await h.call('PATCH', path('counselor/enter'), seller.token);
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({
      me: 'COUNSELOR',
      session: { status: 'IN_PROGRESS' },
      clock: {
        paidSeconds: 1800,
        billedSeconds: 0,
        runningSince: '2026-11-25T04:52:00.000Z',
        pausedReason: null,
      },
      can: { complete: true, addTime: false },
    });
    expect(await h.session(sessionId)).toMatchObject({
      startedAt: new Date('2026-11-25T04:52:00.000Z'),
      clockRunningSince: new Date('2026-11-25T04:52:00.000Z'),
    });
    expect(await h.counselorStatus(seller.counselorId)).toEqual({
      status: 'COUNSELING',
      statusAfterSession: 'ON',
    });
    expect(h.statusEvents.at(-1)).toEqual({
      counselorId: seller.counselorId,
      status: 'COUNSELING',
      at: '2026-11-25T04:52:00.000Z',
    });
    expect((await newNotices()).slice(1)).toEqual([
      {
        audience: 'COUNSELOR',
        userId: seller.userId,
        type: 'SESSION_STARTED',
        title: '상담이 시작됐어요',
        content: '[30분 채팅 상담] 테스터님과의 상담이 시작됐어요.',
        link: `/counseling/sessions/${sessionId}?senderType=COUNSELOR`,
      },
      {
        audience: 'USER',
        userId: buyer.userId,
        type: 'COUNSELING_SESSION',
        title: '상담이 시작됐어요',
        content: `${name} 상담사와의 상담이 시작됐어요.`,
        link: `/counseling/sessions/${sessionId}?senderType=USER`,
      },
    ]);
    // The no-show check is over; the paid end is planned 30 minutes on.
    expect(await pendingJobs(sessionId)).toEqual([
      {
        kind: 'sessions.clock',
        key: `${sessionId}:paid-end`,
        dueAt: '2026-11-25T05:22:00.000Z',
      },
      {
        kind: 'sessions.clock',
        key: `${sessionId}:presence-COUNSELOR`,
        dueAt: '2026-11-25T04:52:15.000Z',
      },
    ]);
  });

  it('coming back, leaving and leaving again send no notices and never answer 409', async () => {
    const { path, buyer, seller, sessionId, newNotices } = await inProgress();
    const before = (await newNotices()).length;
    const answers = [
      await h.call('PATCH', path('user/enter'), buyer.token),
      await h.call('PATCH', path('counselor/exit'), seller.token),
      await h.call('PATCH', path('counselor/exit'), seller.token),
      await h.call('PATCH', path('counselor/enter'), seller.token),
      await h.call('PATCH', path('user/exit'), buyer.token),
      await h.call('PATCH', path('user/exit'), buyer.token),
    ];
    expect(answers.map(({ status }) => status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await json(answers[5]!)).toMatchObject({
      session: { status: 'IN_PROGRESS' },
      presence: { USER: { entered: true, inRoom: false } },
      can: { enter: true, exit: false },
    });
    expect((await newNotices()).length).toBe(before);
    expect((await h.session(sessionId)).userEnteredAt).toEqual(
      new Date('2026-11-25T04:50:00.000Z'),
    );
  });
});

describe('IN_PROGRESS → COMPLETED', () => {
  it('the user completes: COMPLETED_BY_USER, the minutes billed, counselor status back; C: SESSION_ENDED, U: REVIEW', async () => {
    const { path, buyer, seller, sessionId, name, newNotices } = await inProgress();
    const before = (await newNotices()).length;
    h.clock.ms = SLOT_MS - 10 * MINUTE + 7 * MINUTE;
    await h.refreshLease(sessionId, 'USER');
    await h.refreshLease(sessionId, 'COUNSELOR');
    const response = await h.call('PATCH', path('complete'), buyer.token);
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({
      me: 'USER',
      session: { status: 'COMPLETED' },
      endReason: 'COMPLETED_BY_USER',
      clock: { billedSeconds: 420, runningSince: null, pausedReason: null },
      can: { complete: false, addTime: false },
    });
    expect(await h.session(sessionId)).toMatchObject({
      endedAt: new Date('2026-11-25T04:57:00.000Z'),
      endReason: 'COMPLETED_BY_USER',
      billedSeconds: 420,
    });
    expect(await h.counselorStatus(seller.counselorId)).toEqual({
      status: 'ON',
      statusAfterSession: null,
    });
    expect(h.statusEvents.at(-1)).toEqual({
      counselorId: seller.counselorId,
      status: 'ON',
      at: '2026-11-25T04:57:00.000Z',
    });
    expect((await newNotices()).slice(before)).toEqual([
      {
        audience: 'COUNSELOR',
        userId: seller.userId,
        type: 'SESSION_ENDED',
        title: '상담이 끝났어요',
        content: '[30분 채팅 상담] 테스터님과의 상담이 끝났어요. 수고하셨어요.',
        link: `/counseling/sessions/${sessionId}?senderType=COUNSELOR`,
      },
      {
        audience: 'USER',
        userId: buyer.userId,
        type: 'REVIEW',
        title: '상담은 어떠셨나요?',
        content: `${name} 상담사와의 상담이 끝났어요. 후기를 남겨 주세요.`,
        link: `/counseling/sessions/${sessionId}/review`,
      },
    ]);
    expect(await pendingJobs(sessionId)).toEqual([]);
    // Once: a second complete is 409, and entering a completed session too.
    const again = await h.call('PATCH', path('complete'), seller.token);
    expect(again.status).toBe(409);
    expect(await json(again)).toEqual({
      status: 409,
      code: 'INVALID_TRANSITION',
      message: "지금은 할 수 없는 요청이에요. 이 상담은 '상담 완료' 상태예요.",
    });
    expect((await h.call('PATCH', path('user/enter'), buyer.token)).status).toBe(409);
    expect((await h.call('PATCH', path('user/exit'), buyer.token)).status).toBe(200);
  });

  it('the counselor completes: COMPLETED_BY_COUNSELOR; its choice made meanwhile (BUSY) comes back', async () => {
    const { path, seller, sessionId } = await inProgress();
    // What PATCH /api/client/counselor/status remembers during COUNSELING.
    await database.db
      .update(counselors)
      .set({ statusAfterSession: 'BUSY' })
      .where(eq(counselors.id, seller.counselorId));
    const response = await h.call('PATCH', path('complete'), seller.token);
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({
      me: 'COUNSELOR',
      endReason: 'COMPLETED_BY_COUNSELOR',
    });
    expect((await h.session(sessionId)).endReason).toBe('COMPLETED_BY_COUNSELOR');
    expect(await h.counselorStatus(seller.counselorId)).toEqual({
      status: 'BUSY',
      statusAfterSession: null,
    });
  });

  it('another IN_PROGRESS session of the counselor keeps it COUNSELING', async () => {
    const first = await inProgress();
    const buyer = await h.user();
    const { sessionId: otherId } = await h.pay(buyer, first.seller, new Date(SLOT_MS + 3_600_000));
    await database.db
      .update(counselingSessions)
      .set({ status: 'IN_PROGRESS' })
      .where(eq(counselingSessions.id, otherId));
    expect((await h.call('PATCH', first.path('complete'), first.buyer.token)).status).toBe(200);
    expect((await h.counselorStatus(first.seller.counselorId)).status).toBe('COUNSELING');
  });

  it('the paid minutes used up (the dev shift moves the running clock): TIME_UP, C: SESSION_ENDED, U: REVIEW', async () => {
    const { sessionId, buyer, seller, name, newNotices } = await inProgress();
    const before = (await newNotices()).length;
    const shifted = await h.app.request(`/api/dev/sessions/${sessionId}/shift`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ minutes: 30 }),
    });
    expect(shifted.status).toBe(200);
    // The live leases stay where they were: nobody looks gone.
    expect(await h.session(sessionId)).toMatchObject({
      status: 'IN_PROGRESS',
      clockRunningSince: new Date('2026-11-25T04:20:00.000Z'),
      userSeenAt: new Date('2026-11-25T04:50:00.000Z'),
      counselorSeenAt: new Date('2026-11-25T04:50:00.000Z'),
    });
    await h.scheduler.runDue();
    expect(await h.session(sessionId)).toMatchObject({
      status: 'COMPLETED',
      endReason: 'TIME_UP',
      billedSeconds: 1800,
      clockRunningSince: null,
    });
    expect((await newNotices()).slice(before)).toEqual([
      {
        audience: 'COUNSELOR',
        userId: seller.userId,
        type: 'SESSION_ENDED',
        title: '상담 시간이 끝났어요',
        content: '[30분 채팅 상담] 테스터님과의 상담 시간을 모두 사용해 상담이 끝났어요.',
        link: `/counseling/sessions/${sessionId}?senderType=COUNSELOR`,
      },
      {
        audience: 'USER',
        userId: buyer.userId,
        type: 'REVIEW',
        title: '상담 시간이 끝났어요',
        content: `${name} 상담사와의 상담 시간을 모두 사용했어요. 상담은 어떠셨나요? 후기를 남겨 주세요.`,
        link: `/counseling/sessions/${sessionId}/review`,
      },
    ]);
    expect((await h.counselorStatus(seller.counselorId)).status).toBe('ON');
  });

  it('complete while PREPARING is 409', async () => {
    const { path, buyer, sessionId } = await scheduled();
    h.clock.ms = SLOT_MS - 10 * MINUTE;
    await h.call('PATCH', path('user/enter'), buyer.token);
    const response = await h.call('PATCH', path('complete'), buyer.token);
    expect(response.status).toBe(409);
    expect(await json(response)).toEqual({
      status: 409,
      code: 'INVALID_TRANSITION',
      message: "지금은 할 수 없는 요청이에요. 이 상담은 '상담 준비 중' 상태예요.",
    });
    expect((await h.session(sessionId)).status).toBe('PREPARING');
  });
});

describe('the billed clock and the counselor’s absence', () => {
  it('pauses when the counselor’s stream is gone 15 s (COUNSELOR_AWAY), billing up to its last moment', async () => {
    const { sessionId, buyer } = await inProgress();
    const start = SLOT_MS - 10 * MINUTE;
    h.clock.ms = start + 12 * MINUTE;
    await h.refreshLease(sessionId, 'USER');
    await h.stream(sessionId, 'COUNSELOR', 'closed');
    // Within the grace the clock still runs.
    h.clock.ms = start + 12 * MINUTE + 14_000;
    await h.scheduler.runDue();
    expect((await h.session(sessionId)).clockRunningSince).not.toBeNull();
    h.clock.ms = start + 12 * MINUTE + 15_000;
    await h.refreshLease(sessionId, 'USER');
    await h.scheduler.runDue();
    expect(await h.session(sessionId)).toMatchObject({
      status: 'IN_PROGRESS',
      billedSeconds: 720,
      clockRunningSince: null,
      clockPausedReason: 'COUNSELOR_AWAY',
      counselorAwaySince: new Date('2026-11-25T05:02:00.000Z'),
    });
    const state = await json(
      await h.call('GET', `/api/client/counseling/sessions/${sessionId}/room`, buyer.token),
    );
    expect(state).toMatchObject({
      clock: { billedSeconds: 720, runningSince: null, pausedReason: 'COUNSELOR_AWAY' },
      presence: { COUNSELOR: { inRoom: true, connected: false } },
    });
    // Its stream back: the clock runs again from then, the absence forgotten.
    h.clock.ms = start + 14 * MINUTE;
    await h.refreshLease(sessionId, 'USER');
    await h.stream(sessionId, 'COUNSELOR', 'open');
    expect(await h.session(sessionId)).toMatchObject({
      billedSeconds: 720,
      clockRunningSince: new Date('2026-11-25T05:04:00.000Z'),
      clockPausedReason: null,
      counselorAwaySince: null,
    });
  });

  it('a crashed holder (a lease never refreshed, no close): the 30 s sweep pauses the clock at its last write', async () => {
    const { sessionId } = await inProgress();
    const start = SLOT_MS - 10 * MINUTE;
    h.clock.ms = start + 3 * MINUTE;
    await h.refreshLease(sessionId, 'USER');
    await h.refreshLease(sessionId, 'COUNSELOR');
    h.clock.ms = start + 5 * MINUTE;
    await h.refreshLease(sessionId, 'USER');
    await h.scheduler.runDue();
    // Whenever the sweep last ran in this file's timeline, it is due now.
    await h.scheduler.shift({ kind: 'sessions.clock-sweep' }, -30 * 24 * 60 * MINUTE);
    await h.scheduler.runDue();
    expect(await h.session(sessionId)).toMatchObject({
      status: 'IN_PROGRESS',
      billedSeconds: 180,
      clockRunningSince: null,
      clockPausedReason: 'COUNSELOR_AWAY',
      counselorAwaySince: new Date('2026-11-25T04:53:00.000Z'),
    });
    expect(await pendingJobs(sessionId)).toContainEqual({
      kind: 'sessions.clock',
      key: `${sessionId}:absence`,
      dueAt: '2026-11-25T04:58:00.000Z',
    });
  });

  it('the counselor gone 5 minutes: COMPLETED (COUNSELOR_ABSENT), 12 of 30 minutes billed → 18,000원 back; U: PAYMENT, C: SESSION_ENDED', async () => {
    const { sessionId, orderRowId, buyer, seller, name, newNotices } = await inProgress();
    const before = (await newNotices()).length;
    const start = SLOT_MS - 10 * MINUTE;
    h.clock.ms = start + 12 * MINUTE;
    await h.refreshLease(sessionId, 'USER');
    await h.stream(sessionId, 'COUNSELOR', 'closed');
    h.clock.ms = start + 17 * MINUTE - 1;
    await h.refreshLease(sessionId, 'USER');
    await h.scheduler.runDue();
    expect((await h.session(sessionId)).status).toBe('IN_PROGRESS');
    h.clock.ms = start + 17 * MINUTE;
    await h.scheduler.runDue();
    expect(await h.session(sessionId)).toMatchObject({
      status: 'COMPLETED',
      endReason: 'COUNSELOR_ABSENT',
      billedSeconds: 720,
    });
    expect(h.partialRefundCalls.filter((call) => call.orderRowId === orderRowId)).toEqual([
      {
        orderRowId,
        cause: 'COUNSELOR_ABSENT',
        reason: '상담사가 5분 넘게 자리를 비워 사용하지 않은 시간을 환불했어요.',
        value: 18_000,
      },
    ]);
    expect((await newNotices()).slice(before)).toEqual([
      {
        audience: 'USER',
        userId: buyer.userId,
        type: 'PAYMENT',
        title: '상담사가 자리를 비워 상담이 끝났어요',
        content: `${name} 상담사가 5분 넘게 자리를 비워 상담이 끝났어요. 사용하지 않은 시간만큼 환불돼요.`,
        link: `/counseling/sessions/${sessionId}`,
      },
      {
        audience: 'COUNSELOR',
        userId: seller.userId,
        type: 'SESSION_ENDED',
        title: '자리를 비워 상담이 끝났어요',
        content:
          '[30분 채팅 상담] 5분 넘게 상담방을 비워 테스터님과의 상담이 끝났어요. 사용하지 않은 시간은 고객에게 환불돼요.',
        link: `/counseling/sessions/${sessionId}?senderType=COUNSELOR`,
      },
    ]);
    expect((await h.counselorStatus(seller.counselorId)).status).toBe('ON');
  });

  it('with 10 minutes added (10,000원), the added order is refunded first: 10,000원, then 18,000원 of the original', async () => {
    const { sessionId, orderRowId, buyer, seller } = await inProgress();
    const addTime = await addTimeOrder(sessionId, buyer.userId, seller);
    await database.db.transaction((tx) => h.hooks().onPaid(tx, addTime));
    await h.scheduler.runDue();
    expect((await h.session(sessionId)).durationSeconds).toBe(2400);
    const start = SLOT_MS - 10 * MINUTE;
    h.clock.ms = start + 12 * MINUTE;
    await h.refreshLease(sessionId, 'USER');
    await h.refreshLease(sessionId, 'COUNSELOR');
    await h.call(
      'PATCH',
      `/api/client/counseling/sessions/${sessionId}/counselor/exit`,
      seller.token,
    );
    h.clock.ms = start + 17 * MINUTE;
    await h.refreshLease(sessionId, 'USER');
    await h.scheduler.runDue();
    expect(await h.session(sessionId)).toMatchObject({
      status: 'COMPLETED',
      endReason: 'COUNSELOR_ABSENT',
      billedSeconds: 720,
    });
    expect(
      h.partialRefundCalls
        .filter((call) => call.orderRowId === orderRowId || call.orderRowId === addTime.id)
        .map(({ orderRowId: id, value }) => ({ id, value })),
    ).toEqual([
      { id: addTime.id, value: 10_000 },
      { id: orderRowId, value: 18_000 },
    ]);
  });
});

/** A PAID ADD_TIME order of the session, as orders hands it to onPaid. */
async function addTimeOrder(
  sessionId: number,
  userId: number,
  seller: { counselorId: number; productId: number },
) {
  const at = h.now();
  const [order] = await database.db
    .insert(orders)
    .values({
      orderId: `add-time-${sessionId}-${at.getTime()}`,
      kind: 'ADD_TIME',
      sessionId,
      userId,
      counselorId: seller.counselorId,
      productId: seller.productId,
      productName: '30분 채팅 상담',
      counselingType: 'CHAT',
      durationMinutes: 10,
      startType: 'IMMEDIATE',
      slotStart: null,
      price: 10_000,
      pointsUsed: 0,
      amount: 10_000,
      provider: 'sandbox',
      status: 'PAID',
      holdExpiresAt: new Date(at.getTime() + 15 * MINUTE),
      paidAt: at,
    })
    .returning();
  return order!;
}

describe('added time', () => {
  it('ADD_TIME: 10 more paid minutes on both sides, the paid end moved; C: PAYMENT_COMPLETED only', async () => {
    const { sessionId, buyer, seller, path, newNotices } = await inProgress();
    const before = (await newNotices()).length;
    const order = await addTimeOrder(sessionId, buyer.userId, seller);
    expect(await database.db.transaction((tx) => h.hooks().onPaid(tx, order))).toEqual({
      sessionId,
    });
    await h.scheduler.runDue();
    expect((await h.session(sessionId)).durationSeconds).toBe(2400);
    for (const token of [buyer.token, seller.token]) {
      const state = await json(await h.call('GET', `${path('room')}`, token));
      expect(state).toMatchObject({ clock: { paidSeconds: 2400 } });
    }
    expect((await newNotices()).slice(before)).toEqual([
      {
        audience: 'COUNSELOR',
        userId: seller.userId,
        type: 'PAYMENT_COMPLETED',
        title: '상담 시간이 추가됐어요',
        content: '[30분 채팅 상담] 테스터님이 상담 시간을 10분 추가했어요.',
        link: `/counseling/sessions/${sessionId}?senderType=COUNSELOR`,
      },
    ]);
    expect(await pendingJobs(sessionId)).toContainEqual({
      kind: 'sessions.clock',
      key: `${sessionId}:paid-end`,
      dueAt: '2026-11-25T05:30:00.000Z',
    });
    expect(h.refundCalls.filter((call) => call.orderRowId === order.id)).toEqual([]);
  });

  it('ADD_TIME_LATE: paid after the session ended, the order is refunded whole; U: PAYMENT only', async () => {
    const { sessionId, buyer, seller, path, name, newNotices } = await inProgress();
    expect((await h.call('PATCH', path('complete'), buyer.token)).status).toBe(200);
    const before = (await newNotices()).length;
    const order = await addTimeOrder(sessionId, buyer.userId, seller);
    await database.db.transaction((tx) => h.hooks().onPaid(tx, order));
    await h.scheduler.runDue();
    expect(await h.session(sessionId)).toMatchObject({
      status: 'COMPLETED',
      durationSeconds: 1800,
    });
    expect(h.refundCalls.filter((call) => call.orderRowId === order.id)).toEqual([
      {
        orderRowId: order.id,
        cause: 'ADD_TIME_LATE',
        reason: '상담이 끝난 뒤에 결제된 시간 추가예요.',
      },
    ]);
    expect((await newNotices()).slice(before)).toEqual([
      {
        audience: 'USER',
        userId: buyer.userId,
        type: 'PAYMENT',
        title: '시간 추가가 취소됐어요',
        content: `${name} 상담사와의 상담이 이미 끝나 시간을 추가하지 못했어요. 결제한 금액은 모두 환불돼요.`,
        link: `/counseling/sessions/${sessionId}`,
      },
    ]);
  });

  it('POST …/extensions: 409 unless IN_PROGRESS, 404 for the counselor and strangers, 400 for bad points', async () => {
    const { sessionId, buyer, seller, path } = await scheduled();
    const stranger = await h.user();
    const early = await h.call('POST', path('extensions'), buyer.token, { points: 0 });
    expect(early.status).toBe(409);
    expect(await json(early)).toEqual({
      status: 409,
      code: 'ADD_TIME_NOT_ALLOWED',
      message: '진행 중인 시간제 상담에서만 시간을 추가할 수 있어요.',
    });
    expect((await h.call('POST', path('extensions'), seller.token, { points: 0 })).status).toBe(
      404,
    );
    expect((await h.call('POST', path('extensions'), stranger.token, { points: 0 })).status).toBe(
      404,
    );
    expect((await h.call('POST', path('extensions'), buyer.token, { points: -1 })).status).toBe(
      400,
    );
    expect((await h.session(sessionId)).status).toBe('SCHEDULED');
  });
});

describe('no-shows, 10 minutes after the start (a scheduler job)', () => {
  it('the user never entered: NO_SHOW_USER, no refund; C: SESSION_ENDED, U: COUNSELING_SESSION', async () => {
    const { sessionId, orderRowId, path, buyer, seller, name, newNotices } = await scheduled();
    h.clock.ms = SLOT_MS - 10 * MINUTE;
    await h.call('PATCH', path('counselor/enter'), seller.token);
    const before = (await newNotices()).length;
    h.clock.ms = SLOT_MS + 10 * MINUTE - 1;
    await h.scheduler.runDue();
    expect((await h.session(sessionId)).status).toBe('PREPARING');
    h.clock.ms = SLOT_MS + 10 * MINUTE;
    await h.scheduler.runDue();
    expect(await h.session(sessionId)).toMatchObject({
      status: 'NO_SHOW_USER',
      endedAt: new Date('2026-11-25T05:10:00.000Z'),
    });
    expect(h.refundCalls.filter((call) => call.orderRowId === orderRowId)).toEqual([]);
    expect((await newNotices()).slice(before)).toEqual([
      {
        audience: 'COUNSELOR',
        userId: seller.userId,
        type: 'SESSION_ENDED',
        title: '고객이 입장하지 않았어요',
        content:
          '[30분 채팅 상담] 테스터님이 시작 10분이 지나도록 들어오지 않아 11월 25일 (수) 오후 2:00 상담이 끝났어요.',
        link: `/counseling/sessions/${sessionId}?senderType=COUNSELOR`,
      },
      {
        audience: 'USER',
        userId: buyer.userId,
        type: 'COUNSELING_SESSION',
        title: '상담에 입장하지 않으셨어요',
        content: `${name} 상담사와의 11월 25일 (수) 오후 2:00 상담에 시작 10분이 지나도록 들어오지 않아 상담이 끝났어요. 결제한 금액은 환불되지 않아요.`,
        link: `/counseling/sessions/${sessionId}`,
      },
    ]);
    expect(await pendingJobs(sessionId)).toEqual([]);
  });

  it('the counselor never entered: NO_SHOW_COUNSELOR, full refund; U: PAYMENT, C: SESSION_CANCELLED', async () => {
    const { sessionId, orderRowId, path, buyer, seller, name, newNotices } = await scheduled();
    h.clock.ms = SLOT_MS;
    await h.call('PATCH', path('user/enter'), buyer.token);
    const before = (await newNotices()).length;
    h.clock.ms = SLOT_MS + 10 * MINUTE;
    await h.scheduler.runDue();
    expect((await h.session(sessionId)).status).toBe('NO_SHOW_COUNSELOR');
    expect(h.refundCalls.filter((call) => call.orderRowId === orderRowId)).toEqual([
      { orderRowId, cause: 'NO_SHOW_COUNSELOR', reason: '상담사가 상담에 들어오지 않았어요.' },
    ]);
    expect((await newNotices()).slice(before)).toEqual([
      {
        audience: 'USER',
        userId: buyer.userId,
        type: 'PAYMENT',
        title: '상담사가 입장하지 않았어요',
        content: `${name} 상담사가 시작 10분이 지나도록 들어오지 않아 11월 25일 (수) 오후 2:00 상담이 취소됐어요. 결제한 금액은 모두 환불돼요.`,
        link: `/counseling/sessions/${sessionId}`,
      },
      {
        audience: 'COUNSELOR',
        userId: seller.userId,
        type: 'SESSION_CANCELLED',
        title: '입장하지 않아 상담이 취소됐어요',
        content:
          '[30분 채팅 상담] 시작 10분이 지나도록 들어오지 않아 테스터님과의 11월 25일 (수) 오후 2:00 상담이 취소됐어요.',
        link: `/counseling/sessions/${sessionId}?senderType=COUNSELOR`,
      },
    ]);
  });

  it('nobody entered (reached by the dev shift, the clock unmoved): NO_SHOW_BOTH, full refund; U: PAYMENT, C: SESSION_CANCELLED', async () => {
    const { sessionId, orderRowId, buyer, seller, name, newNotices } = await scheduled();
    expect(await pendingJobs(sessionId)).toEqual([
      { kind: 'sessions.no-show', key: String(sessionId), dueAt: '2026-11-25T05:10:00.000Z' },
    ]);
    const minutes = (SLOT_MS + 10 * MINUTE - NOW_MS) / MINUTE;
    const shifted = await h.app.request(`/api/dev/sessions/${sessionId}/shift`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ minutes }),
    });
    expect(shifted.status).toBe(200);
    expect(await pendingJobs(sessionId)).toEqual([
      { kind: 'sessions.no-show', key: String(sessionId), dueAt: '2026-11-23T00:00:00.000Z' },
    ]);
    await h.scheduler.runDue();
    expect((await h.session(sessionId)).status).toBe('NO_SHOW_BOTH');
    // A second run of the job (another process) changes nothing.
    await h.scheduler.runDue();
    expect(h.refundCalls.filter((call) => call.orderRowId === orderRowId)).toEqual([
      { orderRowId, cause: 'NO_SHOW_BOTH', reason: '상담에 아무도 들어오지 않았어요.' },
    ]);
    expect(await newNotices()).toEqual([
      {
        audience: 'USER',
        userId: buyer.userId,
        type: 'PAYMENT',
        title: '상담이 열리지 않았어요',
        content: `${name} 상담사와의 11월 23일 (월) 오전 8:50 상담에 아무도 들어오지 않아 상담이 취소됐어요. 결제한 금액은 모두 환불돼요.`,
        link: `/counseling/sessions/${sessionId}`,
      },
      {
        audience: 'COUNSELOR',
        userId: seller.userId,
        type: 'SESSION_CANCELLED',
        title: '입장하지 않아 상담이 취소됐어요',
        content:
          '[30분 채팅 상담] 시작 10분이 지나도록 아무도 들어오지 않아 테스터님과의 11월 23일 (월) 오전 8:50 상담이 취소됐어요.',
        link: `/counseling/sessions/${sessionId}?senderType=COUNSELOR`,
      },
    ]);
  });
});

it('an IMMEDIATE session’s no-show check is 10 minutes after the accept', async () => {
  h.clock.ms = NOW_MS;
  const buyer = await h.user();
  const seller = await h.counselor();
  const { sessionId } = await h.pay(buyer, seller);
  h.clock.ms = NOW_MS + MINUTE;
  await h.call('PATCH', `/api/client/counselor/sessions/${sessionId}/accept`, seller.token);
  expect(await pendingJobs(sessionId)).toEqual([
    { kind: 'sessions.no-show', key: String(sessionId), dueAt: '2026-11-23T00:11:00.000Z' },
  ]);
  h.clock.ms = NOW_MS + 11 * MINUTE;
  await h.scheduler.runDue();
  expect((await h.session(sessionId)).status).toBe('NO_SHOW_BOTH');
});

describe('who may act', () => {
  it('counselor/* by the user, user/* by the counselor and anything by a stranger are 404', async () => {
    const { sessionId, path, buyer, seller } = await scheduled();
    const stranger = await h.user();
    h.clock.ms = SLOT_MS - 10 * MINUTE;
    const cases: [string, string, number][] = [
      ['counselor/enter', buyer.token, 404],
      ['counselor/exit', buyer.token, 404],
      ['user/enter', seller.token, 404],
      ['user/exit', seller.token, 404],
      ['user/enter', stranger.token, 404],
      ['complete', stranger.token, 404],
      ['user/enter', '', 401],
    ];
    for (const [action, token, status] of cases) {
      const response = await h.call('PATCH', path(action), token || undefined);
      expect([action, response.status]).toEqual([action, status]);
    }
    const tooLarge = await h.call(
      'PATCH',
      '/api/client/counseling/sessions/99999999999/user/enter',
      buyer.token,
    );
    expect(tooLarge.status).toBe(404);
    expect((await h.session(sessionId)).status).toBe('SCHEDULED');
  });

  it('the user shows one of its finished readings with consent: both sides see it in the room', async () => {
    const { path, buyer, seller, sessionId } = await scheduled();
    const character = await characterId(database.db);
    const readingId = await insertReading(database.db, {
      userId: buyer.userId,
      characterId: character,
      question: '이직해도 될까요?',
    });
    h.clock.ms = SLOT_MS - 10 * MINUTE;
    const response = await h.call('PATCH', path('user/enter'), buyer.token, {
      sharedReadingId: readingId,
      readingConsent: true,
    });
    expect(response.status).toBe(200);
    expect(await h.session(sessionId)).toMatchObject({
      sharedReadingId: readingId,
      sharedReadingAt: new Date('2026-11-25T04:50:00.000Z'),
    });
    const counselorView = await json(await h.call('GET', path('room'), seller.token));
    expect(counselorView).toMatchObject({
      sharedReading: {
        id: readingId,
        question: '이직해도 될까요?',
        sharedAt: '2026-11-25T04:50:00.000Z',
      },
    });
  });

  it('a reading is shown only with consent and only the user’s own (400 otherwise)', async () => {
    const { path, buyer, sessionId } = await scheduled();
    h.clock.ms = SLOT_MS - 10 * MINUTE;
    const noConsent = await h.call('PATCH', path('user/enter'), buyer.token, {
      sharedReadingId: 1,
    });
    expect(noConsent.status).toBe(400);
    expect(await json(noConsent)).toMatchObject({
      errors: [
        { field: 'readingConsent', message: '타로 결과를 보여 주려면 공유에 동의해 주세요.' },
      ],
    });
    const someoneElses = await insertReading(database.db, {
      userId: (await h.user()).userId,
      characterId: await characterId(database.db),
    });
    const notMine = await h.call('PATCH', path('user/enter'), buyer.token, {
      sharedReadingId: someoneElses,
      readingConsent: true,
    });
    expect(notMine.status).toBe(400);
    expect(await json(notMine)).toMatchObject({
      errors: [
        {
          field: 'sharedReadingId',
          message: '공유할 수 있는 타로 결과가 아니에요. 완료된 내 결과를 골라 주세요.',
        },
      ],
    });
    const tooLarge = await h.call('PATCH', path('user/enter'), buyer.token, {
      sharedReadingId: Number.MAX_SAFE_INTEGER,
      readingConsent: true,
    });
    expect(tooLarge.status).toBe(400);
    expect(await h.session(sessionId)).toMatchObject({
      status: 'SCHEDULED',
      sharedReadingId: null,
    });
  });
});

it('the clock jobs of a session are rows: another process runs the paid end after a restart', async () => {
  const { sessionId } = await inProgress();
  const [paidEnd] = await database.db
    .select()
    .from(scheduledJobs)
    .where(
      and(eq(scheduledJobs.kind, 'sessions.clock'), eq(scheduledJobs.key, `${sessionId}:paid-end`)),
    );
  expect(paidEnd?.dueAt).toEqual(new Date('2026-11-25T05:20:00.000Z'));
  const restarted = createLifecycleHarness(database, Date.parse('2026-11-25T05:20:00.000Z'));
  // The two streams kept their leases fresh up to the end (a live holder in another process).
  await restarted.refreshLease(sessionId, 'USER');
  await restarted.refreshLease(sessionId, 'COUNSELOR');
  await restarted.scheduler.runDue();
  expect(await h.session(sessionId)).toMatchObject({
    status: 'COMPLETED',
    endReason: 'TIME_UP',
    billedSeconds: 1800,
  });
});
