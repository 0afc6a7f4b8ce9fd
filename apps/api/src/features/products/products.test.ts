import type { ProductDetail, ProductPage, ProductSummary } from '@arcana/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { Database } from '../../db/database';
import { silentLogger } from '../../lib/logger';
import { createTestDatabase } from '../../test/db';
import { testEnv } from '../../test/env';
import { createTestUser } from '../../test/users';
import { counselorCategories, counselorCategoryLinks, counselors } from '../counselors';
import { findProductForOrder, recordProductSale, syncCounselorOffer } from './for-others';
import { products } from './tables';

let database: Database;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = createApp({ env: testEnv(), database, logger: silentLogger });
});

afterAll(async () => {
  await database.close();
});

async function get<T = ProductDetail>(path: string): Promise<{ status: number; body: T }> {
  const response = await app.request(path);
  return { status: response.status, body: (await response.json()) as T };
}

/** A seeded product's id by its name (names are unique in the seed). */
async function seeded(name: string): Promise<number> {
  const [row] = await database.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.name, name));
  if (!row) throw new Error(`no seeded product ${name}`);
  return row.id;
}

/** A counselor of this test's own, in its own category, with products of its own. */
async function counselorWith(
  categoryId: number,
  profile: Partial<typeof counselors.$inferInsert>,
  items: {
    name: string;
    type: string;
    minutes: number | null;
    price: number;
    sold?: number;
    enabled?: boolean;
  }[],
) {
  const user = await createTestUser(database.db, { roles: ['USER', 'COUNSELOR'] });
  const [counselor] = await database.db
    .insert(counselors)
    .values({ userId: user.id, level: 2, status: 'ON', ...profile })
    .returning({ id: counselors.id });
  const counselorId = counselor?.id ?? 0;
  await database.db.insert(counselorCategoryLinks).values({ counselorId, categoryId });
  const rows = await database.db
    .insert(products)
    .values(
      items.map((item) => ({
        counselorId,
        name: item.name,
        counselingType: item.type,
        durationMinutes: item.minutes,
        price: item.price,
        soldCount: item.sold ?? 0,
        enabled: item.enabled ?? true,
      })),
    )
    .returning({ id: products.id });
  return { counselorId, productIds: rows.map(({ id }) => id) };
}

describe('GET /api/public/products', () => {
  let categoryId = 0;
  beforeAll(async () => {
    const [category] = await database.db
      .insert(counselorCategories)
      .values({ slug: 'test-products', name: '시험용', sortOrder: 99 })
      .returning({ id: counselorCategories.id });
    categoryId = category?.id ?? 0;
    await counselorWith(categoryId, { name: '시험상담사가' }, [
      { name: '가 채팅 20분', type: 'CHAT', minutes: 20, price: 12000, sold: 5 },
      { name: '가 전화 30분', type: 'CALL', minutes: 30, price: 30000, sold: 9 },
      { name: '가 꺼 둔 상품', type: 'CHAT', minutes: 10, price: 1000, sold: 99, enabled: false },
    ]);
    await counselorWith(categoryId, { name: '시험상담사나' }, [
      { name: '나 영상 무제한', type: 'VIDEO', minutes: null, price: 50000, sold: 5 },
      { name: '나 채팅 10분', type: 'CHAT', minutes: 10, price: 3000, sold: 1 },
    ]);
    // Not shown publicly: an applicant (level 0), and a paused counselor.
    await counselorWith(categoryId, { name: '시험지원자', level: 0 }, [
      { name: '지원자 상품', type: 'CHAT', minutes: 10, price: 2000 },
    ]);
    await counselorWith(categoryId, { name: '시험정지', enabled: false }, [
      { name: '정지 상품', type: 'CHAT', minutes: 10, price: 2000 },
    ]);
  });

  const names = (body: { content: { name: string }[] }) => body.content.map((each) => each.name);

  it('lists enabled products of listed counselors in a category, most sold first', async () => {
    const { status, body } = await get<ProductPage>('/api/public/products?category=test-products');
    expect(status).toBe(200);
    expect(names(body)).toEqual(['가 전화 30분', '가 채팅 20분', '나 영상 무제한', '나 채팅 10분']);
    expect(body.total).toBe(4);
    expect(body.nextCursor).toBeNull();
    expect(body.content[0]).toMatchObject({
      counselingType: 'CALL',
      durationMinutes: 30,
      price: 30000,
      soldCount: 9,
      mainImage: null,
      counselor: { name: '시험상담사가', status: 'ON', rating: null, reviewCount: 0 },
    });
  });

  it('sorts by price both ways and by newest', async () => {
    const low = await get<ProductPage>(
      '/api/public/products?category=test-products&sort=PRICE_LOW',
    );
    expect(names(low.body)).toEqual([
      '나 채팅 10분',
      '가 채팅 20분',
      '가 전화 30분',
      '나 영상 무제한',
    ]);
    const high = await get<ProductPage>(
      '/api/public/products?category=test-products&sort=PRICE_HIGH',
    );
    expect(names(high.body)).toEqual([
      '나 영상 무제한',
      '가 전화 30분',
      '가 채팅 20분',
      '나 채팅 10분',
    ]);
    const newest = await get<ProductPage>(
      '/api/public/products?category=test-products&sort=NEWEST',
    );
    expect(names(newest.body)).toEqual([
      '나 채팅 10분',
      '나 영상 무제한',
      '가 전화 30분',
      '가 채팅 20분',
    ]);
  });

  it('filters by counseling type', async () => {
    const { body } = await get<ProductPage>(
      '/api/public/products?category=test-products&type=CHAT',
    );
    expect(names(body)).toEqual(['가 채팅 20분', '나 채팅 10분']);
    expect(body.total).toBe(2);
  });

  it('pages by cursor without gaps or repeats, the total kept', async () => {
    const base = '/api/public/products?category=test-products&sort=POPULAR&limit=3';
    const first = await get<ProductPage>(base);
    expect(names(first.body)).toEqual(['가 전화 30분', '가 채팅 20분', '나 영상 무제한']);
    expect(first.body.total).toBe(4);
    const second = await get<ProductPage>(`${base}&cursor=${first.body.nextCursor}`);
    expect(names(second.body)).toEqual(['나 채팅 10분']);
    expect(second.body).toMatchObject({ total: 4, nextCursor: null });
  });

  it('refuses a cursor of another list and bad values with Korean field errors', async () => {
    const first = await get<ProductPage>('/api/public/products?category=test-products&limit=1');
    const other = await get(
      `/api/public/products?category=test-products&sort=PRICE_LOW&cursor=${first.body.nextCursor}`,
    );
    expect(other).toEqual({
      status: 400,
      body: {
        status: 400,
        code: 'VALIDATION_FAILED',
        message: '입력한 내용을 다시 확인해 주세요.',
        errors: [
          {
            field: 'cursor',
            message: '목록을 이어서 불러오지 못했어요. 처음부터 다시 불러와 주세요.',
          },
        ],
      },
    });
    const bad = await get<{ errors: unknown[] }>(
      '/api/public/products?type=LETTER&sort=CHEAP&limit=0',
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([
      {
        field: 'type',
        message: '상담 방식은 채팅(CHAT), 전화(CALL), 영상(VIDEO) 중 하나로 골라 주세요.',
      },
      { field: 'sort', message: '정렬 기준이 올바르지 않아요.' },
      { field: 'limit', message: '한 번에 1개에서 50개까지 불러올 수 있어요.' },
    ]);
    const garbage = await get<ProductPage>('/api/public/products?cursor=%E2%9C%93');
    expect(garbage.status).toBe(400);
  });

  it('answers an empty page for a category nobody is in', async () => {
    expect(await get<ProductPage>('/api/public/products?category=no-such-category')).toEqual({
      status: 200,
      body: { content: [], nextCursor: null, total: 0 },
    });
  });

  it('counts the whole seeded marketplace: enabled products of listed counselors', async () => {
    const { body } = await get<ProductPage>('/api/public/products?limit=50');
    // 64 seeded products, one of them disabled, plus this file's four.
    expect(body.total).toBe(67);
    expect(body.content).toHaveLength(50);
  });
});

describe('GET /api/public/products/{id}', () => {
  it('answers a 무제한 product: no duration, no added time, images drawn by code', async () => {
    const id = await seeded('무제한 재회 상담');
    const { status, body } = await get(`/api/public/products/${id}`);
    expect(status).toBe(200);
    const drawn = (position: number) => `/api/public/products/${id}/images/${position}.svg`;
    expect(body).toEqual({
      id,
      counselorId: expect.any(Number),
      name: '무제한 재회 상담',
      counselingType: 'CALL',
      durationMinutes: null,
      price: 66000,
      mainImage: {
        fileUri: drawn(0),
        thumbUri150: drawn(0),
        thumbUri360: drawn(0),
        thumbUri780: drawn(0),
        thumbUri1600: drawn(0),
        originName: `product-${id}-0.svg`,
      },
      soldCount: expect.any(Number),
      counselor: {
        id: expect.any(Number),
        name: '이안',
        status: 'ON',
        imageUrl: expect.stringMatching(/^\/api\/public\/counselors\/\d+\/portrait\.svg\?v=/),
        rating: expect.any(Number),
        reviewCount: 7,
      },
      description:
        '긴 사연도 끝까지 듣고, 마음이 정리될 때까지 함께해요.\n' +
        '시간 제한 없이, 궁금한 것이 다 풀릴 때까지 이어서 상담해요.\n' +
        '전화 상담은 앱에서 바로 연결돼요. 번호는 서로에게 보이지 않아요.',
      images: [
        expect.objectContaining({ fileUri: drawn(0) }),
        expect.objectContaining({ fileUri: drawn(1) }),
      ],
      enabled: true,
      addTimePrice: null,
    });
  });

  it('prices 10 more minutes of a timed product, rounded up to 100 won', async () => {
    // 16,000 won for 25 minutes: 6,400 won for 10.
    const { body } = await get(`/api/public/products/${await seeded('재회운 25분 채팅')}`);
    expect(body).toMatchObject({ durationMinutes: 25, price: 16000, addTimePrice: 6400 });
    // 9,900 won for 20 minutes: 4,950 → 5,000 won.
    const demo = await get(`/api/public/products/${await seeded('별빛 타로 20분 채팅 상담')}`);
    expect(demo.body).toMatchObject({
      price: 9900,
      addTimePrice: 5000,
      counselor: { name: '별빛' },
    });
  });

  it('still answers a disabled product, enabled false, and leaves it out of lists', async () => {
    const id = await seeded('연애 타로 10분 채팅');
    const { status, body } = await get(`/api/public/products/${id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ name: '연애 타로 10분 채팅', enabled: false, price: 5900 });
    const own = await get<ProductSummary[]>(`/api/public/counselors/${body.counselorId}/products`);
    expect(own.body.map((each) => each.name)).toEqual([
      '연애·결혼 타로 30분 채팅',
      '재회 타로 30분 전화',
      '궁합 타로 60분 영상',
    ]);
  });

  it('answers 404 in Korean for an unknown or out-of-range id', async () => {
    const notFound = { status: 404, code: 'NOT_FOUND', message: '상품을 찾을 수 없어요.' };
    expect(await get('/api/public/products/999999')).toEqual({ status: 404, body: notFound });
    expect(await get('/api/public/products/99999999999')).toEqual({ status: 404, body: notFound });
  });
});

describe('GET /api/public/counselors/{id}/products', () => {
  it('lists a listed counselor’s enabled products by type, cheapest first', async () => {
    const id = await seeded('무제한 연애 종합 채팅');
    const { body: product } = await get(`/api/public/products/${id}`);
    const { status, body } = await get<ProductSummary[]>(
      `/api/public/counselors/${product.counselorId}/products`,
    );
    expect(status).toBe(200);
    expect(body.map((each) => [each.name, each.price])).toEqual([
      ['연애 타로 20분 채팅', 15000],
      ['무제한 연애 종합 채팅', 59000],
      ['속마음 집중 30분 전화', 27000],
      ['60분 영상 타로', 52000],
    ]);
  });

  it('fills the public profile’s products (counselors’ useProductsOf)', async () => {
    const { body: product } = await get(`/api/public/products/${await seeded('60분 영상 타로')}`);
    const own = await get<ProductSummary[]>(
      `/api/public/counselors/${product.counselorId}/products`,
    );
    const profile = await get<{ products: ProductSummary[] }>(
      `/api/public/counselors/${product.counselorId}`,
    );
    expect(profile.body.products).toEqual(own.body);
  });

  it('answers 404 for a counselor not shown publicly', async () => {
    expect(await get<ProductSummary[]>('/api/public/counselors/999999/products')).toEqual({
      status: 404,
      body: { status: 404, code: 'NOT_FOUND', message: '상담사를 찾을 수 없어요.' },
    });
  });
});

describe('GET /api/public/products/{id}/images/{position}.svg', () => {
  it('draws the product image as SVG, cached a day', async () => {
    const id = await seeded('60분 영상 타로');
    const response = await app.request(`/api/public/products/${id}/images/0.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=86400');
    const svg = await response.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 800 600"/);
    expect(svg).toContain('<title>60분 영상 타로</title>');
    expect(svg).not.toContain('<script');
    // The same product always draws the same picture.
    expect(await (await app.request(`/api/public/products/${id}/images/0.svg`)).text()).toBe(svg);
  });

  it('answers 404 where there is no drawing', async () => {
    const id = await seeded('60분 영상 타로');
    const response = await app.request(`/api/public/products/${id}/images/7.svg`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ message: '이미지를 찾을 수 없어요.' });
  });
});

describe('what orders use', () => {
  it('findProductForOrder answers the product and its counselor, null for none', async () => {
    const id = await seeded('재회운 25분 채팅');
    const [ian] = await database.db
      .select({ userId: counselors.userId })
      .from(counselors)
      .where(eq(counselors.name, '이안'));
    expect(await findProductForOrder(database.db, id)).toEqual({
      id,
      counselorId: expect.any(Number),
      name: '재회운 25분 채팅',
      counselingType: 'CHAT',
      durationMinutes: 25,
      price: 16000,
      enabled: true,
      counselorEnabled: true,
      counselorLevel: 4,
      counselorStatus: 'ON',
      counselorName: '이안',
      counselorUserId: ian?.userId,
      mainImageUri: `/api/public/products/${id}/images/0.svg`,
    });
    expect(await findProductForOrder(database.db, 999999)).toBeNull();
    expect(await findProductForOrder(database.db, 99999999999)).toBeNull();
  });

  it('recordProductSale counts one sale', async () => {
    const id = await seeded('새벽 타로 15분 채팅');
    const before = (await get(`/api/public/products/${id}`)).body.soldCount;
    await recordProductSale(database.db, id);
    expect((await get(`/api/public/products/${id}`)).body.soldCount).toBe(before + 1);
  });

  it('syncCounselorOffer keeps the counselor’s types and lowest price equal to its products', async () => {
    const id = await seeded('마음 이야기 20분 채팅');
    const { body } = await get(`/api/public/products/${id}`);
    await database.db.insert(products).values({
      counselorId: body.counselorId,
      name: '마음 이야기 50분 영상',
      counselingType: 'VIDEO',
      durationMinutes: 50,
      price: 7000,
    });
    await database.db.update(products).set({ enabled: false }).where(eq(products.id, id));
    await syncCounselorOffer(database.db, body.counselorId);
    const [row] = await database.db
      .select({ types: counselors.counselingTypes, minPrice: counselors.minPrice })
      .from(counselors)
      .where(eq(counselors.id, body.counselorId));
    expect(row).toEqual({ types: ['VIDEO'], minPrice: 7000 });
    // No product at all: no types, no price.
    await database.db
      .update(products)
      .set({ enabled: false })
      .where(eq(products.counselorId, body.counselorId));
    await syncCounselorOffer(database.db, body.counselorId);
    const [none] = await database.db
      .select({ types: counselors.counselingTypes, minPrice: counselors.minPrice })
      .from(counselors)
      .where(eq(counselors.id, body.counselorId));
    expect(none).toEqual({ types: [], minPrice: null });
  });
});
