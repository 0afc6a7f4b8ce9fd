import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BackOffice, createBackOffice } from '../../test/back-office';
import { counselors } from '../counselors';
import { counselingSessions } from '../sessions';
import { counselingReviews } from './tables';

let f: BackOffice;

beforeAll(async () => {
  f = await createBackOffice();
});

afterAll(async () => {
  await f.close();
});

/** A COMPLETED session of the pair and its review, written `minutesAgo` before the clock. */
async function review(counselorId: number, userId: number, minutesAgo: number, reply?: string) {
  const [session] = await f.db
    .insert(counselingSessions)
    .values({
      userId,
      counselorId,
      status: 'COMPLETED',
      startTime: new Date('2026-11-01T05:00:00.000Z'),
      durationSeconds: 1_800,
      counselingType: 'CHAT',
      startType: 'IMMEDIATE',
      productName: '30분 채팅 상담',
      hasReview: true,
    })
    .returning({ id: counselingSessions.id });
  const createdAt = new Date(Date.parse('2026-11-24T01:00:00.000Z') - minutesAgo * 60_000);
  const [row] = await f.db
    .insert(counselingReviews)
    .values({
      sessionId: session?.id ?? 0,
      userId,
      counselorId,
      rating: 5,
      content: `상담 후기 ${minutesAgo}분 전에 남겨요. 정말 도움이 됐어요.`,
      createdAt,
      reply: reply ?? null,
      repliedAt: reply ? createdAt : null,
    })
    .returning({ id: counselingReviews.id });
  return { id: row?.id ?? 0, sessionId: session?.id ?? 0 };
}

describe('/api/client/counselor/reviews', () => {
  it('pages the caller’s reviews 12 at a time, newest first, with replies, paused too', async () => {
    const { counselor, token } = await f.counselor();
    const user = await f.buyer();
    const written = [];
    for (let minutes = 13; minutes >= 1; minutes -= 1) {
      written.push(
        await review(counselor.id, user.id, minutes, minutes === 1 ? '고마워요!' : undefined),
      );
    }
    await f.db.update(counselors).set({ enabled: false }).where(eq(counselors.id, counselor.id));

    const first = await f.call('GET', '/api/client/counselor/reviews', token);
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({
      totalPages: 2,
      totalElements: 13,
      currentPage: 1,
      pageSize: 12,
    });
    expect(first.json.content).toHaveLength(12);
    const newest = written.at(-1);
    expect(first.json.content[0]).toMatchObject({
      id: newest?.id,
      sessionId: newest?.sessionId,
      rating: 5,
      content: '상담 후기 1분 전에 남겨요. 정말 도움이 됐어요.',
      authorName: '테**',
      reply: '고마워요!',
      product: { name: '30분 채팅 상담', counselingType: 'CHAT' },
    });
    const second = await f.call('GET', '/api/client/counselor/reviews?page=2', token);
    expect(second.json.content.map((each: { id: number }) => each.id)).toEqual([written[0]?.id]);

    const one = await f.call('GET', `/api/client/counselor/reviews/${written[0]?.id}`, token);
    expect(one.status).toBe(200);
    expect(one.json).toMatchObject({ id: written[0]?.id, reply: null });
  });

  it('another counselor’s review is 404; a bad page is 400; a plain user 403', async () => {
    const owner = await f.counselor();
    const other = await f.counselor();
    const user = await f.buyer();
    const { id } = await review(owner.counselor.id, user.id, 5);
    const theirs = await f.call('GET', `/api/client/counselor/reviews/${id}`, other.token);
    expect(theirs.status).toBe(404);
    expect(theirs.json.message).toBe('후기를 찾을 수 없어요.');
    expect((await f.call('GET', '/api/client/counselor/reviews', other.token)).json).toMatchObject({
      content: [],
      totalElements: 0,
      totalPages: 0,
    });
    const bad = await f.call('GET', '/api/client/counselor/reviews?page=0', other.token);
    expect(bad.json.errors).toEqual([
      { field: 'page', message: '페이지는 1 이상의 숫자로 보내 주세요.' },
    ]);
    expect((await f.call('GET', '/api/client/counselor/reviews', user.token)).status).toBe(403);
  });
});
