import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BackOffice, createBackOffice } from '../../test/back-office';
import { AGREED } from '../../test/orders';

// The test clock: Tuesday 2026-11-24, 10:00 in Seoul (01:00 UTC).

let f: BackOffice;

beforeAll(async () => {
  f = await createBackOffice();
});

afterAll(async () => {
  await f.close();
});

/** An IMMEDIATE order paid with points: the PENDING session's id. */
async function request(productId: number, token: string): Promise<number> {
  const made = await f.call('POST', '/api/client/orders', token, {
    productId,
    startType: 'IMMEDIATE',
    points: 33_000,
    agreements: AGREED,
  });
  if (made.status !== 201) throw new Error(made.text);
  return made.json.order.sessionId;
}

const ids = (answer: { json: { id: number }[] }) => answer.json.map((each) => each.id);

describe('GET /api/client/counselor/sessions/requests', () => {
  it('lists the pending IMMEDIATE requests with the client, product and the 2-minute deadline', async () => {
    const { product, token } = await f.counselor();
    const user = await f.buyer(100_000);
    const first = await request(product.id, user.token);
    f.clock.ms += 30_000;
    const second = await request(product.id, user.token);

    const answer = await f.call('GET', '/api/client/counselor/sessions/requests', token);
    expect(answer.status).toBe(200);
    expect(ids(answer)).toEqual([first, second]);
    expect(answer.json[0]).toMatchObject({
      id: first,
      status: 'PENDING',
      startType: 'IMMEDIATE',
      counselingType: 'CHAT',
      respondBy: '2026-11-24T01:02:00.000Z',
      price: 33_000,
      userId: user.id,
      user: { displayName: '테스터' },
      product: { name: '30분 채팅 상담' },
    });
    expect(answer.json[1].respondBy).toBe('2026-11-24T01:02:30.000Z');
  });

  it('drops a request once answered, cancelled or past its 2 minutes, and a reservation never shows', async () => {
    f.clock.ms = Date.parse('2026-11-24T02:00:00.000Z');
    const { product, token } = await f.counselor();
    const user = await f.buyer(300_000);
    const accepted = await request(product.id, user.token);
    const declined = await request(product.id, user.token);
    const cancelled = await request(product.id, user.token);
    const waiting = await request(product.id, user.token);
    const reserved = await f.call('POST', '/api/client/orders', user.token, {
      productId: product.id,
      startType: 'RESERVATION',
      slotStart: '2026-11-25T05:00:00.000Z',
      points: 33_000,
      agreements: AGREED,
    });
    expect(reserved.status).toBe(201);

    const list = () => f.call('GET', '/api/client/counselor/sessions/requests', token);
    expect(ids(await list())).toEqual([accepted, declined, cancelled, waiting]);

    await f.call('PATCH', `/api/client/counselor/sessions/${accepted}/accept`, token);
    await f.call('PATCH', `/api/client/counselor/sessions/${declined}/decline`, token);
    await f.call('PATCH', `/api/client/counseling/sessions/${cancelled}/cancel`, user.token);
    expect(ids(await list())).toEqual([waiting]);

    // 2 minutes later the wait job has not run yet, but the request is over for the counselor.
    f.clock.ms += 120_000;
    expect(ids(await list())).toEqual([]);
  });

  it('shows a counselor only its own requests; a plain user is refused', async () => {
    f.clock.ms = Date.parse('2026-11-24T03:00:00.000Z');
    const { product } = await f.counselor();
    const other = await f.counselor();
    const user = await f.buyer(100_000);
    await request(product.id, user.token);
    const answer = await f.call('GET', '/api/client/counselor/sessions/requests', other.token);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual([]);
    const refused = await f.call('GET', '/api/client/counselor/sessions/requests', user.token);
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe('FORBIDDEN');
  });
});
