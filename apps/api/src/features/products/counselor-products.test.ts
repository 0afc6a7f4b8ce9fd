import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BackOffice, createBackOffice } from '../../test/back-office';
import { AGREED } from '../../test/orders';
import { counselors } from '../counselors';
import { orders } from '../orders';
import { counselingSessions } from '../sessions';

let f: BackOffice;

beforeAll(async () => {
  f = await createBackOffice();
});

afterAll(async () => {
  await f.close();
});

const body = {
  name: '40분 영상 타로 상담',
  counselingType: 'VIDEO',
  durationMinutes: 40,
  price: 48_000,
  description: '얼굴 보며 차분히 이야기해요.\n카드는 화면으로 함께 봐요.',
  uploadIds: [],
  enabled: true,
};

async function offer(counselorId: number) {
  const [row] = await f.db
    .select({ counselingTypes: counselors.counselingTypes, minPrice: counselors.minPrice })
    .from(counselors)
    .where(eq(counselors.id, counselorId));
  return row;
}

describe('/api/client/counselor/products', () => {
  it('lists the caller’s products, creates one and keeps the counselor’s offer in step', async () => {
    const { counselor, product, token } = await f.counselor();
    const list = await f.call('GET', '/api/client/counselor/products', token);
    expect(list.status).toBe(200);
    expect(list.json).toHaveLength(1);
    expect(list.json[0]).toMatchObject({
      id: product.id,
      name: '30분 채팅 상담',
      price: 33_000,
      enabled: true,
      uploadIds: [],
      ordersCount: 0,
      addTimePrice: 11_000,
    });

    const created = await f.call('POST', '/api/client/counselor/products', token, body);
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      name: '40분 영상 타로 상담',
      counselingType: 'VIDEO',
      durationMinutes: 40,
      price: 48_000,
      description: '얼굴 보며 차분히 이야기해요.\n카드는 화면으로 함께 봐요.',
      enabled: true,
      counselorId: counselor.id,
      images: [],
      ordersCount: 0,
    });
    expect(await offer(counselor.id)).toEqual({
      counselingTypes: ['CHAT', 'VIDEO'],
      minPrice: 33_000,
    });
  });

  it('refuses a product outside DESIGN "Products" with Korean messages', async () => {
    const { token } = await f.counselor();
    const bad = await f.call('POST', '/api/client/counselor/products', token, {
      ...body,
      durationMinutes: 42,
      price: 1_050,
    });
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual(
      expect.arrayContaining([
        { field: 'durationMinutes', message: '상담 시간은 10~180분, 5분 단위로 정해 주세요.' },
        { field: 'price', message: '가격은 1,000원~1,000,000원, 100원 단위로 정해 주세요.' },
      ]),
    );
  });

  it('a change reaches the next order, never a paid one', async () => {
    const { product, token } = await f.counselor();
    const user = await f.buyer(100_000);
    const paid = await f.call('POST', '/api/client/orders', user.token, {
      productId: product.id,
      startType: 'IMMEDIATE',
      points: 33_000,
      agreements: AGREED,
    });
    expect(paid.status).toBe(201);
    const changed = await f.call('PUT', `/api/client/counselor/products/${product.id}`, token, {
      ...body,
      name: '30분 채팅 상담 (개정)',
      counselingType: 'CHAT',
      durationMinutes: 30,
      price: 39_000,
    });
    expect(changed.status).toBe(200);
    expect(changed.json).toMatchObject({ name: '30분 채팅 상담 (개정)', price: 39_000 });

    const [first] = await f.db
      .select({ id: orders.id, price: orders.price, amount: orders.amount })
      .from(orders)
      .where(eq(orders.orderId, paid.json.order.orderId));
    expect(first).toMatchObject({ price: 33_000, amount: 0 });
    const [session] = await f.db
      .select({ productName: counselingSessions.productName })
      .from(counselingSessions)
      .where(eq(counselingSessions.orderId, first?.id ?? 0));
    expect(session).toEqual({ productName: '30분 채팅 상담' });

    const next = await f.call('POST', '/api/client/orders', user.token, {
      productId: product.id,
      startType: 'IMMEDIATE',
      points: 0,
      agreements: AGREED,
    });
    expect(next.status).toBe(201);
    expect(next.json.order).toMatchObject({ price: 39_000, amount: 39_000 });
  });

  it('disabling a product takes it off sale at once and back again', async () => {
    const { counselor, product, token } = await f.counselor();
    const user = await f.buyer();
    const off = await f.call(
      'PATCH',
      `/api/client/counselor/products/${product.id}/enabled`,
      token,
      { value: false },
    );
    expect(off.status).toBe(200);
    expect(off.json.enabled).toBe(false);
    expect((await f.call('GET', `/api/public/counselors/${counselor.id}/products`)).json).toEqual(
      [],
    );
    expect((await f.call('GET', `/api/public/products/${product.id}`)).json.enabled).toBe(false);
    expect(await offer(counselor.id)).toEqual({ counselingTypes: [], minPrice: null });
    const refused = await f.call('POST', '/api/client/orders', user.token, {
      productId: product.id,
      startType: 'IMMEDIATE',
      points: 0,
      agreements: AGREED,
    });
    expect(refused.status).toBe(409);
    expect(refused.json.code).toBe('PRODUCT_UNAVAILABLE');

    await f.call('PATCH', `/api/client/counselor/products/${product.id}/enabled`, token, {
      value: true,
    });
    const back = await f.call('GET', `/api/public/counselors/${counselor.id}/products`);
    expect(back.json.map((each: { id: number }) => each.id)).toEqual([product.id]);
  });

  it('another counselor’s product is 404 and unchanged; a plain user gets 403', async () => {
    const owner = await f.counselor();
    const other = await f.counselor();
    const path = `/api/client/counselor/products/${owner.product.id}`;
    const put = await f.call('PUT', path, other.token, body);
    expect(put.status).toBe(404);
    expect(put.json).toMatchObject({ code: 'NOT_FOUND', message: '상품을 찾을 수 없어요.' });
    expect((await f.call('PATCH', `${path}/enabled`, other.token, { value: false })).status).toBe(
      404,
    );
    expect((await f.call('GET', `/api/public/products/${owner.product.id}`)).json).toMatchObject({
      name: '30분 채팅 상담',
      enabled: true,
    });
    const user = await f.buyer();
    expect((await f.call('GET', '/api/client/counselor/products', user.token)).status).toBe(403);
  });
});
