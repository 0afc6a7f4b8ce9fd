import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { silentLogger } from '../../lib/logger';
import { createTestDatabase } from '../../test/db';
import { testEnv } from '../../test/env';
import { createTestUser } from '../../test/users';
import { counselors } from '../counselors';
import { createReservationServices } from './service';
import { counselorDateExceptions, counselorWeeklyHours, reservationCells } from './tables';

// Slot holds (DESIGN "Slot holds"): a free slot of the counselor's hours, held by one row per
// 30-minute cell, unique per counselor; and GET /api/public/counselors/{id}/available-times.

// Monday 2026-11-23 09:00 in Seoul.
const NOW_MS = Date.parse('2026-11-23T00:00:00.000Z');
let nowMs = NOW_MS;
const now = () => new Date(nowMs);
const database = await createTestDatabase();
const { db } = database;
const app = createApp({ env: testEnv(), database, logger: silentLogger, now });
const services = createReservationServices({ db, now });

afterAll(async () => {
  await database.close();
});

const MINUTE = 60_000;
/** 11:00 Seoul on Monday 2026-11-23. */
const ELEVEN = new Date('2026-11-23T02:00:00.000Z');
const HOLD_END = new Date(NOW_MS + 15 * MINUTE);
let nameCounter = 0;

/** A public counselor open Mondays 10:00–18:00 and Tuesdays 10:00–12:00. */
async function counselorWithHours() {
  const user = await createTestUser(db, { roles: ['USER', 'COUNSELOR'] });
  nameCounter += 1;
  const [row] = await db
    .insert(counselors)
    .values({ userId: user.id, level: 1, status: 'ON', name: `예약상담사${nameCounter}` })
    .returning();
  const counselorId = row!.id;
  await db.insert(counselorWeeklyHours).values([
    { counselorId, weekday: 1, startTime: '10:00', endTime: '18:00' },
    { counselorId, weekday: 2, startTime: '10:00', endTime: '12:00' },
  ]);
  return counselorId;
}

function hold(counselorId: number, start: Date, durationMinutes: number | null, orderId: number) {
  return db.transaction((tx) =>
    services.holdSlot(tx, {
      counselorId,
      start,
      durationMinutes,
      orderId,
      holdExpiresAt: HOLD_END,
    }),
  );
}

async function cellsOf(counselorId: number) {
  const rows = await db
    .select()
    .from(reservationCells)
    .where(eq(reservationCells.counselorId, counselorId))
    .orderBy(reservationCells.cellStart);
  return rows.map(({ cellStart, orderId, sessionId, holdExpiresAt }) => ({
    cellStart: cellStart.toISOString(),
    orderId,
    sessionId,
    holdExpiresAt: holdExpiresAt?.toISOString() ?? null,
  }));
}

async function rejection(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  const { status, code, message, errors } = error as {
    status: number;
    code: string;
    message: string;
    errors?: unknown;
  };
  return { status, code, message, errors };
}

describe('holdSlot', () => {
  it('holds one row per 30-minute cell of the product', async () => {
    const counselorId = await counselorWithHours();
    nowMs = NOW_MS;
    await hold(counselorId, ELEVEN, 50, 1);
    expect(await cellsOf(counselorId)).toEqual([
      {
        cellStart: '2026-11-23T02:00:00.000Z',
        orderId: 1,
        sessionId: null,
        holdExpiresAt: '2026-11-23T00:15:00.000Z',
      },
      {
        cellStart: '2026-11-23T02:30:00.000Z',
        orderId: 1,
        sessionId: null,
        holdExpiresAt: '2026-11-23T00:15:00.000Z',
      },
    ]);
  });

  it('holds 60 minutes for a 무제한 product', async () => {
    const counselorId = await counselorWithHours();
    nowMs = NOW_MS;
    await hold(counselorId, ELEVEN, null, 2);
    expect((await cellsOf(counselorId)).map(({ cellStart }) => cellStart)).toEqual([
      '2026-11-23T02:00:00.000Z',
      '2026-11-23T02:30:00.000Z',
    ]);
  });

  it('refuses a held or sold cell with 409 SLOT_TAKEN, overlapping by one cell', async () => {
    const counselorId = await counselorWithHours();
    nowMs = NOW_MS;
    await hold(counselorId, ELEVEN, 60, 3);
    const overlapping = new Date(ELEVEN.getTime() + 30 * MINUTE);
    expect(await rejection(hold(counselorId, overlapping, 30, 4))).toEqual({
      status: 409,
      code: 'SLOT_TAKEN',
      message: '방금 다른 분이 이 시간을 예약했어요. 다른 시간을 골라 주세요.',
      errors: undefined,
    });
    // The slot right after is still free.
    await hold(counselorId, new Date(ELEVEN.getTime() + 60 * MINUTE), 30, 5);
    expect((await cellsOf(counselorId)).map(({ orderId }) => orderId)).toEqual([3, 3, 5]);
  });

  it('of two holds of one cell at the same time, exactly one wins', async () => {
    const counselorId = await counselorWithHours();
    nowMs = NOW_MS;
    const results = await Promise.allSettled([
      hold(counselorId, ELEVEN, 30, 6),
      hold(counselorId, ELEVEN, 30, 7),
    ]);
    expect(results.map(({ status }) => status).sort()).toEqual(['fulfilled', 'rejected']);
    const lost = results.find((result) => result.status === 'rejected');
    expect((lost as PromiseRejectedResult).reason).toMatchObject({
      status: 409,
      code: 'SLOT_TAKEN',
    });
    expect(await cellsOf(counselorId)).toHaveLength(1);
  });

  it('takes over an expired, unpaid hold, and the old order can no longer claim it', async () => {
    const counselorId = await counselorWithHours();
    nowMs = NOW_MS;
    await hold(counselorId, ELEVEN, 60, 8);
    nowMs = NOW_MS + 15 * MINUTE; // the hold ends exactly now
    await db.transaction((tx) =>
      services.holdSlot(tx, {
        counselorId,
        start: new Date(ELEVEN.getTime() + 30 * MINUTE),
        durationMinutes: 30,
        orderId: 9,
        holdExpiresAt: new Date(nowMs + 15 * MINUTE),
      }),
    );
    expect(await cellsOf(counselorId)).toEqual([
      {
        cellStart: '2026-11-23T02:00:00.000Z',
        orderId: 8,
        sessionId: null,
        holdExpiresAt: '2026-11-23T00:15:00.000Z',
      },
      {
        cellStart: '2026-11-23T02:30:00.000Z',
        orderId: 9,
        sessionId: null,
        holdExpiresAt: '2026-11-23T00:30:00.000Z',
      },
    ]);
    expect(await db.transaction((tx) => services.claimHold(tx, 8, 501, now()))).toBe(false);
    expect(await db.transaction((tx) => services.claimHold(tx, 9, 502, now()))).toBe(true);
    nowMs = NOW_MS;
  });

  it('never takes over a paid cell, however old its hold was', async () => {
    const counselorId = await counselorWithHours();
    nowMs = NOW_MS;
    await hold(counselorId, ELEVEN, 30, 10);
    expect(await db.transaction((tx) => services.claimHold(tx, 10, 510, now()))).toBe(true);
    nowMs = NOW_MS + 20 * MINUTE; // long after its hold would have ended
    expect(await rejection(hold(counselorId, ELEVEN, 30, 12))).toMatchObject({
      status: 409,
      code: 'SLOT_TAKEN',
    });
    nowMs = NOW_MS;
  });

  it.each([
    ['off the 30-minute grid', '2026-11-23T02:10:00.000Z', '예약 시간은 30분 단위로 골라 주세요.'],
    [
      'less than 1 hour ahead',
      '2026-11-23T00:30:00.000Z',
      '예약은 지금부터 1시간 뒤부터 30일 안의 시간만 할 수 있어요.',
    ],
    [
      'more than 30 days ahead',
      '2026-12-23T02:00:00.000Z',
      '예약은 지금부터 1시간 뒤부터 30일 안의 시간만 할 수 있어요.',
    ],
    [
      'outside the weekly hours',
      '2026-11-23T09:00:00.000Z',
      '상담사가 상담하지 않는 시간이에요. 다른 시간을 골라 주세요.',
    ],
    [
      'running past the end of the hours (Tuesday 11:30 for 60 minutes)',
      '2026-11-24T02:30:00.000Z',
      '상담사가 상담하지 않는 시간이에요. 다른 시간을 골라 주세요.',
    ],
  ])('refuses a start %s with 400 on slotStart', async (_case, start, message) => {
    const counselorId = await counselorWithHours();
    nowMs = NOW_MS;
    expect(await rejection(hold(counselorId, new Date(start), 60, 20))).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: '입력한 내용을 다시 확인해 주세요.',
      errors: [{ field: 'slotStart', message }],
    });
    expect(await cellsOf(counselorId)).toEqual([]);
  });

  it('follows the dated exceptions: a closed day refuses, extra hours allow', async () => {
    const counselorId = await counselorWithHours();
    nowMs = NOW_MS;
    await db.insert(counselorDateExceptions).values([
      { counselorId, date: '2026-11-24', kind: 'CLOSED' },
      { counselorId, date: '2026-11-25', kind: 'EXTRA', startTime: '20:00', endTime: '22:00' },
    ]);
    expect(
      await rejection(hold(counselorId, new Date('2026-11-24T01:00:00.000Z'), 30, 21)),
    ).toMatchObject({ status: 400 });
    await hold(counselorId, new Date('2026-11-25T11:00:00.000Z'), 60, 22);
    expect((await cellsOf(counselorId)).map(({ cellStart }) => cellStart)).toEqual([
      '2026-11-25T11:00:00.000Z',
      '2026-11-25T11:30:00.000Z',
    ]);
  });

  it('leaves the caller’s transaction usable after SLOT_TAKEN', async () => {
    const counselorId = await counselorWithHours();
    nowMs = NOW_MS;
    await hold(counselorId, ELEVEN, 30, 23);
    const after = await db.transaction(async (tx) => {
      await services
        .holdSlot(tx, {
          counselorId,
          start: ELEVEN,
          durationMinutes: 30,
          orderId: 24,
          holdExpiresAt: HOLD_END,
        })
        .catch(() => undefined);
      await services.holdSlot(tx, {
        counselorId,
        start: new Date(ELEVEN.getTime() + 30 * MINUTE),
        durationMinutes: 30,
        orderId: 24,
        holdExpiresAt: HOLD_END,
      });
      return 'committed';
    });
    expect(after).toBe('committed');
    expect((await cellsOf(counselorId)).map(({ orderId }) => orderId)).toEqual([23, 24]);
  });
});

describe('claimHold, releaseOrder and occupiedBetween', () => {
  it('claims a live hold once for its session, and a released order frees the slot', async () => {
    const counselorId = await counselorWithHours();
    nowMs = NOW_MS;
    await hold(counselorId, ELEVEN, 60, 30);
    expect(await db.transaction((tx) => services.claimHold(tx, 30, 600, now()))).toBe(true);
    // The same session again (a repeated confirm) still owns it; another session does not.
    expect(await db.transaction((tx) => services.claimHold(tx, 30, 600, now()))).toBe(true);
    expect(await db.transaction((tx) => services.claimHold(tx, 30, 601, now()))).toBe(false);
    expect(
      (await cellsOf(counselorId)).map(({ sessionId, holdExpiresAt }) => ({
        sessionId,
        holdExpiresAt,
      })),
    ).toEqual([
      { sessionId: 600, holdExpiresAt: null },
      { sessionId: 600, holdExpiresAt: null },
    ]);
    await db.transaction((tx) => services.releaseOrder(tx, 30));
    expect(await cellsOf(counselorId)).toEqual([]);
    await hold(counselorId, ELEVEN, 30, 31);
  });

  it('does not claim a hold that ran out', async () => {
    const counselorId = await counselorWithHours();
    nowMs = NOW_MS;
    await hold(counselorId, ELEVEN, 30, 32);
    expect(await db.transaction((tx) => services.claimHold(tx, 32, 602, new Date(HOLD_END)))).toBe(
      false,
    );
  });

  it('merges sold and live-held cells into intervals and skips expired holds', async () => {
    const counselorId = await counselorWithHours();
    nowMs = NOW_MS;
    await hold(counselorId, ELEVEN, 30, 40); // 11:00–11:30, sold below
    await hold(counselorId, new Date(ELEVEN.getTime() + 30 * MINUTE), 60, 41); // 11:30–12:30
    await hold(counselorId, new Date(ELEVEN.getTime() + 180 * MINUTE), 30, 42); // 14:00–14:30
    await db.transaction((tx) => services.claimHold(tx, 40, 700, now()));
    await db.insert(reservationCells).values({
      counselorId,
      cellStart: new Date(ELEVEN.getTime() + 240 * MINUTE),
      orderId: 43,
      holdExpiresAt: new Date(NOW_MS - MINUTE),
    });
    const occupied = await services.occupiedBetween(
      counselorId,
      new Date('2026-11-22T15:00:00.000Z'),
      new Date('2026-11-23T15:00:00.000Z'),
    );
    expect(occupied.map(({ start, end }) => [start.toISOString(), end.toISOString()])).toEqual([
      ['2026-11-23T02:00:00.000Z', '2026-11-23T03:30:00.000Z'],
      ['2026-11-23T05:00:00.000Z', '2026-11-23T05:30:00.000Z'],
    ]);
  });
});

describe('GET /api/public/counselors/{id}/available-times', () => {
  it('answers the weekly hours and the exceptions of today and the next 30 days', async () => {
    const counselorId = await counselorWithHours();
    nowMs = NOW_MS;
    await db.insert(counselorDateExceptions).values([
      { counselorId, date: '2026-11-22', kind: 'CLOSED' }, // yesterday
      { counselorId, date: '2026-11-23', kind: 'CLOSED' },
      { counselorId, date: '2026-12-23', kind: 'EXTRA', startTime: '09:00', endTime: '12:00' },
      { counselorId, date: '2026-12-24', kind: 'CLOSED' }, // the 32nd day
    ]);
    const response = await app.request(`/api/public/counselors/${counselorId}/available-times`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      weekly: [
        { weekday: 1, start: '10:00', end: '18:00' },
        { weekday: 2, start: '10:00', end: '12:00' },
      ],
      exceptions: [
        { date: '2026-11-23', kind: 'CLOSED' },
        { date: '2026-12-23', kind: 'EXTRA', start: '09:00', end: '12:00' },
      ],
    });
  });

  it('answers 404 for an unknown, disabled or applying counselor and a malformed id', async () => {
    const disabled = await counselorWithHours();
    await db.update(counselors).set({ enabled: false }).where(eq(counselors.id, disabled));
    const applying = await counselorWithHours();
    await db.update(counselors).set({ level: 0 }).where(eq(counselors.id, applying));
    for (const id of [disabled, applying, 2_000_000, 99_999_999_999]) {
      const response = await app.request(`/api/public/counselors/${id}/available-times`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        status: 404,
        code: 'NOT_FOUND',
        message: '상담사를 찾을 수 없어요.',
      });
    }
    const malformed = await app.request('/api/public/counselors/abc/available-times');
    expect(malformed.status).toBe(404);
  });
});
