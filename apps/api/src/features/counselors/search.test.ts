import type { CounselorSearchPage } from '@arcana/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { Database } from '../../db/database';
import { silentLogger } from '../../lib/logger';
import {
  hideOtherCounselors,
  insertTestCategory,
  insertTestCounselor,
  type TestCounselor,
} from '../../test/counselors';
import { createTestDatabase } from '../../test/db';
import { testEnv } from '../../test/env';
import { bearer, login, TEST_PASSWORD } from '../../test/users';
import { counselorMessages } from './messages';
import { counselors } from './tables';

// 상담사 찾기 over counselors of this file's own; every other counselor is hidden first.

let database: Database;
let app: ReturnType<typeof createApp>;
const ids: Record<string, number> = {};
let dawnStar: TestCounselor | undefined;
const day = (n: number) => new Date(Date.UTC(2026, 10, 1 + n));

beforeAll(async () => {
  database = await createTestDatabase();
  app = createApp({ env: testEnv(), database, logger: silentLogger });
  const { db } = database;
  await hideOtherCounselors(db);
  const love = await insertTestCategory(db, 't-love', '테스트연애', 901);
  const reunion = await insertTestCategory(db, 't-reunion', '테스트재회', 902);
  const work = await insertTestCategory(db, 't-work', '테스트직장', 903);
  const rows = {
    은하수: {
      keywords: ['재회운', '궁합'],
      status: 'ON',
      counselingTypes: ['CHAT', 'CALL'],
      minPrice: 15_000,
      reviewCount: 10,
      ratingTotal: 48,
      categoryIds: [love, reunion],
      createdAt: day(0),
    },
    달빛: {
      keywords: ['연애', '타로'],
      status: 'BUSY',
      counselingTypes: ['VIDEO'],
      minPrice: 30_000,
      reviewCount: 4,
      ratingTotal: 20,
      categoryIds: [love],
      createdAt: day(1),
    },
    '재회의 여신': {
      keywords: ['이별'],
      status: 'OFF',
      counselingTypes: ['CHAT'],
      minPrice: 9_000,
      categoryIds: [reunion],
      createdAt: day(2),
    },
    솔바람: {
      keywords: ['직장', '금전'],
      status: 'COUNSELING',
      reviewCount: 20,
      ratingTotal: 80,
      categoryIds: [work],
      createdAt: day(3),
    },
    새벽별: {
      keywords: ['학업'],
      status: 'ON',
      counselingTypes: ['CHAT'],
      minPrice: 20_000,
      reviewCount: 10,
      ratingTotal: 48,
      createdAt: day(4),
    },
    햇살: {
      keywords: ['재회'],
      status: 'OFF',
      counselingTypes: ['CALL'],
      minPrice: 50_000,
      reviewCount: 2,
      ratingTotal: 6,
      createdAt: day(5),
    },
  };
  for (const [name, values] of Object.entries(rows)) {
    const counselor = await insertTestCounselor(db, {
      name,
      introduction: `${name} 소개`,
      ...values,
    });
    ids[name] = counselor.id;
    if (name === '새벽별') dawnStar = counselor;
  }
  // Never listed: paused, still applying (level 0), or without a public name.
  await insertTestCounselor(db, { name: '재회숨김일', keywords: ['재회운'], enabled: false });
  await insertTestCounselor(db, { name: '재회숨김이', keywords: ['재회운'], level: 0 });
  await insertTestCounselor(db, { name: null, keywords: ['재회운'] });
});

afterAll(async () => {
  await database.close();
});

async function search(query: string) {
  const response = await app.request(`/api/public/counselors${query}`);
  return { status: response.status, body: (await response.json()) as CounselorSearchPage };
}

async function names(query: string) {
  const { status, body } = await search(query);
  expect(status).toBe(200);
  return body.content.map((counselor) => counselor.name);
}

describe('GET /api/public/counselors', () => {
  it('answers every listed counselor, recommended first (ON, BUSY, COUNSELING, OFF, then rating)', async () => {
    const { status, body } = await search('');
    expect(status).toBe(200);
    expect(body.total).toBe(6);
    expect(body.nextCursor).toBeNull();
    expect(body.content.map((counselor) => counselor.name)).toEqual([
      '은하수',
      '새벽별',
      '달빛',
      '솔바람',
      '햇살',
      '재회의 여신',
    ]);
  });

  it('answers a card with everything the list shows', async () => {
    const { body } = await search('?q=은하');
    expect(body.content).toEqual([
      {
        id: ids.은하수,
        name: '은하수',
        status: 'ON',
        imageUrl: expect.stringMatching(
          new RegExp(`^/api/public/counselors/${ids.은하수}/portrait\\.svg\\?v=[0-9a-z]+$`),
        ),
        rating: 4.8,
        reviewCount: 10,
        level: 1,
        introduction: '은하수 소개',
        careerYears: 0,
        categories: [
          { id: expect.any(Number), slug: 't-love', name: '테스트연애' },
          { id: expect.any(Number), slug: 't-reunion', name: '테스트재회' },
        ],
        keywords: ['재회운', '궁합'],
        counselingTypes: ['CHAT', 'CALL'],
        minPrice: 15_000,
        favorite: false,
      },
    ]);
    expect(body.total).toBe(1);
  });

  it('finds a partial Korean word in a name or in any keyword, never a hidden counselor', async () => {
    expect(await names(`?q=${encodeURIComponent('재회')}`)).toEqual([
      '은하수',
      '햇살',
      '재회의 여신',
    ]);
    expect(await names(`?q=${encodeURIComponent('회')}`)).toEqual([
      '은하수',
      '햇살',
      '재회의 여신',
    ]);
    expect(await names(`?q=${encodeURIComponent('재회운')}`)).toEqual(['은하수']);
    expect(await names(`?q=${encodeURIComponent('달')}`)).toEqual(['달빛']);
    expect(await names(`?q=${encodeURIComponent(' 타로 ')}`)).toEqual(['달빛']);
    expect(await names(`?q=${encodeURIComponent('숨김')}`)).toEqual([]);
  });

  it('treats % and _ in the words as letters', async () => {
    expect(await names(`?q=${encodeURIComponent('%')}`)).toEqual([]);
    expect(await names('?q=_')).toEqual([]);
  });

  it('filters by category slug, counseling type and status', async () => {
    expect(await names('?category=t-love')).toEqual(['은하수', '달빛']);
    expect(await names('?category=t-work')).toEqual(['솔바람']);
    expect(await names('?category=no-such')).toEqual([]);
    expect(await names('?type=CHAT')).toEqual(['은하수', '새벽별', '재회의 여신']);
    expect(await names('?type=VIDEO')).toEqual(['달빛']);
    expect(await names('?status=ON')).toEqual(['은하수', '새벽별']);
    expect(await names('?status=COUNSELING')).toEqual(['솔바람']);
    expect(await names(`?q=${encodeURIComponent('재회')}&status=OFF&type=CALL`)).toEqual(['햇살']);
  });

  it('sorts by rating, review count, price both ways and newest', async () => {
    expect(await names('?sort=RATING')).toEqual([
      '달빛',
      '은하수',
      '새벽별',
      '솔바람',
      '햇살',
      '재회의 여신',
    ]);
    expect(await names('?sort=REVIEWS')).toEqual([
      '솔바람',
      '은하수',
      '새벽별',
      '달빛',
      '햇살',
      '재회의 여신',
    ]);
    expect(await names('?sort=PRICE_LOW')).toEqual([
      '재회의 여신',
      '은하수',
      '새벽별',
      '달빛',
      '햇살',
      '솔바람',
    ]);
    expect(await names('?sort=PRICE_HIGH')).toEqual([
      '햇살',
      '달빛',
      '새벽별',
      '은하수',
      '재회의 여신',
      '솔바람',
    ]);
    expect(await names('?sort=NEWEST')).toEqual([
      '햇살',
      '새벽별',
      '솔바람',
      '재회의 여신',
      '달빛',
      '은하수',
    ]);
  });

  it('pages every sort by cursor without gaps or repeats, the total on every page', async () => {
    for (const sort of ['RECOMMENDED', 'RATING', 'REVIEWS', 'PRICE_LOW', 'PRICE_HIGH', 'NEWEST']) {
      const whole = await names(`?sort=${sort}`);
      const paged: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const query: string = `?sort=${sort}&limit=4${cursor ? `&cursor=${cursor}` : ''}`;
        const { status, body } = await search(query);
        expect(status).toBe(200);
        expect(body.total).toBe(6);
        paged.push(...body.content.map((counselor) => counselor.name));
        cursor = body.nextCursor;
        pages += 1;
      } while (cursor);
      expect({ sort, paged, pages }).toEqual({ sort, paged: whole, pages: 2 });
    }
  });

  it('refuses a cursor of another search, a made-up cursor and bad values in Korean', async () => {
    const first = await search('?sort=RATING&limit=2');
    const other = await search(`?sort=NEWEST&limit=2&cursor=${first.body.nextCursor}`);
    expect(other.status).toBe(400);
    expect(other.body).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: '입력한 내용을 다시 확인해 주세요.',
      errors: [{ field: 'cursor', message: counselorMessages.cursor }],
    });
    expect((await search('?cursor=bm90LWEtY3Vyc29y')).status).toBe(400);
    const bad = await search('?sort=CHEAP&limit=51&type=CHATS&status=AWAY&category=Love!');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      errors: [
        { field: 'category', message: counselorMessages.category },
        { field: 'type', message: counselorMessages.type },
        { field: 'status', message: counselorMessages.status },
        { field: 'sort', message: counselorMessages.sort },
        { field: 'limit', message: counselorMessages.limit },
      ],
    });
    const long = await search(`?q=${'가'.repeat(51)}`);
    expect(long.body).toMatchObject({ errors: [{ field: 'q', message: counselorMessages.query }] });
  });

  it('shares a page for up to a second; a status change or no-cache shows the new state at once', async () => {
    const counselor = dawnStar as TestCounselor;
    expect(await names('?status=BUSY')).toEqual(['달빛']);
    // Changed behind the api's back: the shared page still shows the old state.
    await database.db
      .update(counselors)
      .set({ status: 'BUSY' })
      .where(eq(counselors.id, counselor.id));
    expect(await names('?status=BUSY')).toEqual(['달빛']);
    const fresh = await app.request('/api/public/counselors?status=BUSY', {
      headers: { 'Cache-Control': 'no-cache' },
    });
    const freshNames = ((await fresh.json()) as CounselorSearchPage).content.map((c) => c.name);
    expect(freshNames).toEqual(['달빛', '새벽별']);
    // A status change made through the api clears the shared pages at once.
    const { accessToken } = await login(app, counselor.username, TEST_PASSWORD);
    const patched = await app.request('/api/client/counselor/status', {
      method: 'PATCH',
      headers: { ...bearer(accessToken), 'Content-Type': 'application/json' },
      body: JSON.stringify({ status: 'ON' }),
    });
    expect(patched.status).toBe(200);
    expect(await names('?status=BUSY')).toEqual(['달빛']);
    expect(await names('?status=ON')).toEqual(['은하수', '새벽별']);
  });
});
