import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentTestApp } from '../../test/content';
import { createTestDatabase } from '../../test/db';
import { faqCategories, faqs } from './tables';

// GET /api/public/faq-categories, /api/public/faqs?categoryId=&search=, /api/public/pages/{slug},
// and the operator's writes of FAQs, pages and route rules through the service.

const database = await createTestDatabase();
const { db } = database;
const now = () => new Date('2026-11-24T12:00:00.000+09:00');
const { call, service } = contentTestApp(database, now);

afterAll(() => database.close());

describe('FAQs', () => {
  const categoryIds: Record<string, number> = {};

  // The seed's FAQs are checked in seed.test.ts; these tests bring their own.
  beforeAll(async () => {
    await db.delete(faqs);
    await db.delete(faqCategories);
    for (const [name, position] of [
      ['결제·환불', 2],
      ['이용 안내', 0],
      ['AI 타로', 1],
    ] as const) {
      categoryIds[name] = (await service.createFaqCategory({ name, position })).id;
    }
    const write = (category: string, question: string, answer: string, position?: number) =>
      service.createFaq({
        categoryId: categoryIds[category] as number,
        question,
        answer,
        ...(position === undefined ? {} : { position }),
      });
    await write('결제·환불', '예약을 취소하면 환불되나요?', '시작 **1시간 전**까지 전액 환불돼요.');
    await write('결제·환불', '결제 한도는 어떻게 정하나요?', '마이페이지에서 정해요.');
    await write('이용 안내', '앱으로도 쓸 수 있나요?', '홈 화면에 추가해 주세요.');
    await write('AI 타로', 'AI 타로는 몇 번 볼 수 있나요?', '비회원은 하루 3회예요.', 1);
    await write('AI 타로', '결과를 PNG로 저장할 수 있나요?', '네, 이미지로 저장돼요.', 0);
    await write('AI 타로', '100% 맞나요?', '참고용이에요.', 2);
  });

  it('lists the categories by their position', async () => {
    const answer = await call('GET', '/api/public/faq-categories');
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual([
      { id: categoryIds['이용 안내'], name: '이용 안내', position: 0 },
      { id: categoryIds['AI 타로'], name: 'AI 타로', position: 1 },
      { id: categoryIds['결제·환불'], name: '결제·환불', position: 2 },
    ]);
  });

  it('lists every FAQ by category position, then its own; a new one goes last', async () => {
    const answer = await call('GET', '/api/public/faqs');
    expect(answer.json.map((faq: { question: string }) => faq.question)).toEqual([
      '앱으로도 쓸 수 있나요?',
      '결과를 PNG로 저장할 수 있나요?',
      'AI 타로는 몇 번 볼 수 있나요?',
      '100% 맞나요?',
      '예약을 취소하면 환불되나요?',
      '결제 한도는 어떻게 정하나요?',
    ]);
    expect(answer.json[4]).toEqual({
      id: expect.any(Number),
      categoryId: categoryIds['결제·환불'],
      question: '예약을 취소하면 환불되나요?',
      answer: '시작 **1시간 전**까지 전액 환불돼요.',
      position: 0,
    });
    expect(answer.json[5].position).toBe(1);
  });

  it('narrows to one category', async () => {
    const answer = await call('GET', `/api/public/faqs?categoryId=${categoryIds['결제·환불']}`);
    expect(answer.json.map((faq: { question: string }) => faq.question)).toEqual([
      '예약을 취소하면 환불되나요?',
      '결제 한도는 어떻게 정하나요?',
    ]);
  });

  it('searches question and answer case-insensitively, % and _ as themselves', async () => {
    const search = async (text: string) =>
      (await call('GET', `/api/public/faqs?search=${encodeURIComponent(text)}`)).json.map(
        (faq: { question: string }) => faq.question,
      );
    expect(await search('png')).toEqual(['결과를 PNG로 저장할 수 있나요?']);
    expect(await search('전액 환불')).toEqual(['예약을 취소하면 환불되나요?']);
    expect(await search('ai 타로')).toEqual(['AI 타로는 몇 번 볼 수 있나요?']);
    expect(await search('%')).toEqual(['100% 맞나요?']);
    expect(await search('_')).toEqual([]);
    const both = await call(
      'GET',
      `/api/public/faqs?categoryId=${categoryIds['AI 타로']}&search=${encodeURIComponent('하루')}`,
    );
    expect(both.json.map((faq: { question: string }) => faq.question)).toEqual([
      'AI 타로는 몇 번 볼 수 있나요?',
    ]);
  });

  it('refuses an empty or over-long search and a bad category id with 400', async () => {
    for (const query of ['search=', 'search=%20%20', `search=${'가'.repeat(51)}`, 'categoryId=x']) {
      const answer = await call('GET', `/api/public/faqs?${query}`);
      expect(answer.status).toBe(400);
    }
    const fifty = await call('GET', `/api/public/faqs?search=${'가'.repeat(50)}`);
    expect(fifty.status).toBe(200);
  });

  it('keeps a category with questions (409) and refuses duplicate names', async () => {
    await expect(
      service.deleteFaqCategory(categoryIds['결제·환불'] as number),
    ).rejects.toMatchObject({ status: 409, code: 'FAQ_CATEGORY_NOT_EMPTY' });
    await expect(service.createFaqCategory({ name: 'AI 타로' })).rejects.toMatchObject({
      status: 409,
      code: 'FAQ_CATEGORY_NAME_TAKEN',
    });
    await expect(
      service.createFaq({ categoryId: 999_999, question: '없는 분류', answer: '답' }),
    ).rejects.toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    const empty = await service.createFaqCategory({ name: '기타' });
    expect(empty.position).toBe(3);
    await service.deleteFaqCategory(empty.id);
  });
});

describe('pages', () => {
  it('serves the four seeded policy pages', async () => {
    const titles: Record<string, string> = {
      terms: '이용약관',
      privacy: '개인정보처리방침',
      refund: '환불 정책',
      'youth-protection': '청소년 보호정책',
    };
    for (const [slug, title] of Object.entries(titles)) {
      const answer = await call('GET', `/api/public/pages/${slug}`);
      expect(answer.status).toBe(200);
      expect(answer.json).toMatchObject({ slug, title, updatedAt: expect.any(String) });
      expect(answer.json.body.length).toBeGreaterThan(1_000);
    }
  });

  it('answers 404 PAGE_NOT_FOUND for a slug with no page', async () => {
    const answer = await call('GET', '/api/public/pages/no-such-page');
    expect(answer.status).toBe(404);
    expect(answer.json).toEqual({
      status: 404,
      code: 'PAGE_NOT_FOUND',
      message: '페이지를 찾을 수 없어요.',
    });
  });

  it('refuses what cannot be a slug with 400 before any lookup', async () => {
    for (const slug of ['Terms', 'a', 'x'.repeat(61), 'terms_old', '%ED%95%9C']) {
      const answer = await call('GET', `/api/public/pages/${slug}`);
      expect(answer.status).toBe(400);
      expect(answer.json.errors).toEqual([
        { field: 'slug', message: '페이지 주소는 영문 소문자, 숫자, -로 2~60자여야 해요.' },
      ]);
    }
    expect((await call('GET', `/api/public/pages/${'x'.repeat(60)}`)).status).toBe(404);
  });

  it('creates, replaces and deletes a page for the operator', async () => {
    await service.putPage('location', { title: '오시는 길', body: '서울 어딘가' });
    await service.putPage('location', { title: '오시는 길', body: '서울 성수동' });
    expect((await call('GET', '/api/public/pages/location')).json).toEqual({
      slug: 'location',
      title: '오시는 길',
      body: '서울 성수동',
      updatedAt: '2026-11-24T03:00:00.000Z',
    });
    await service.deletePage('location');
    expect((await call('GET', '/api/public/pages/location')).status).toBe(404);
    await expect(service.deletePage('location')).rejects.toMatchObject({
      code: 'PAGE_NOT_FOUND',
    });
  });
});

describe('route rules kept by the operator', () => {
  it('hold for the next request, uncached, and go when removed', async () => {
    await service.putRouteRule({ path: '/old-event/', redirectTo: '/events', permanent: true });
    const answer = await call('GET', '/api/public/route-rules?path=%2Fold-event');
    expect(answer.json).toEqual({
      path: '/old-event',
      redirect: { to: '/events', permanent: true },
    });
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await service.adminRouteRules()).toContainEqual({
      path: '/old-event',
      redirectTo: '/events',
      permanent: true,
      createdAt: expect.any(String),
    });
    await service.deleteRouteRule('/old-event');
    const gone = await call('GET', '/api/public/route-rules?path=%2Fold-event');
    expect(gone.json.redirect).toBeNull();
    await expect(service.deleteRouteRule('/old-event')).rejects.toMatchObject({
      status: 404,
      code: 'ROUTE_RULE_NOT_FOUND',
    });
  });

  it('refuse a rule that leads to its own path', async () => {
    await expect(
      service.putRouteRule({ path: '/loop', redirectTo: '/loop/?from=old', permanent: false }),
    ).rejects.toMatchObject({
      status: 400,
      errors: [
        {
          field: 'redirectTo',
          message: '경로와 옮겨 갈 주소가 같아요. 다른 주소를 입력해 주세요.',
        },
      ],
    });
  });
});
