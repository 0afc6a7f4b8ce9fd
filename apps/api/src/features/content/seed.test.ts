import { eventStateAt } from '@arcana/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { seed } from '../../db/seed';
import { createTestDatabase } from '../../test/db';
import { users } from '../accounts';
import { seedContent } from './seed';
import { claims, events, faqCategories, faqs, notices, pages } from './tables';

// The content seed (issue 12) on the test template, which prepareDatabase already seeded once.

const database = await createTestDatabase();
const { db } = database;

afterAll(() => database.close());

async function counts() {
  const of = async (table: typeof notices | typeof events | typeof faqs | typeof claims) =>
    (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;
  return {
    notices: await of(notices),
    events: await of(events),
    faqCategories: (await db.select({ n: sql<number>`count(*)::int` }).from(faqCategories))[0]?.n,
    faqs: await of(faqs),
    pages: (await db.select({ n: sql<number>`count(*)::int` }).from(pages))[0]?.n,
    claims: await of(claims),
  };
}

describe('the content seed', () => {
  it('adds nothing when it runs again, on another day too', async () => {
    const before = await counts();
    expect(before).toEqual({
      notices: 9,
      events: 6,
      faqCategories: 6,
      faqs: 28,
      pages: 4,
      claims: 3,
    });
    await seedContent(db, new Date());
    await seedContent(db, new Date(Date.now() + 3 * 86_400_000));
    await seed(db);
    expect(await counts()).toEqual(before);
  });

  it('spreads notices over three months with two pinned', async () => {
    const rows = await db.select().from(notices);
    expect(rows.filter((row) => row.pinned).map((row) => row.title)).toEqual([
      '아르카나 정식 오픈 안내',
      '이용약관 및 개인정보처리방침 개정 안내 (시행일 안내)',
    ]);
    const ages = rows.map((row) => (Date.now() - row.publishedAt.getTime()) / 86_400_000);
    expect(Math.max(...ages)).toBeLessThan(92);
    expect(Math.min(...ages)).toBeGreaterThan(0);
  });

  it('has two ongoing, two upcoming and two ended events today', async () => {
    const rows = await db.select().from(events);
    const states = rows.map((row) => eventStateAt(row, new Date())).sort();
    expect(states).toEqual(['ENDED', 'ENDED', 'ONGOING', 'ONGOING', 'UPCOMING', 'UPCOMING']);
  });

  it('answers the questions of the help center in six categories', async () => {
    const categories = await db.select().from(faqCategories).orderBy(faqCategories.position);
    expect(categories.map((row) => row.name)).toEqual([
      '이용 안내',
      '계정·로그인',
      '결제·환불',
      '상담 이용',
      'AI 타로',
      '상담사 지원',
    ]);
    const [limits] = await db
      .select()
      .from(faqs)
      .where(eq(faqs.question, 'AI 타로는 하루에 몇 번 볼 수 있나요?'));
    expect(limits?.answer).toContain('로그인하지 않으면 **하루 3회**');
  });

  it('gives demo-user an answered inquiry, a waiting one and a report of someone else’s review', async () => {
    const [demo] = await db.select().from(users).where(eq(users.username, 'demo-user'));
    const rows = await db
      .select()
      .from(claims)
      .where(eq(claims.userId, demo?.id as number))
      .orderBy(claims.id);
    expect(rows.map((row) => [row.kind, row.status, row.category ?? row.reason])).toEqual([
      ['INQUIRY', 'ANSWERED', 'PAYMENT'],
      ['INQUIRY', 'RECEIVED', 'AI'],
      ['REPORT', 'RECEIVED', 'SPAM'],
    ]);
    expect(rows[0]?.answer).toContain('3~5영업일');
    expect(rows[2]).toMatchObject({ targetType: 'REVIEW', title: '광고·도배 신고' });
  });
});
