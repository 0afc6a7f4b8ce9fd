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

/** A reservation paid with points at a Seoul wall time: the PENDING session's id. */
async function reserve(productId: number, token: string, seoul: string): Promise<number> {
  const made = await f.call('POST', '/api/client/orders', token, {
    productId,
    startType: 'RESERVATION',
    slotStart: new Date(`${seoul}:00+09:00`).toISOString(),
    points: 33_000,
    agreements: AGREED,
  });
  if (made.status !== 201) throw new Error(made.text);
  return made.json.order.sessionId;
}

describe('GET /api/client/counselor/reservations', () => {
  it('lists PENDING, SCHEDULED and DONE reservations with the user, slot and deadline', async () => {
    const { product, token } = await f.counselor();
    const user = await f.buyer(200_000);
    const pending = await reserve(product.id, user.token, '2026-11-26T15:00');
    const accepted = await reserve(product.id, user.token, '2026-11-25T11:00');
    const declined = await reserve(product.id, user.token, '2026-12-01T09:30');
    await f.call('PATCH', `/api/client/counselor/sessions/${accepted}/accept`, token);
    await f.call('PATCH', `/api/client/counselor/sessions/${declined}/decline`, token);

    const all = await f.call('GET', '/api/client/counselor/reservations', token);
    expect(all.status).toBe(200);
    expect(all.json.map((each: { id: number }) => each.id)).toEqual([accepted, pending, declined]);
    expect(all.json[1]).toMatchObject({
      id: pending,
      status: 'PENDING',
      startType: 'RESERVATION',
      startTime: '2026-11-26T06:00:00.000Z',
      endTime: '2026-11-26T06:30:00.000Z',
      // min(paid + 24 h, start − 30 min): paid at 10:00 on the 24th.
      respondBy: '2026-11-25T01:00:00.000Z',
      price: 33_000,
      userId: user.id,
      user: { displayName: '테스터' },
      product: { name: '30분 채팅 상담' },
    });

    const only = async (query: string) =>
      (await f.call('GET', `/api/client/counselor/reservations?${query}`, token)).json.map(
        (each: { id: number; status: string }) => [each.id, each.status],
      );
    expect(await only('status=PENDING')).toEqual([[pending, 'PENDING']]);
    expect(await only('status=SCHEDULED')).toEqual([[accepted, 'SCHEDULED']]);
    expect(await only('status=DONE')).toEqual([[declined, 'CANCELLED_BY_COUNSELOR']]);
    expect(await only('from=2026-11-25&to=2026-11-26')).toEqual([
      [accepted, 'SCHEDULED'],
      [pending, 'PENDING'],
    ]);
    expect(await only('from=2026-11-26&to=2026-11-26')).toEqual([[pending, 'PENDING']]);
  });

  it('lists only the caller’s reservations and refuses bad filters', async () => {
    const { product } = await f.counselor();
    const other = await f.counselor();
    const user = await f.buyer(100_000);
    await reserve(product.id, user.token, '2026-11-27T15:00');
    expect((await f.call('GET', '/api/client/counselor/reservations', other.token)).json).toEqual(
      [],
    );
    const bad = await f.call(
      'GET',
      '/api/client/counselor/reservations?status=LATER&from=2026-11-30&to=2026-11-01',
      other.token,
    );
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual(
      expect.arrayContaining([
        { field: 'status', message: '상태는 PENDING, SCHEDULED, DONE 중에서 골라 주세요.' },
      ]),
    );
    const reversed = await f.call(
      'GET',
      '/api/client/counselor/reservations?from=2026-11-30&to=2026-11-01',
      other.token,
    );
    expect(reversed.json.errors).toEqual([
      { field: 'to', message: '끝 날짜는 시작 날짜와 같거나 그 뒤여야 해요.' },
    ]);
    expect((await f.call('GET', '/api/client/counselor/reservations', user.token)).status).toBe(
      403,
    );
  });
});
