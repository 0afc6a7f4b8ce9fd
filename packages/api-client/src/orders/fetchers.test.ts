import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  cancelMySession,
  confirmPayment,
  createAddTimeOrder,
  createOrder,
  fetchMyReservations,
  fetchOrder,
  fetchOrderCheckout,
  fetchSpendingLimit,
  updateSpendingLimit,
} from './fetchers';
import { orderQueries } from './queries';

const counselor = {
  id: 3,
  name: '별하',
  status: 'ON',
  imageUrl: '/api/public/counselors/3/portrait.svg',
  rating: 4.8,
  reviewCount: 12,
};

const order = {
  orderId: 'ord_abc123',
  orderName: '별하 · 30분 채팅 상담',
  kind: 'SESSION',
  status: 'CREATED',
  provider: 'sandbox',
  productId: 7,
  productName: '30분 채팅 상담',
  counselingType: 'CHAT',
  durationMinutes: 30,
  startType: 'IMMEDIATE',
  slotStart: null,
  counselor,
  price: 33000,
  pointsUsed: 3000,
  amount: 30000,
  holdExpiresAt: '2026-11-24T10:15:00+09:00',
  createdAt: '2026-11-24T10:00:00+09:00',
  paidAt: null,
  refundedAmount: 0,
  refundedPoints: 0,
  sessionId: null,
  failureMessage: null,
};

const limit = {
  monthlyLimit: 100000,
  pendingLimit: null,
  pendingFrom: null,
  spentThisMonth: 33000,
  remaining: 67000,
};

const fetchMock = vi.fn<typeof fetch>();

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function sent(call = 0) {
  const [url, init] = fetchMock.mock.calls[call] ?? [];
  return { url, method: init?.method, body: init?.body ? JSON.parse(String(init.body)) : null };
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('document', { cookie: 'accessToken=access-1' });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('orders', () => {
  it('POSTs the order without an amount and answers the order and its checkout', async () => {
    fetchMock.mockResolvedValue(
      json(
        {
          order,
          checkout: { kind: 'SANDBOX', url: '/api/public/payments/sandbox/checkout/ord_abc123' },
        },
        201,
      ),
    );
    const request = {
      productId: 7,
      startType: 'IMMEDIATE' as const,
      points: 3000,
      agreements: { terms: true, refundPolicy: true, privacyThirdParty: true },
    };

    const created = await createOrder(request);

    expect(sent()).toEqual({ url: '/api/client/orders', method: 'POST', body: request });
    expect(created.checkout).toEqual({
      kind: 'SANDBOX',
      url: '/api/public/payments/sandbox/checkout/ord_abc123',
    });
    expect(created.order.amount).toBe(30000);
  });

  it('POSTs an added time to the session’s extensions with the points only', async () => {
    const addTime = {
      ...order,
      orderName: '별하 · 10분 추가',
      kind: 'ADD_TIME',
      durationMinutes: 10,
      price: 10000,
      pointsUsed: 10000,
      amount: 0,
      provider: 'points',
      status: 'PAID',
      paidAt: '2026-11-24T10:20:00+09:00',
      sessionId: 41,
    };
    fetchMock.mockResolvedValue(json({ order: addTime, checkout: { kind: 'NONE' } }, 201));

    const created = await createAddTimeOrder(41, { points: 10000 });

    expect(sent()).toEqual({
      url: '/api/client/counseling/sessions/41/extensions',
      method: 'POST',
      body: { points: 10000 },
    });
    expect(created.checkout).toEqual({ kind: 'NONE' });
    expect(created.order).toMatchObject({ kind: 'ADD_TIME', status: 'PAID', sessionId: 41 });
  });

  it('throws the api’s refusal with its code and Korean message', async () => {
    fetchMock.mockResolvedValue(
      json(
        {
          status: 409,
          code: 'SPENDING_LIMIT',
          message: '이번 달 결제 한도를 넘어요. 남은 한도는 20,000원이에요.',
        },
        409,
      ),
    );

    const refused = await createOrder({
      productId: 7,
      startType: 'IMMEDIATE',
      points: 0,
      agreements: { terms: true, refundPolicy: true, privacyThirdParty: true },
    }).catch((error: unknown) => error);

    expect(refused).toMatchObject({
      status: 409,
      code: 'SPENDING_LIMIT',
      message: '이번 달 결제 한도를 넘어요. 남은 한도는 20,000원이에요.',
    });
  });

  it('GETs one order by its orderId', async () => {
    fetchMock.mockResolvedValue(json(order));
    expect(await fetchOrder('ord_abc123')).toEqual(order);
    expect(sent().url).toBe('/api/client/orders/ord_abc123');
  });

  it('GETs the checkout of a pending order for the add-time popup', async () => {
    const checkout = {
      kind: 'TOSS',
      clientKey: 'test_ck_D5GePWvyJnrK0W0k6q8gLzN97Eoq',
      customerKey: 'c_0123456789abcdefghijABCDEFGHIJ_-012345678',
      successUrl: 'https://arcana.example/counseling/products/7/payment/success',
      failUrl: 'https://arcana.example/counseling/products/7/payment/fail',
    };
    fetchMock.mockResolvedValue(json(checkout));
    expect(await fetchOrderCheckout('ord_abc123')).toEqual(checkout);
    expect(sent()).toEqual({
      url: '/api/client/orders/ord_abc123/checkout',
      method: 'GET',
      body: null,
    });
    expect(orderQueries.checkout('ord_abc123').queryKey).toEqual([
      'orders',
      'ord_abc123',
      'checkout',
    ]);
  });

  it('POSTs the confirm with what the success page received', async () => {
    fetchMock.mockResolvedValue(json({ ...order, status: 'PAID', sessionId: 41 }));
    const paid = await confirmPayment({ paymentKey: 'pk_1', orderId: 'ord_abc123', amount: 30000 });
    expect(sent()).toEqual({
      url: '/api/client/payments/confirm',
      method: 'POST',
      body: { paymentKey: 'pk_1', orderId: 'ord_abc123', amount: 30000 },
    });
    expect(paid.sessionId).toBe(41);
  });

  it('keys the confirm by order, payment key and amount', () => {
    expect(
      orderQueries.confirmation({ paymentKey: 'pk_1', orderId: 'ord_abc123', amount: 30000 })
        .queryKey,
    ).toEqual(['orders', 'ord_abc123', 'confirm', 'pk_1', 30000]);
  });
});

describe('spending limit', () => {
  it('GETs the limit', async () => {
    fetchMock.mockResolvedValue(json(limit));
    expect(await fetchSpendingLimit()).toEqual(limit);
    expect(sent().url).toBe('/api/client/me/spending-limit');
  });

  it('PUTs a new limit, or null to remove it', async () => {
    fetchMock.mockResolvedValue(json({ ...limit, monthlyLimit: null, remaining: null }));
    await updateSpendingLimit(null);
    expect(sent()).toEqual({
      url: '/api/client/me/spending-limit',
      method: 'PUT',
      body: { monthlyLimit: null },
    });
  });
});

describe('reservations', () => {
  it('GETs a tab page with the cursor of the last session id', async () => {
    fetchMock.mockResolvedValue(json({ content: [], empty: true, last: true, totalPages: 0 }));
    await fetchMyReservations({ tab: 'PAST', limit: 10, lastId: 55 });
    expect(sent().url).toBe('/api/client/me/counseling/reservations?tab=PAST&limit=10&lastId=55');
  });

  it('PATCHes the user’s cancel of a session', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await cancelMySession(41);
    expect(sent()).toMatchObject({
      url: '/api/client/counseling/sessions/41/cancel',
      method: 'PATCH',
    });
  });
});
