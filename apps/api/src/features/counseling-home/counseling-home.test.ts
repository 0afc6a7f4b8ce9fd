import type { CounselingHome } from '@arcana/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { Database } from '../../db/database';
import { silentLogger } from '../../lib/logger';
import { createTestDatabase } from '../../test/db';
import { testEnv } from '../../test/env';
import { bearer, login } from '../../test/users';
import { counselorFavorites, counselors } from '../counselors';

let database: Database;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = createApp({ env: testEnv(), database, logger: silentLogger });
});

afterAll(async () => {
  await database.close();
});

async function home(headers: Record<string, string> = {}) {
  const response = await app.request('/api/public/counseling/home', { headers });
  expect(response.status).toBe(200);
  return (await response.json()) as CounselingHome;
}

describe('GET /api/public/counseling/home', () => {
  it('shows the ON counselors best rated first, then the best BUSY one, 12 in all', async () => {
    const body = await home();
    expect(body.onlineCount).toBe(11);
    expect(body.online.map((counselor) => [counselor.name, counselor.status])).toEqual([
      ['별빛', 'ON'],
      ['별하', 'ON'],
      ['청운', 'ON'],
      ['로아', 'ON'],
      ['여울', 'ON'],
      ['나린', 'ON'],
      ['이안', 'ON'],
      ['하람', 'ON'],
      ['서연', 'ON'],
      ['새벽별', 'ON'],
      ['단비', 'ON'],
      ['미르', 'BUSY'],
    ]);
    expect(body.online[1]).toEqual({
      id: expect.any(Number),
      name: '별하',
      status: 'ON',
      imageUrl: expect.stringMatching(/^\/api\/public\/counselors\/\d+\/portrait\.svg\?v=/),
      rating: 4.5,
      reviewCount: 8,
      level: 5,
      introduction: '돌려 말하지 않고, 카드가 보여 주는 그대로 따뜻하게 전해 드려요.',
      careerYears: 12,
      categories: [
        { id: expect.any(Number), slug: 'love', name: '연애' },
        { id: expect.any(Number), slug: 'reunion', name: '재회' },
        { id: expect.any(Number), slug: 'mind', name: '속마음' },
      ],
      keywords: ['연애운', '속마음', '직설 타로', '썸'],
      counselingTypes: ['CHAT', 'CALL', 'VIDEO'],
      minPrice: 15000,
      favorite: false,
    });
  });

  it('counts the listed counselors of every category, in display order', async () => {
    const body = await home();
    expect(
      body.categories.map(({ slug, name, counselorCount }) => [slug, name, counselorCount]),
    ).toEqual([
      ['love', '연애', 11],
      ['reunion', '재회', 5],
      ['compatibility', '궁합', 6],
      ['mind', '속마음', 10],
      ['career', '직장·진로', 8],
      ['money', '금전·사업', 5],
      ['study', '학업·시험', 4],
      ['family', '가족·대인관계', 6],
      ['health', '건강·마음', 5],
      ['new-year', '신년운세', 5],
    ]);
    expect(body.categories[0]?.description).toBe(
      '썸, 연애 중 고민, 새로운 인연의 흐름을 살펴봐요.',
    );
  });

  it('shows the 8 most sold products and the 6 newest reviews', async () => {
    const body = await home();
    expect(body.popularProducts).toHaveLength(8);
    const sold = body.popularProducts.map((product) => product.soldCount);
    expect(sold).toEqual([...sold].sort((a, b) => b - a));
    expect(body.popularProducts[0]?.counselor.name).toEqual(expect.any(String));
    expect(body.recentReviews).toHaveLength(6);
    const times = body.recentReviews.map((review) => review.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(body.recentReviews.every((review) => /^.\*\*$/u.test(review.authorName))).toBe(true);
  });

  it('marks the caller’s favourites and drops a counselor who is no longer shown', async () => {
    const { accessToken, user } = await login(app, 'demo-user', 'demo1234!');
    const [byeolha] = await database.db
      .select({ id: counselors.id })
      .from(counselors)
      .where(eq(counselors.name, '별하'));
    await database.db
      .insert(counselorFavorites)
      .values({ userId: user.id, counselorId: byeolha?.id ?? 0 });
    const mine = await home(bearer(accessToken));
    expect(mine.online.filter((each) => each.favorite).map((each) => each.name)).toEqual(['별하']);
    expect((await home()).online.some((each) => each.favorite)).toBe(false);

    await database.db
      .update(counselors)
      .set({ enabled: false })
      .where(eq(counselors.id, byeolha?.id ?? 0));
    const after = await home();
    expect(after.onlineCount).toBe(10);
    expect(after.online.map((each) => each.name)).not.toContain('별하');
    expect(after.categories[0]).toMatchObject({ slug: 'love', counselorCount: 10 });
  });
});
