import type { CounselingReview, CursorPage } from '@arcana/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { Database } from '../../db/database';
import { silentLogger } from '../../lib/logger';
import { createTestDatabase } from '../../test/db';
import { testEnv } from '../../test/env';
import { counselors } from '../counselors';
import { maskAuthorName } from './views';

let database: Database;
let app: ReturnType<typeof createApp>;
let ianId = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  app = createApp({ env: testEnv(), database, logger: silentLogger });
  const [ian] = await database.db
    .select({ id: counselors.id })
    .from(counselors)
    .where(eq(counselors.name, '이안'));
  ianId = ian?.id ?? 0;
});

afterAll(async () => {
  await database.close();
});

async function get<T = CursorPage<CounselingReview>>(path: string) {
  const response = await app.request(path);
  return { status: response.status, body: (await response.json()) as T };
}

describe('GET /api/public/counseling/reviews', () => {
  it('lists every seeded review newest first, 20 a page by default', async () => {
    const { status, body } = await get('/api/public/counseling/reviews');
    expect(status).toBe(200);
    expect(body.content).toHaveLength(20);
    // 123 seeded reviews.
    expect(body).toMatchObject({ empty: false, last: false, totalPages: 7 });
    const times = body.content.map((review) => review.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('lists one counselor’s reviews, with its rating on each', async () => {
    const { body } = await get(`/api/public/counseling/reviews?counselorId=${ianId}&limit=2`);
    expect(body).toMatchObject({ empty: false, last: false, totalPages: 4 });
    const [newest, next] = body.content;
    expect(newest).toEqual({
      id: expect.any(Number),
      rating: 4,
      content:
        '결과가 제 바람과는 달랐지만, 왜 그런지 차근차근 설명해 주셔서 받아들일 수 있었어요.',
      authorName: '솔**',
      createdAt: expect.any(String),
      reply: null,
      repliedAt: null,
      counselor: {
        id: ianId,
        name: '이안',
        status: 'ON',
        imageUrl: expect.stringMatching(/^\/api\/public\/counselors\/\d+\/portrait\.svg\?v=/),
        rating: 4.4,
        reviewCount: 7,
      },
      product: { name: '무제한 재회 상담', counselingType: 'CALL' },
    });
    expect(next).toMatchObject({
      rating: 5,
      content:
        '소개팅 전에 봤는데 말씀해 주신 성격이 딱 맞더라고요. 덕분에 긴장 덜 하고 잘 만났어요.',
      authorName: '해**',
      reply: '좋은 결과가 있었다니 정말 축하드려요! 앞으로의 흐름도 늘 응원할게요.',
      repliedAt: expect.any(String),
      product: { name: '재회운 25분 채팅', counselingType: 'CHAT' },
    });
  });

  it('pages with lastId: older than the last one seen, no repeats', async () => {
    const path = `/api/public/counseling/reviews?counselorId=${ianId}`;
    const all = (await get(`${path}&limit=100`)).body.content.map((review) => review.id);
    expect(all).toHaveLength(7);
    const first = await get(`${path}&limit=4`);
    const second = await get(`${path}&limit=4&lastId=${first.body.content[3]?.id}`);
    expect(second.body).toMatchObject({ empty: false, last: true, totalPages: 1 });
    expect([...first.body.content, ...second.body.content].map((review) => review.id)).toEqual(all);
  });

  it('answers an empty page for a counselor without reviews or unknown', async () => {
    expect((await get('/api/public/counseling/reviews?counselorId=999999')).body).toEqual({
      content: [],
      empty: true,
      last: true,
      totalPages: 0,
    });
  });

  it('refuses a malformed counselorId, limit or lastId in Korean', async () => {
    const { status, body } = await get<{ errors: unknown[] }>(
      '/api/public/counseling/reviews?counselorId=abc&limit=0&lastId=-1',
    );
    expect(status).toBe(400);
    expect(body.errors).toEqual([
      { field: 'counselorId', message: '상담사 번호가 올바르지 않아요.' },
      { field: 'limit', message: '한 번에 1개에서 100개까지 불러올 수 있어요.' },
      { field: 'lastId', message: expect.any(String) },
    ]);
  });
});

describe('GET /api/public/counseling/reviews/{id}', () => {
  it('answers one review as the list does', async () => {
    const { body: page } = await get(`/api/public/counseling/reviews?counselorId=${ianId}&limit=1`);
    const listed = page.content[0];
    const { status, body } = await get<CounselingReview>(
      `/api/public/counseling/reviews/${listed?.id}`,
    );
    expect(status).toBe(200);
    expect(body).toEqual(listed);
  });

  it('answers 404 in Korean for an unknown or out-of-range id', async () => {
    const notFound = { status: 404, code: 'NOT_FOUND', message: '후기를 찾을 수 없어요.' };
    expect(await get('/api/public/counseling/reviews/999999')).toEqual({
      status: 404,
      body: notFound,
    });
    expect(await get('/api/public/counseling/reviews/99999999999')).toEqual({
      status: 404,
      body: notFound,
    });
  });

  it('hides the reviews of a counselor no longer shown publicly', async () => {
    const { body: page } = await get(`/api/public/counseling/reviews?counselorId=${ianId}&limit=1`);
    await database.db.update(counselors).set({ enabled: false }).where(eq(counselors.id, ianId));
    expect((await get(`/api/public/counseling/reviews/${page.content[0]?.id}`)).status).toBe(404);
    expect((await get(`/api/public/counseling/reviews?counselorId=${ianId}`)).body.empty).toBe(
      true,
    );
    await database.db.update(counselors).set({ enabled: true }).where(eq(counselors.id, ianId));
  });
});

describe('maskAuthorName', () => {
  it.each([
    ['별헤는밤', '별**'],
    ['초코라떼', '초**'],
    ['A', 'A**'],
    ['🌙달빛', '🌙**'],
    ['  여름비', '여**'],
    ['', '***'],
  ])('%s → %s', (name, masked) => {
    expect(maskAuthorName(name)).toBe(masked);
  });
});
