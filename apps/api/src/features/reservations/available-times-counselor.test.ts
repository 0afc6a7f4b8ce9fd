import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BackOffice, createBackOffice } from '../../test/back-office';
import { AGREED } from '../../test/orders';

// The test clock: Tuesday 2026-11-24, 10:00 in Seoul.

let f: BackOffice;

beforeAll(async () => {
  f = await createBackOffice();
});

afterAll(async () => {
  await f.close();
});

const WEEKLY = '/api/client/counselor/available-times/weekly';
const EXCEPTIONS = '/api/client/counselor/available-times/exceptions';

/** A RESERVATION order of the product at a Seoul wall time: its status and code. */
async function book(productId: number, seoul: string) {
  const user = await f.buyer();
  const answer = await f.call('POST', '/api/client/orders', user.token, {
    productId,
    startType: 'RESERVATION',
    slotStart: new Date(`${seoul}:00+09:00`).toISOString(),
    points: 0,
    agreements: AGREED,
  });
  return { status: answer.status, message: answer.json?.errors?.[0]?.message ?? null };
}

describe('weekly hours', () => {
  it('replaces the weekly hours; the public answer and the slots follow at once', async () => {
    const { counselor, product, token } = await f.counselor();
    const hours = [
      { weekday: 3, start: '19:00', end: '22:00' },
      { weekday: 3, start: '10:00', end: '12:30' },
      { weekday: 6, start: '13:00', end: '18:00' },
    ];
    const put = await f.call('PUT', WEEKLY, token, { hours });
    expect(put.status).toBe(200);
    expect(put.json).toEqual({
      hours: [
        { weekday: 3, start: '10:00', end: '12:30' },
        { weekday: 3, start: '19:00', end: '22:00' },
        { weekday: 6, start: '13:00', end: '18:00' },
      ],
    });
    expect((await f.call('GET', WEEKLY, token)).json).toEqual(put.json);
    const open = await f.call('GET', `/api/public/counselors/${counselor.id}/available-times`);
    expect(open.json.weekly).toEqual(put.json.hours);

    // Wednesday 2026-11-25: 10:00 is open now, 15:00 no longer.
    expect(await book(product.id, '2026-11-25T15:00')).toEqual({
      status: 400,
      message: '상담사가 상담하지 않는 시간이에요. 다른 시간을 골라 주세요.',
    });
    expect((await book(product.id, '2026-11-25T10:00')).status).toBe(201);
  });

  it('refuses ranges off the grid, reversed or overlapping within a weekday', async () => {
    const { token } = await f.counselor();
    const offGrid = await f.call('PUT', WEEKLY, token, {
      hours: [{ weekday: 1, start: '09:15', end: '12:00' }],
    });
    expect(offGrid.status).toBe(400);
    expect(offGrid.json.errors[0].message).toBe('시작 시간은 30분 단위(HH:mm)로 정해 주세요.');
    const overlap = await f.call('PUT', WEEKLY, token, {
      hours: [
        { weekday: 2, start: '09:00', end: '12:00' },
        { weekday: 2, start: '11:30', end: '13:00' },
      ],
    });
    expect(overlap.status).toBe(400);
    expect(overlap.json.errors[0].message).toBe('화요일에 겹치는 시간이 있어요.');
    const reversed = await f.call('PUT', WEEKLY, token, {
      hours: [{ weekday: 2, start: '12:00', end: '09:00' }],
    });
    expect(reversed.json.errors[0].message).toBe('종료 시간은 시작 시간보다 늦어야 해요.');
  });
});

describe('dated exceptions', () => {
  it('a closed date takes its slots away; deleting it gives them back', async () => {
    const { product, token } = await f.counselor();
    const closed = await f.call('POST', EXCEPTIONS, token, { kind: 'CLOSED', date: '2026-11-27' });
    expect(closed.status).toBe(200);
    expect(closed.json).toEqual([{ id: expect.any(Number), date: '2026-11-27', kind: 'CLOSED' }]);
    expect((await book(product.id, '2026-11-27T14:00')).status).toBe(400);

    const again = await f.call('POST', EXCEPTIONS, token, { kind: 'CLOSED', date: '2026-11-27' });
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({
      code: 'EXCEPTION_EXISTS',
      message: '그날은 이미 휴무로 정해 두었어요.',
    });
    const extra = await f.call('POST', EXCEPTIONS, token, {
      kind: 'EXTRA',
      date: '2026-11-27',
      start: '20:00',
      end: '22:00',
    });
    expect(extra.json).toMatchObject({
      code: 'EXCEPTION_CONFLICT',
      message: '그날은 휴무로 정해 두었어요. 휴무를 먼저 지워 주세요.',
    });

    const gone = await f.call('DELETE', `${EXCEPTIONS}/${closed.json[0].id}`, token);
    expect(gone.status).toBe(200);
    expect(gone.json).toEqual([]);
    expect((await book(product.id, '2026-11-27T14:00')).status).toBe(201);
  });

  it('extra hours open a date beyond the weekly ones; overlapping extras are refused', async () => {
    const { product, token } = await f.counselor();
    await f.call('PUT', WEEKLY, token, { hours: [{ weekday: 5, start: '10:00', end: '12:00' }] });
    expect((await book(product.id, '2026-11-28T20:00')).status).toBe(400);
    const added = await f.call('POST', EXCEPTIONS, token, {
      kind: 'EXTRA',
      date: '2026-11-28',
      start: '20:00',
      end: '22:00',
    });
    expect(added.json).toEqual([
      { id: expect.any(Number), date: '2026-11-28', kind: 'EXTRA', start: '20:00', end: '22:00' },
    ]);
    expect((await book(product.id, '2026-11-28T20:00')).status).toBe(201);
    const overlap = await f.call('POST', EXCEPTIONS, token, {
      kind: 'EXTRA',
      date: '2026-11-28',
      start: '21:30',
      end: '23:00',
    });
    expect(overlap.status).toBe(409);
    expect(overlap.json.message).toBe('그날 이미 정해 둔 추가 시간과 겹쳐요.');
  });

  it('a past date is 400; another counselor’s exception is 404 and stays', async () => {
    const owner = await f.counselor();
    const other = await f.counselor();
    const past = await f.call('POST', EXCEPTIONS, owner.token, {
      kind: 'CLOSED',
      date: '2026-11-23',
    });
    expect(past.status).toBe(400);
    expect(past.json.errors).toEqual([
      { field: 'date', message: '지난 날짜는 바꿀 수 없어요. 오늘 이후 날짜를 골라 주세요.' },
    ]);
    const [mine] = (
      await f.call('POST', EXCEPTIONS, owner.token, { kind: 'CLOSED', date: '2026-11-24' })
    ).json;
    const theirs = await f.call('DELETE', `${EXCEPTIONS}/${mine.id}`, other.token);
    expect(theirs.status).toBe(404);
    expect(theirs.json.message).toBe('휴무·추가 시간을 찾을 수 없어요.');
    expect((await f.call('GET', EXCEPTIONS, owner.token)).json).toHaveLength(1);
    expect((await f.call('GET', EXCEPTIONS, other.token)).json).toEqual([]);
  });
});
