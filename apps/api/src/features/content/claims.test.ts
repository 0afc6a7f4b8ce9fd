import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { contentTestApp } from '../../test/content';
import { insertTestCounselor } from '../../test/counselors';
import { createTestDatabase } from '../../test/db';
import { createTestUser, login, TEST_PASSWORD } from '../../test/users';
import { counselingReviews } from '../reviews';
import { counselingSessions } from '../sessions';
import { claims } from './tables';

// SPEC "/me/claims": a guest's inquiry (POST /api/public/inquiries), a user's inquiries and
// reports (/api/client/claims…), only ever read by their author, and the operator's answer.

const database = await createTestDatabase();
const { db } = database;
let current = new Date('2026-11-24T12:00:00.000+09:00');
const now = () => current;
const { app, call, service } = contentTestApp(database, now);

afterAll(() => database.close());

async function member() {
  const user = await createTestUser(db);
  const { accessToken } = await login(app, user.username ?? '', TEST_PASSWORD);
  return { id: user.id, token: accessToken };
}

const inquiry = {
  category: 'PAYMENT',
  title: '환불 문의',
  body: '취소한 예약 상담의 환불은 언제 들어오나요?',
};

/** A CHAT session of `userId` with 별빛 (a counselor of the test's own), on 2026-11-20 14:00 Seoul. */
async function sessionWith(userId: number) {
  const counselor = await insertTestCounselor(db, { name: `별빛${process.pid % 1000}${userId}` });
  const [session] = await db
    .insert(counselingSessions)
    .values({
      userId,
      counselorId: counselor.id,
      status: 'COMPLETED',
      startTime: new Date('2026-11-20T14:00:00+09:00'),
      durationSeconds: 1800,
      counselingType: 'CHAT',
      startType: 'RESERVATION',
      productName: '연애 타로 30분 채팅',
    })
    .returning({ id: counselingSessions.id });
  if (!session) throw new Error('no session');
  const counselorToken = (await login(app, counselor.username, TEST_PASSWORD)).accessToken;
  return { id: session.id, counselor, counselorToken };
}

async function reviewBy(userId: number) {
  const session = await sessionWith(userId);
  const [review] = await db
    .insert(counselingReviews)
    .values({
      sessionId: session.id,
      userId,
      counselorId: session.counselor.id,
      rating: 1,
      content: '다른 사이트에서 더 싸게 상담해 준다며 링크를 남기는 후기예요. 여기로 오세요!',
    })
    .returning({ id: counselingReviews.id });
  return review?.id as number;
}

const report = (token: string, type: string, id: number, body = '') =>
  call('POST', '/api/client/claims/reports', token, { target: { type, id }, reason: 'SPAM', body });

describe('a guest’s inquiry', () => {
  const guest = { ...inquiry, email: 'guest@example.com', agreePrivacy: true };

  it('is kept with the e-mail the answer goes to', async () => {
    const answer = await call('POST', '/api/public/inquiries', undefined, guest);
    expect(answer.status).toBe(201);
    expect(answer.json).toEqual({ id: expect.any(Number), email: 'guest@example.com' });
    const [row] = await db.select().from(claims).where(eq(claims.id, answer.json.id));
    expect(row).toMatchObject({ kind: 'INQUIRY', userId: null, email: 'guest@example.com' });
  });

  it('needs the e-mail and the privacy consent', async () => {
    const { email: _, ...withoutEmail } = guest;
    const missing = await call('POST', '/api/public/inquiries', undefined, withoutEmail);
    expect(missing.status).toBe(400);
    expect(missing.json.errors).toEqual([{ field: 'email', message: '필수 입력 항목이에요.' }]);
    const refused = await call('POST', '/api/public/inquiries', undefined, {
      ...guest,
      agreePrivacy: false,
    });
    expect(refused.status).toBe(400);
    expect(refused.json.errors).toEqual([
      { field: 'agreePrivacy', message: '개인정보 수집·이용에 동의해 주세요.' },
    ]);
  });

  it('ignores a bearer sent along: the claim stays a guest’s', async () => {
    const user = await member();
    const answer = await call('POST', '/api/public/inquiries', user.token, guest);
    expect(answer.status).toBe(201);
    const [row] = await db.select().from(claims).where(eq(claims.id, answer.json.id));
    expect(row?.userId).toBeNull();
    expect((await call('GET', '/api/client/claims', user.token)).json.totalElements).toBe(0);
  });
});

describe('a guest’s daily limit', () => {
  it('takes three inquiries a day from one address (any case), then 429 until a day has passed', async () => {
    const from = (email: string) => ({ ...inquiry, email, agreePrivacy: true });
    for (const email of ['limit@example.com', 'Limit@Example.com', 'LIMIT@example.com']) {
      expect((await call('POST', '/api/public/inquiries', undefined, from(email))).status).toBe(
        201,
      );
    }
    const refused = await call(
      'POST',
      '/api/public/inquiries',
      undefined,
      from('limit@example.com'),
    );
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({
      status: 429,
      code: 'TOO_MANY_INQUIRIES',
      message:
        '이 이메일로 하루에 보낼 수 있는 문의(3건)를 모두 보냈어요. 답변을 기다려 주시거나 내일 다시 문의해 주세요.',
    });
    expect(refused.headers.get('Retry-After')).toBe('86400');
    const sent = await db.select().from(claims).where(eq(claims.title, inquiry.title));
    expect(sent.filter((row) => row.email?.toLowerCase() === 'limit@example.com')).toHaveLength(3);

    // Another address is not held back; a day later the first one may write again.
    expect(
      (await call('POST', '/api/public/inquiries', undefined, from('other@example.com'))).status,
    ).toBe(201);
    const before = current;
    current = new Date(current.getTime() + 86_400_000 + 60_000);
    try {
      expect(
        (await call('POST', '/api/public/inquiries', undefined, from('limit@example.com'))).status,
      ).toBe(201);
    } finally {
      current = before;
    }
  });
});

describe('a user’s claims', () => {
  it('lists the caller’s own, newest first, and reads only its own (else 404)', async () => {
    const user = await member();
    const other = await member();
    current = new Date('2026-11-24T12:00:00.000+09:00');
    const first = await call('POST', '/api/client/claims/inquiries', user.token, inquiry);
    expect(first.status).toBe(201);
    expect(first.json).toEqual({
      id: expect.any(Number),
      kind: 'INQUIRY',
      category: 'PAYMENT',
      reason: null,
      title: '환불 문의',
      body: '취소한 예약 상담의 환불은 언제 들어오나요?',
      target: null,
      status: 'RECEIVED',
      answer: null,
      answeredAt: null,
      createdAt: '2026-11-24T03:00:00.000Z',
    });
    current = new Date('2026-11-24T12:10:00.000+09:00');
    const second = await call('POST', '/api/client/claims/inquiries', user.token, {
      ...inquiry,
      category: 'AI',
      title: 'AI 횟수 문의',
    });
    await call('POST', '/api/client/claims/inquiries', other.token, inquiry);

    const list = await call('GET', '/api/client/claims', user.token);
    expect(list.json.content.map((claim: { id: number }) => claim.id)).toEqual([
      second.json.id,
      first.json.id,
    ]);
    expect(list.json).toMatchObject({
      totalElements: 2,
      totalPages: 1,
      currentPage: 1,
      pageSize: 20,
    });
    const paged = await call('GET', '/api/client/claims?pageSize=1&currentPage=2', user.token);
    expect(paged.json.content.map((claim: { id: number }) => claim.id)).toEqual([first.json.id]);
    expect((await call('GET', '/api/client/claims?pageSize=51', user.token)).status).toBe(400);

    const mine = await call('GET', `/api/client/claims/${first.json.id}`, user.token);
    expect(mine.json.title).toBe('환불 문의');
    const theirs = await call('GET', `/api/client/claims/${first.json.id}`, other.token);
    expect(theirs.status).toBe(404);
    expect(theirs.json).toEqual({
      status: 404,
      code: 'CLAIM_NOT_FOUND',
      message: '문의 내역을 찾을 수 없어요.',
    });
  });

  it('refuses a short title or body with 400', async () => {
    const user = await member();
    const answer = await call('POST', '/api/client/claims/inquiries', user.token, {
      ...inquiry,
      title: '환',
      body: '환불이요',
    });
    expect(answer.status).toBe(400);
    expect(answer.json.errors).toEqual([
      { field: 'title', message: '제목은 2자 이상이어야 해요.' },
      { field: 'body', message: '문의 내용은 10자 이상이어야 해요.' },
    ]);
  });
});

describe('reports', () => {
  it('lets the session’s user and its counselor report it, and no one else (404)', async () => {
    const user = await member();
    const stranger = await member();
    const session = await sessionWith(user.id);

    const byUser = await report(
      user.token,
      'SESSION',
      session.id,
      '상담 중에 계좌이체를 요구했어요.',
    );
    expect(byUser.status).toBe(201);
    expect(byUser.json).toMatchObject({
      kind: 'REPORT',
      category: null,
      reason: 'SPAM',
      title: '광고·도배 신고',
      body: '상담 중에 계좌이체를 요구했어요.',
      target: {
        type: 'SESSION',
        id: session.id,
        label: `별빛${process.pid % 1000}${user.id} 상담사 · 채팅 상담 11월 20일`,
      },
      status: 'RECEIVED',
    });
    expect((await report(session.counselorToken, 'SESSION', session.id)).status).toBe(201);

    const denied = await report(stranger.token, 'SESSION', session.id);
    expect(denied.status).toBe(404);
    expect(denied.json).toEqual({
      status: 404,
      code: 'CLAIM_TARGET_NOT_FOUND',
      message: '신고할 대상을 찾을 수 없어요.',
    });
    expect((await report(user.token, 'SESSION', 999_999)).status).toBe(404);
  });

  it('lets anyone report a review but its own author, with the review’s start as label', async () => {
    const author = await member();
    const reader = await member();
    const reviewId = await reviewBy(author.id);

    expect((await report(author.token, 'REVIEW', reviewId)).status).toBe(404);
    const answer = await report(reader.token, 'REVIEW', reviewId);
    expect(answer.status).toBe(201);
    expect(answer.json.target).toEqual({
      type: 'REVIEW',
      id: reviewId,
      label: '다른 사이트에서 더 싸게 상담해 준다며 링크를 남기는 …',
    });
    expect((await report(reader.token, 'REVIEW', 999_999)).status).toBe(404);
  });

  it('keeps one open report per user and target (409), another after the answer', async () => {
    const author = await member();
    const reader = await member();
    const reviewId = await reviewBy(author.id);
    const first = await report(reader.token, 'REVIEW', reviewId);
    expect(first.status).toBe(201);

    const again = await report(reader.token, 'REVIEW', reviewId);
    expect(again.status).toBe(409);
    expect(again.json).toEqual({
      status: 409,
      code: 'ALREADY_REPORTED',
      message: '이미 신고한 내용이에요. 운영팀이 확인하고 있어요.',
    });
    // Someone else's report of the same review is its own.
    expect((await report((await member()).token, 'REVIEW', reviewId)).status).toBe(201);

    await service.answerClaim(first.json.id, { answer: '확인 후 후기를 숨겼어요.' }, 1);
    expect((await report(reader.token, 'REVIEW', reviewId)).status).toBe(201);
  });

  it('refuses an unknown target type or reason with 400', async () => {
    const user = await member();
    const answer = await call('POST', '/api/client/claims/reports', user.token, {
      target: { type: 'USER', id: 1 },
      reason: 'BORING',
    });
    expect(answer.status).toBe(400);
    expect(answer.json.errors.map((error: { field: string }) => error.field)).toEqual([
      'target.type',
      'reason',
    ]);
  });
});

describe('the operator’s answer', () => {
  it('answers once and says whom to tell: the user, or the guest’s e-mail', async () => {
    current = new Date('2026-11-24T12:00:00.000+09:00');
    const user = await member();
    const mine = await call('POST', '/api/client/claims/inquiries', user.token, inquiry);
    current = new Date('2026-11-24T12:30:00.000+09:00');
    const answered = await service.answerClaim(
      mine.json.id,
      { answer: '환불은 카드사에 따라 3~5영업일이 걸려요.' },
      1,
    );
    expect(answered.notify).toEqual({ userId: user.id });
    expect(answered.claim).toMatchObject({
      status: 'ANSWERED',
      answer: '환불은 카드사에 따라 3~5영업일이 걸려요.',
      answeredAt: '2026-11-24T03:30:00.000Z',
      userId: user.id,
      email: null,
    });
    const read = await call('GET', `/api/client/claims/${mine.json.id}`, user.token);
    expect(read.json).toMatchObject({ status: 'ANSWERED', answeredAt: '2026-11-24T03:30:00.000Z' });

    await expect(
      service.answerClaim(mine.json.id, { answer: '두 번째 답변이에요.' }, 1),
    ).rejects.toMatchObject({ status: 409, code: 'ALREADY_ANSWERED' });
    await expect(
      service.answerClaim(999_999, { answer: '없는 문의예요.' }, 1),
    ).rejects.toMatchObject({ status: 404, code: 'CLAIM_NOT_FOUND' });

    const guest = await service.createGuestInquiry({
      ...inquiry,
      category: 'ETC',
      email: 'guest@example.com',
      agreePrivacy: true,
    });
    const toGuest = await service.answerClaim(guest.id, { answer: '메일로 답변드려요.' }, 1);
    expect(toGuest.notify).toEqual({ email: 'guest@example.com' });
  });

  it('lists claims for the operator by status, newest first', async () => {
    const received = await service.adminClaims({ status: 'RECEIVED' });
    expect(received.length).toBeGreaterThan(0);
    expect(received.every((claim) => claim.status === 'RECEIVED')).toBe(true);
    const answered = await service.adminClaims({ status: 'ANSWERED' });
    expect(answered.every((claim) => claim.status === 'ANSWERED')).toBe(true);
    const all = await service.adminClaims();
    const ids = all.map((claim) => claim.id);
    expect(ids.length).toBe(received.length + answered.length);
  });
});
