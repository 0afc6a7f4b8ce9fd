import { createHmac } from 'node:crypto';
import type { Home } from '@arcana/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { Database } from '../../db/database';
import { silentLogger } from '../../lib/logger';
import { createTestDatabase } from '../../test/db';
import { testEnv } from '../../test/env';
import { bearer, login } from '../../test/users';
import { users } from '../accounts';
import { aiCharacters } from '../ai';
import { events, notices } from '../content';
import { counselors } from '../counselors';
import { orders } from '../orders';
import { products } from '../products';

// The clock the tests move: 12:00 in Seoul on Friday 14 March 2031, years after the seeded
// history, so the only orders of the last 30 days are the ones written here.
const NOON_MS = Date.parse('2031-03-14T03:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const clock = { ms: NOON_MS };
const env = testEnv();

let database: Database;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = createApp({ env, database, logger: silentLogger, now: () => new Date(clock.ms) });
});

afterAll(async () => {
  await database.close();
});

/** The ai feature's signed anonymous-id cookie of a fixed id (anon-id.ts signs it this way). */
function anonCookie(id: string): string {
  const key = createHmac('sha256', env.jwtSecret).update('arcana ai anonymous id').digest();
  return `arcanaAnonId=${id}.${createHmac('sha256', key).update(id).digest('base64url')}`;
}
const GUEST_A = { Cookie: anonCookie('00000000-0000-4000-8000-00000000000a') };
const GUEST_B = { Cookie: anonCookie('00000000-0000-4000-8000-00000000000b') };

async function home(headers: Record<string, string> = {}) {
  const response = await app.request('/api/public/home', { headers });
  expect(response.status).toBe(200);
  return { body: (await response.json()) as Home, response };
}

/** Today's card as [date, name, reversed] at a moment; `user` logs demo-user in then. */
async function cardAt(iso: string, who: Record<string, string> | 'user') {
  clock.ms = Date.parse(iso);
  try {
    const headers =
      who === 'user' ? bearer((await login(app, 'demo-user', 'demo1234!')).accessToken) : who;
    const { todayCard } = (await home(headers)).body;
    return [todayCard.date, todayCard.card.nameKo, todayCard.reversed];
  } finally {
    clock.ms = NOON_MS;
  }
}

// 00:00 and 23:59 of 14 March in Seoul, and 00:00 of 15 March.
const MIDNIGHT_14 = '2031-03-13T15:00:00.000Z';
const LAST_MINUTE_14 = '2031-03-14T14:59:00.000Z';
const MIDNIGHT_15 = '2031-03-14T15:00:00.000Z';

describe('GET /api/public/home: today’s card', () => {
  it('gives a guest the same card from 00:00 to 23:59 in Seoul and another one at 00:00', async () => {
    expect(await cardAt(MIDNIGHT_14, GUEST_A)).toEqual(['2031-03-14', '컵 기사', false]);
    expect(await cardAt(LAST_MINUTE_14, GUEST_A)).toEqual(['2031-03-14', '컵 기사', false]);
    expect(await cardAt(MIDNIGHT_15, GUEST_A)).toEqual(['2031-03-15', '컵 7', true]);
  });

  it('draws for each visitor: another guest, and a user by account whatever cookie it sends', async () => {
    expect(await cardAt(MIDNIGHT_14, GUEST_B)).toEqual(['2031-03-14', '태양', false]);
    expect(await cardAt(LAST_MINUTE_14, GUEST_B)).toEqual(['2031-03-14', '태양', false]);
    expect(await cardAt(MIDNIGHT_15, GUEST_B)).toEqual(['2031-03-15', '컵 9', false]);
    expect(await cardAt(MIDNIGHT_14, 'user')).toEqual(['2031-03-14', '완드 왕', false]);
    expect(await cardAt(LAST_MINUTE_14, 'user')).toEqual(['2031-03-14', '완드 왕', false]);

    const { accessToken } = await login(app, 'demo-user', 'demo1234!');
    for (const guest of [GUEST_A, GUEST_B]) {
      const { body, response } = await home({ ...guest, ...bearer(accessToken) });
      expect([body.todayCard.card.nameKo, body.todayCard.reversed]).toEqual(['완드 왕', false]);
      expect(response.headers.get('Set-Cookie')).toBeNull();
    }
  });

  it('shows the card with the keywords and the first sentence of the side drawn', async () => {
    expect((await home(GUEST_A)).body.todayCard).toEqual({
      date: '2031-03-14',
      card: {
        id: 48,
        code: 'cups-12',
        nameKo: '컵 기사',
        nameEn: 'Knight of Cups',
        arcana: 'MINOR',
        suit: 'CUPS',
        number: 12,
        keywordsUpright: ['낭만', '마음을 따르는 행동', '고백과 제안', '다정함', '이상 추구'],
        artUrl: '/api/public/tarot-decks/cards/48/art.svg',
      },
      reversed: false,
      keywords: ['낭만', '마음을 따르는 행동', '고백과 제안', '다정함', '이상 추구'],
      message: '마음이 이끄는 대로 부드럽게 다가가는 낭만적인 에너지가 담긴 카드예요.',
    });
    clock.ms = Date.parse(MIDNIGHT_15);
    const reversed = (await home(GUEST_A)).body.todayCard;
    clock.ms = NOON_MS;
    expect(reversed.keywords).toEqual([
      '현실 직시',
      '선택의 명확함',
      '환상에서 깨어남',
      '우선순위 정리',
    ]);
    expect(reversed.message).toBe('안개처럼 흐릿했던 선택지들이 점점 또렷해지는 흐름이에요.');
  });

  it('gives a guest without the cookie a signed one, which keeps its card; a forged one is replaced', async () => {
    const first = await home();
    const cookie = first.response.headers.get('Set-Cookie') ?? '';
    expect(cookie).toMatch(
      /^arcanaAnonId=[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    const again = await home({ Cookie: cookie.split(';')[0] ?? '' });
    expect(again.response.headers.get('Set-Cookie')).toBeNull();
    expect(again.body.todayCard).toEqual(first.body.todayCard);

    const forged = `arcanaAnonId=00000000-0000-4000-8000-00000000000a.${'A'.repeat(43)}`;
    const replaced = await home({ Cookie: forged });
    expect(replaced.response.headers.get('Set-Cookie')).toMatch(/^arcanaAnonId=/);
    expect(replaced.response.headers.get('Set-Cookie')).not.toContain(
      '00000000-0000-4000-8000-00000000000a',
    );
  });

  it('is never kept by a cache: the card and the favourites are the caller’s', async () => {
    expect((await home(GUEST_A)).response.headers.get('Cache-Control')).toBe('private, no-store');
  });
});

describe('GET /api/public/home: the sections', () => {
  it('lists the characters in display order, 8 at most', async () => {
    await database.db.insert(aiCharacters).values(
      ['하나', '두리', '세찌'].map((name, index) => ({
        slug: `extra-${index}`,
        name,
        title: '테스트 리더',
        speciality: 'general',
        tone: '다정한',
        greeting: '안녕하세요.',
        introduction: '테스트 캐릭터예요.',
        palette: ['#111111', '#222222', '#333333'] as [string, string, string],
        sortOrder: 100 + index,
      })),
    );
    const { body } = await home(GUEST_A);
    expect(body.characters.map((character) => character.name)).toEqual([
      '루나',
      '다온',
      '세이지',
      '한결',
      '모모',
      '해나',
      '하나',
      '두리',
    ]);
  });

  it('shows the listed counselors ON now, best rated first, 8 at most', async () => {
    const names = async () => (await home(GUEST_A)).body.onlineCounselors.map((each) => each.name);
    expect(await names()).toEqual(['별빛', '별하', '청운', '로아', '여울', '나린', '이안', '하람']);

    const set = (name: string, values: Partial<typeof counselors.$inferInsert>) =>
      database.db.update(counselors).set(values).where(eq(counselors.name, name));
    // BUSY is not online; a paused (disabled) counselor is not listed.
    await set('별빛', { status: 'BUSY' });
    await set('별하', { enabled: false });
    expect(await names()).toEqual([
      '청운',
      '로아',
      '여울',
      '나린',
      '이안',
      '하람',
      '서연',
      '새벽별',
    ]);
    await set('별빛', { status: 'ON' });
    await set('별하', { enabled: true });
    expect((await home(GUEST_A)).body.onlineCounselors[0]).toMatchObject({
      name: '별빛',
      status: 'ON',
      rating: 4.8,
      favorite: false,
    });
  });

  it('puts the products most ordered in the last 30 days first, then the best rated, 6 at most', async () => {
    const names = async () =>
      (await home(GUEST_A)).body.popularProducts.map((product) => product.name);
    // With no order of the last 30 days: the counselor's rating (도담 5.0 of 3, 채움 5.0 of 2).
    expect(await names()).toEqual([
      '가족 사주 40분 전화',
      '부부 궁합 30분 채팅',
      '가벼운 타로 15분 채팅',
      '연애·학업 30분 채팅',
      '별빛 타로 20분 채팅 상담',
      '30분 전화 상담',
    ]);

    const [user] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'demo-user'));
    let serial = 0;
    const order = (productId: number, paidAgoMs: number | null, status = 'PAID') => {
      serial += 1;
      return {
        orderId: `home-test-${serial}`,
        userId: user?.id ?? 0,
        counselorId: 0,
        productId,
        productName: '상품',
        counselingType: 'CHAT',
        startType: 'IMMEDIATE',
        price: 10_000,
        amount: 10_000,
        provider: 'sandbox',
        status,
        holdExpiresAt: new Date(NOON_MS),
        paidAt: paidAgoMs === null ? null : new Date(NOON_MS - paidAgoMs),
      };
    };
    const owners = await database.db
      .select({ id: products.id, counselorId: products.counselorId })
      .from(products)
      .where(inArray(products.id, [29, 32, 50, 53, 55]));
    const counselorOf = new Map(owners.map((row) => [row.id, row.counselorId]));
    const values = [
      // 마음 이야기 20분 채팅 (여울, 4.5): two paid 3 days ago.
      order(32, 3 * DAY_MS),
      order(32, 3 * DAY_MS),
      // 직장 사주 40분 채팅 (태오, 4.4): one paid 29 days ago.
      order(53, 29 * DAY_MS),
      // Not counted: paid 31 days ago, never paid, and a disabled product.
      order(55, 31 * DAY_MS),
      order(55, 31 * DAY_MS),
      order(50, null, 'CREATED'),
      order(50, null, 'EXPIRED'),
      order(29, 1 * DAY_MS),
      order(29, 1 * DAY_MS),
    ].map((row) => ({ ...row, counselorId: counselorOf.get(row.productId) ?? 0 }));
    await database.db.insert(orders).values(values);
    expect(await names()).toEqual([
      '마음 이야기 20분 채팅',
      '직장 사주 40분 채팅',
      '가족 사주 40분 전화',
      '부부 궁합 30분 채팅',
      '가벼운 타로 15분 채팅',
      '연애·학업 30분 채팅',
    ]);
    await database.db.delete(orders).where(
      inArray(
        orders.orderId,
        values.map((row) => row.orderId),
      ),
    );
  });

  it('shows the 6 newest reviews', async () => {
    const { latestReviews } = (await home(GUEST_A)).body;
    expect(latestReviews).toHaveLength(6);
    const times = latestReviews.map((review) => review.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('shows 3 ongoing events ending soonest first and 5 published notices, pinned first', async () => {
    const { db } = database;
    await db.delete(events);
    await db.delete(notices);
    const event = (title: string, startDays: number, endDays: number) => ({
      title,
      summary: `${title} 요약`,
      body: `${title} 본문`,
      startsAt: new Date(NOON_MS + startDays * DAY_MS),
      endsAt: new Date(NOON_MS + endDays * DAY_MS),
    });
    await db
      .insert(events)
      .values([
        event('길게 하는 이벤트', -10, 30),
        event('곧 끝나는 이벤트', -10, 1),
        event('다음 주 이벤트', 7, 14),
        event('지난 이벤트', -20, -1),
        event('중간 이벤트', -3, 10),
        event('두 번째로 끝나는 이벤트', -1, 5),
      ]);
    const notice = (title: string, publishedDays: number, pinned = false) => ({
      category: 'NOTICE',
      title,
      body: `${title} 본문`,
      pinned,
      publishedAt: new Date(NOON_MS + publishedDays * DAY_MS),
    });
    await db
      .insert(notices)
      .values([
        notice('오래된 고정 공지', -60, true),
        notice('최근 고정 공지', -20, true),
        notice('어제 공지', -1),
        notice('지난주 공지', -7),
        notice('지난달 공지', -30),
        notice('석 달 전 공지', -90),
        notice('내일 올라갈 공지', 1, true),
      ]);

    const body = (await home(GUEST_A)).body;
    expect(body.events.map((each) => [each.title, each.state])).toEqual([
      ['곧 끝나는 이벤트', 'ONGOING'],
      ['두 번째로 끝나는 이벤트', 'ONGOING'],
      ['중간 이벤트', 'ONGOING'],
    ]);
    expect(body.notices.map((each) => [each.title, each.pinned])).toEqual([
      ['최근 고정 공지', true],
      ['오래된 고정 공지', true],
      ['어제 공지', false],
      ['지난주 공지', false],
      ['지난달 공지', false],
    ]);
  });
});
