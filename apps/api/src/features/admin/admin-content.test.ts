import { and, desc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { silentLogger } from '../../lib/logger';
import { createTestDatabase } from '../../test/db';
import { testEnv } from '../../test/env';
import { jsonCaller } from '../../test/json-call';
import { login } from '../../test/users';
import { notifications } from '../notifications';

// /api/admin content routes (issue 12): notices, events, FAQ categories and FAQs, stored
// pages, route rules and claims with their answer, which reaches the claim's author.

// 12:00 in Seoul on Tuesday 24 November 2026.
const NOW_MS = Date.parse('2026-11-24T03:00:00.000Z');
const database = await createTestDatabase();
const app = createApp({
  env: testEnv(),
  database,
  logger: silentLogger,
  now: () => new Date(NOW_MS),
});
const call = jsonCaller(app);
const admin = (await login(app, 'demo-admin', 'demo1234!')).accessToken;
const demoUser = await login(app, 'demo-user', 'demo1234!');
const user = demoUser.accessToken;

afterAll(async () => {
  await database.close();
});

const ADMIN_ROUTES = [
  ['GET', '/api/admin/notices', undefined],
  ['POST', '/api/admin/notices', { category: 'NOTICE', title: '공지', body: '본문이에요.' }],
  ['PUT', '/api/admin/notices/1', { category: 'NOTICE', title: '공지', body: '본문이에요.' }],
  ['DELETE', '/api/admin/notices/1', undefined],
  ['GET', '/api/admin/events', undefined],
  ['POST', '/api/admin/events', {}],
  ['PUT', '/api/admin/events/1', {}],
  ['DELETE', '/api/admin/events/1', undefined],
  ['GET', '/api/admin/faq-categories', undefined],
  ['POST', '/api/admin/faq-categories', { name: '기타 문의' }],
  ['PUT', '/api/admin/faq-categories/1', { name: '기타 문의' }],
  ['DELETE', '/api/admin/faq-categories/1', undefined],
  ['GET', '/api/admin/faqs', undefined],
  ['POST', '/api/admin/faqs', {}],
  ['PUT', '/api/admin/faqs/1', {}],
  ['DELETE', '/api/admin/faqs/1', undefined],
  ['GET', '/api/admin/pages', undefined],
  ['PUT', '/api/admin/pages/terms', { title: '이용약관', body: '본문' }],
  ['DELETE', '/api/admin/pages/terms', undefined],
  ['GET', '/api/admin/route-rules', undefined],
  ['POST', '/api/admin/route-rules', { path: '/old', redirectTo: '/' }],
  ['DELETE', '/api/admin/route-rules?path=/old', undefined],
  ['GET', '/api/admin/claims', undefined],
  ['GET', '/api/admin/claims/1', undefined],
  ['POST', '/api/admin/claims/1/answer', { answer: '답변드려요.' }],
] as const;

describe('/api/admin content routes', () => {
  it.each(ADMIN_ROUTES)(
    '%s %s: 401 without a login, 403 for a plain user and a counselor',
    async (method, path, body) => {
      expect((await call(method, path, undefined, body)).json).toMatchObject({
        status: 401,
        code: 'UNAUTHENTICATED',
      });
      const counselor = (await login(app, 'demo-counselor', 'demo1234!')).accessToken;
      for (const token of [user, counselor]) {
        expect((await call(method, path, token, body)).json).toEqual({
          status: 403,
          code: 'FORBIDDEN',
          message: '권한이 없어요.',
        });
      }
    },
  );
});

describe('notices', () => {
  it('writes, lists, replaces and deletes a notice; a scheduled one is not published yet', async () => {
    const created = await call('POST', '/api/admin/notices', admin, {
      category: 'MAINTENANCE',
      title: '12월 1일 새벽 점검 안내',
      body: '## 점검 시간\n\n12월 1일 02:00~04:00에 점검해요.',
      publishedAt: '2026-11-25T00:00:00+09:00',
    });
    expect(created.status).toBe(201);
    expect(created.json).toEqual({
      id: expect.any(Number),
      category: 'MAINTENANCE',
      title: '12월 1일 새벽 점검 안내',
      pinned: false,
      publishedAt: '2026-11-24T15:00:00.000Z',
      body: '## 점검 시간\n\n12월 1일 02:00~04:00에 점검해요.',
      published: false,
    });
    const { id } = created.json;
    expect((await call('GET', `/api/public/notices/${id}`)).status).toBe(404);
    const listed = await call('GET', '/api/admin/notices', admin);
    expect(listed.json[0]).toMatchObject({ id, published: false });

    const replaced = await call('PUT', `/api/admin/notices/${id}`, admin, {
      category: 'MAINTENANCE',
      title: '12월 1일 새벽 점검 안내 (시간 변경)',
      body: '12월 1일 03:00~05:00에 점검해요.',
      pinned: true,
      publishedAt: null,
    });
    expect(replaced.status).toBe(200);
    expect(replaced.json).toMatchObject({
      title: '12월 1일 새벽 점검 안내 (시간 변경)',
      pinned: true,
      publishedAt: '2026-11-24T03:00:00.000Z',
      published: true,
    });
    expect((await call('GET', `/api/public/notices/${id}`)).json.title).toBe(
      '12월 1일 새벽 점검 안내 (시간 변경)',
    );

    expect((await call('DELETE', `/api/admin/notices/${id}`, admin)).status).toBe(204);
    const notFound = {
      status: 404,
      code: 'NOTICE_NOT_FOUND',
      message: '공지사항을 찾을 수 없어요.',
    };
    expect((await call('DELETE', `/api/admin/notices/${id}`, admin)).json).toEqual(notFound);
    const again = { category: 'NOTICE', title: '없는 공지', body: '본문이에요.' };
    expect((await call('PUT', `/api/admin/notices/${id}`, admin, again)).json).toEqual(notFound);
    expect((await call('PUT', '/api/admin/notices/abc', admin, again)).json).toEqual(notFound);
    expect((await call('DELETE', '/api/admin/notices/99999999999', admin)).json).toEqual(notFound);
  });

  it('refuses a bad notice with Korean field messages', async () => {
    const bad = await call('POST', '/api/admin/notices', admin, {
      category: 'NEWS',
      title: '공',
      body: '',
    });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(bad.json.errors).toEqual([
      { field: 'category', message: '공지 분류를 골라 주세요.' },
      { field: 'title', message: '제목은 2자 이상이어야 해요.' },
      { field: 'body', message: '본문은 1자 이상이어야 해요.' },
    ]);
  });
});

describe('events', () => {
  it('writes an event over whole Seoul days, replaces and deletes it', async () => {
    const body = {
      title: '첫 상담 20% 할인',
      summary: '처음 상담하는 분께 20% 할인 쿠폰을 드려요.',
      body: '이벤트 기간에 첫 상담을 예약하면 할인돼요.',
      startsAt: '2026-11-20',
      endsAt: '2026-11-30',
      link: { label: '상담사 보러 가기', href: '/counseling/counselors' },
    };
    const created = await call('POST', '/api/admin/events', admin, body);
    expect(created.status).toBe(201);
    expect(created.json).toEqual({
      id: expect.any(Number),
      title: '첫 상담 20% 할인',
      summary: '처음 상담하는 분께 20% 할인 쿠폰을 드려요.',
      image: null,
      startsAt: '2026-11-19T15:00:00.000Z',
      endsAt: '2026-11-30T14:59:59.999Z',
      state: 'ONGOING',
      body: '이벤트 기간에 첫 상담을 예약하면 할인돼요.',
      link: { label: '상담사 보러 가기', href: '/counseling/counselors' },
    });
    const { id } = created.json;
    expect((await call('GET', '/api/admin/events', admin)).json).toContainEqual(created.json);

    const moved = await call('PUT', `/api/admin/events/${id}`, admin, {
      ...body,
      startsAt: '2026-12-01',
      endsAt: '2026-12-31',
      link: null,
    });
    expect(moved.json).toMatchObject({ state: 'UPCOMING', link: null });

    expect((await call('DELETE', `/api/admin/events/${id}`, admin)).status).toBe(204);
    expect((await call('DELETE', `/api/admin/events/${id}`, admin)).json).toEqual({
      status: 404,
      code: 'EVENT_NOT_FOUND',
      message: '이벤트를 찾을 수 없어요.',
    });
    const backwards = await call('POST', '/api/admin/events', admin, {
      ...body,
      startsAt: '2026-12-10',
      endsAt: '2026-12-01',
    });
    expect(backwards.status).toBe(400);
    expect(backwards.json.errors).toEqual([
      { field: 'endsAt', message: '종료일은 시작일보다 뒤여야 해요.' },
    ]);
  });
});

describe('FAQ categories and FAQs', () => {
  it('adds a category and a question, refuses duplicates and a category still holding questions', async () => {
    const category = await call('POST', '/api/admin/faq-categories', admin, { name: '포인트' });
    expect(category.status).toBe(201);
    expect(category.json).toEqual({ id: expect.any(Number), name: '포인트', position: 6 });
    expect(
      (await call('POST', '/api/admin/faq-categories', admin, { name: '포인트' })).json,
    ).toEqual({
      status: 409,
      code: 'FAQ_CATEGORY_NAME_TAKEN',
      message: '같은 이름의 분류가 이미 있어요.',
    });

    const question = {
      categoryId: category.json.id,
      question: '포인트는 언제 사라지나요?',
      answer: '적립일로부터 **1년**이 지나면 사라져요.',
    };
    const faq = await call('POST', '/api/admin/faqs', admin, question);
    expect(faq.status).toBe(201);
    expect(faq.json).toEqual({ id: expect.any(Number), ...question, position: 0 });
    expect((await call('POST', '/api/admin/faqs', admin, question)).json).toEqual({
      status: 409,
      code: 'FAQ_QUESTION_TAKEN',
      message: '같은 질문이 이미 있어요.',
    });
    const unknown = await call('POST', '/api/admin/faqs', admin, {
      ...question,
      question: '다른 질문이에요?',
      categoryId: 2_000_000,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json.errors).toEqual([
      { field: 'categoryId', message: expect.stringMatching(/[가-힣]/) },
    ]);
    expect(
      (await call('GET', `/api/admin/faqs?categoryId=${category.json.id}`, admin)).json,
    ).toEqual([faq.json]);
    expect((await call('GET', '/api/admin/faqs?categoryId=x', admin)).json.errors).toEqual([
      { field: 'categoryId', message: '분류 번호는 1 이상의 정수로 보내 주세요.' },
    ]);

    const full = await call('DELETE', `/api/admin/faq-categories/${category.json.id}`, admin);
    expect(full.json).toEqual({
      status: 409,
      code: 'FAQ_CATEGORY_NOT_EMPTY',
      message: '질문이 남아 있는 분류는 지울 수 없어요. 질문을 먼저 옮기거나 지워 주세요.',
    });
    const edited = await call('PUT', `/api/admin/faqs/${faq.json.id}`, admin, {
      ...question,
      answer: '적립일로부터 1년이 지나면 사라져요. 이벤트 포인트는 30일이에요.',
    });
    expect(edited.json.answer).toBe(
      '적립일로부터 1년이 지나면 사라져요. 이벤트 포인트는 30일이에요.',
    );
    expect((await call('DELETE', `/api/admin/faqs/${faq.json.id}`, admin)).status).toBe(204);
    expect((await call('DELETE', `/api/admin/faqs/${faq.json.id}`, admin)).json).toEqual({
      status: 404,
      code: 'FAQ_NOT_FOUND',
      message: '자주 묻는 질문을 찾을 수 없어요.',
    });
    const renamed = await call('PUT', `/api/admin/faq-categories/${category.json.id}`, admin, {
      name: '포인트·쿠폰',
      position: 0,
    });
    expect(renamed.json).toEqual({ id: category.json.id, name: '포인트·쿠폰', position: 0 });
    expect(
      (await call('DELETE', `/api/admin/faq-categories/${category.json.id}`, admin)).status,
    ).toBe(204);
    expect(
      (await call('DELETE', `/api/admin/faq-categories/${category.json.id}`, admin)).json,
    ).toEqual({
      status: 404,
      code: 'FAQ_CATEGORY_NOT_FOUND',
      message: '자주 묻는 질문 분류를 찾을 수 없어요.',
    });
  });
});

describe('pages and route rules', () => {
  it('creates, replaces and deletes a stored page the public path shows', async () => {
    const put = await call('PUT', '/api/admin/pages/marketing-consent', admin, {
      title: '마케팅 정보 수신 동의',
      body: '# 마케팅 정보 수신 동의\n\n이벤트 소식을 받아 볼 수 있어요.',
    });
    expect(put.status).toBe(200);
    expect(put.json).toEqual({
      slug: 'marketing-consent',
      title: '마케팅 정보 수신 동의',
      body: '# 마케팅 정보 수신 동의\n\n이벤트 소식을 받아 볼 수 있어요.',
      updatedAt: '2026-11-24T03:00:00.000Z',
    });
    expect((await call('GET', '/api/public/pages/marketing-consent')).json.title).toBe(
      '마케팅 정보 수신 동의',
    );
    const slugs = (await call('GET', '/api/admin/pages', admin)).json.map(
      (page: { slug: string }) => page.slug,
    );
    expect(slugs).toEqual(expect.arrayContaining(['terms', 'privacy', 'marketing-consent']));
    const bad = await call('PUT', '/api/admin/pages/Bad_Slug', admin, {
      title: '제목',
      body: '본문',
    });
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual([
      { field: 'slug', message: '페이지 주소는 영문 소문자, 숫자, -로 2~60자여야 해요.' },
    ]);
    expect((await call('DELETE', '/api/admin/pages/marketing-consent', admin)).status).toBe(204);
    expect((await call('GET', '/api/public/pages/marketing-consent')).status).toBe(404);
    expect((await call('DELETE', '/api/admin/pages/marketing-consent', admin)).json).toEqual({
      status: 404,
      code: 'PAGE_NOT_FOUND',
      message: '페이지를 찾을 수 없어요.',
    });
  });

  it('adds a route rule the next visitor follows, lists and removes it', async () => {
    const added = await call('POST', '/api/admin/route-rules', admin, {
      path: '/event/winter/',
      redirectTo: '/events',
      permanent: true,
    });
    expect(added.status).toBe(200);
    expect(added.json).toEqual({
      path: '/event/winter',
      redirectTo: '/events',
      permanent: true,
      createdAt: expect.any(String),
    });
    const followed = await call('GET', '/api/public/route-rules?path=/event/winter');
    expect(followed.json).toEqual({
      path: '/event/winter',
      redirect: { to: '/events', permanent: true },
    });
    expect(followed.headers.get('Cache-Control')).toBe('no-store');
    expect((await call('GET', '/api/admin/route-rules', admin)).json).toContainEqual(added.json);

    const loop = await call('POST', '/api/admin/route-rules', admin, {
      path: '/a',
      redirectTo: '/a/',
    });
    expect(loop.json.errors).toEqual([
      { field: 'redirectTo', message: '경로와 옮겨 갈 주소가 같아요. 다른 주소를 입력해 주세요.' },
    ]);
    const path = encodeURIComponent('/event/winter');
    expect((await call('DELETE', `/api/admin/route-rules?path=${path}`, admin)).status).toBe(204);
    expect((await call('GET', '/api/public/route-rules?path=/event/winter')).json.redirect).toBe(
      null,
    );
    expect((await call('DELETE', `/api/admin/route-rules?path=${path}`, admin)).json).toEqual({
      status: 404,
      code: 'ROUTE_RULE_NOT_FOUND',
      message: '그 경로의 이동 규칙이 없어요.',
    });
    expect((await call('DELETE', '/api/admin/route-rules', admin)).json.errors).toEqual([
      { field: 'path', message: '지울 경로를 입력해 주세요.' },
    ]);
  });
});

describe('claims', () => {
  const inquiry = {
    category: 'PAYMENT',
    title: '포인트 환불 문의',
    body: '취소된 상담의 포인트가 아직 돌아오지 않았어요. 확인 부탁드려요.',
  };

  it('answers a user’s inquiry once and sends the user a SYSTEM_NOTICE with the first line', async () => {
    const sent = await call('POST', '/api/client/claims/inquiries', user, inquiry);
    expect(sent.status).toBe(201);
    const { id } = sent.json;
    // Found by its id: the seeded claims are dated from the real clock, this one from the test's.
    const received = await call('GET', '/api/admin/claims?status=RECEIVED', admin);
    expect(received.json.find((claim: { id: number }) => claim.id === id)).toMatchObject({
      id,
      status: 'RECEIVED',
      userId: demoUser.user.id,
      email: null,
    });
    expect((await call('GET', `/api/admin/claims/${id}`, admin)).json).toMatchObject({
      id,
      title: '포인트 환불 문의',
    });

    const text = '\n포인트를 다시 돌려 드렸어요.\n\n불편을 드려 죄송해요.';
    const answered = await call('POST', `/api/admin/claims/${id}/answer`, admin, { answer: text });
    expect(answered.status).toBe(200);
    expect(answered.json).toMatchObject({
      id,
      status: 'ANSWERED',
      answer: text.trim(),
      answeredAt: '2026-11-24T03:00:00.000Z',
    });
    const [notice] = await database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, demoUser.user.id), eq(notifications.type, 'SYSTEM_NOTICE')),
      )
      .orderBy(desc(notifications.id))
      .limit(1);
    expect(notice).toMatchObject({
      audience: 'USER',
      title: '문의에 답변이 도착했어요',
      content: '포인트를 다시 돌려 드렸어요.',
      link: '/me/claims',
    });
    expect((await call('GET', `/api/client/claims/${id}`, user)).json).toMatchObject({
      status: 'ANSWERED',
      answer: text.trim(),
    });

    expect(
      (await call('POST', `/api/admin/claims/${id}/answer`, admin, { answer: '다시 답변해요.' }))
        .json,
    ).toEqual({ status: 409, code: 'ALREADY_ANSWERED', message: '이미 답변한 문의예요.' });
    expect(
      (await call('GET', '/api/admin/claims?status=ANSWERED', admin)).json.map(
        (claim: { id: number }) => claim.id,
      ),
    ).toContain(id);
    expect(
      (await call('GET', '/api/admin/claims?status=RECEIVED', admin)).json.map(
        (claim: { id: number }) => claim.id,
      ),
    ).not.toContain(id);
  });

  it('e-mails a guest the answer (the dev outbox)', async () => {
    const email = 'guest-claim@example.com';
    const sent = await call('POST', '/api/public/inquiries', undefined, {
      ...inquiry,
      email,
      agreePrivacy: true,
    });
    expect(sent.status).toBe(201);
    const answer = '환불은 결제하신 카드사로 3~5일 안에 들어가요.';
    const answered = await call('POST', `/api/admin/claims/${sent.json.id}/answer`, admin, {
      answer,
    });
    expect(answered.json).toMatchObject({ status: 'ANSWERED', userId: null, email });
    const outbox = await call('GET', `/api/dev/outbox?to=${encodeURIComponent(email)}`);
    expect(outbox.json).toEqual([
      {
        channel: 'email',
        to: email,
        text: '[아르카나] 문의하신 내용에 답변드려요\n\n안녕하세요, 아르카나 고객센터예요.\n문의하신 「포인트 환불 문의」에 답변드려요.\n\n환불은 결제하신 카드사로 3~5일 안에 들어가요.\n\n이 메일은 발신 전용이에요. 더 궁금한 점이 있으면 고객센터 1:1 문의로 다시 남겨 주세요.',
        code: null,
        createdAt: expect.any(String),
      },
    ]);
  });

  it('refuses a bad answer, an unknown claim and an unknown status in Korean', async () => {
    const short = await call('POST', '/api/admin/claims/1/answer', admin, { answer: '네' });
    expect(short.json.errors).toEqual([
      { field: 'answer', message: '답변은 5자 이상이어야 해요.' },
    ]);
    const notFound = {
      status: 404,
      code: 'CLAIM_NOT_FOUND',
      message: '문의 내역을 찾을 수 없어요.',
    };
    expect((await call('GET', '/api/admin/claims/999999', admin)).json).toEqual(notFound);
    expect((await call('GET', '/api/admin/claims/x1', admin)).json).toEqual(notFound);
    expect(
      (await call('POST', '/api/admin/claims/999999/answer', admin, { answer: '답변드려요.' }))
        .json,
    ).toEqual(notFound);
    expect((await call('GET', '/api/admin/claims?status=DONE', admin)).json.errors).toEqual([
      { field: 'status', message: '처리 상태는 RECEIVED나 ANSWERED로 골라 주세요.' },
    ]);
  });
});
