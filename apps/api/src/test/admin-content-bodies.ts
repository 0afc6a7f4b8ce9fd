import type { FuzzContext, WriteRouteEntry } from './write-route-types';

// The write fuzz's valid requests of the operator's content routes (/api/admin, issue 12): a
// fresh ADMIN account each; names and questions numbered so repeated runs never collide.

const NOTICE = { category: 'NOTICE', title: '서비스 점검 안내', body: '새벽 2시에 점검해요.' };
const EVENT = {
  title: '겨울 이벤트',
  summary: '겨울 동안 첫 상담을 할인해 드려요.',
  body: '첫 상담을 예약하면 할인돼요.',
  startsAt: '2026-12-01',
  endsAt: '2026-12-31',
  link: { label: '상담사 보기', href: '/counseling/counselors' },
};
const PAGE = { title: '마케팅 정보 수신 동의', body: '이벤트 소식을 받아 볼 수 있어요.' };
const RULE = { path: '/old-event', redirectTo: '/events', permanent: false };
const ANSWER = { answer: '확인해서 처리해 드렸어요.' };

let serial = 0;
const next = () => {
  serial += 1;
  return `${process.pid % 1000}-${serial}`;
};

async function adminToken(ctx: FuzzContext): Promise<string> {
  return (await ctx.user({ admin: true })).token;
}

/** A fresh admin and a new item made through `path`; its id. */
async function created(ctx: FuzzContext, path: string, body: unknown) {
  const token = await adminToken(ctx);
  const item = await ctx.call('POST', path, { token, body });
  return { token, id: item.id as number };
}

async function newCategory(ctx: FuzzContext) {
  return created(ctx, '/api/admin/faq-categories', { name: `분류 ${next()}` });
}

async function newFaq(ctx: FuzzContext) {
  const { token, id: categoryId } = await newCategory(ctx);
  const body = { categoryId, question: `질문 ${next()}?`, answer: '답변이에요.' };
  return { ...(await created(ctx, '/api/admin/faqs', body)), token, categoryId };
}

export const ADMIN_CONTENT_WRITE_ROUTES: Record<string, WriteRouteEntry> = {
  'POST /api/admin/notices': {
    sample: NOTICE,
    admin: true,
    async valid(ctx) {
      return { path: '/api/admin/notices', token: await adminToken(ctx), body: NOTICE };
    },
  },
  'PUT /api/admin/notices/:id': {
    sample: NOTICE,
    admin: true,
    async valid(ctx) {
      const { token, id } = await created(ctx, '/api/admin/notices', NOTICE);
      return { path: `/api/admin/notices/${id}`, token, body: { ...NOTICE, pinned: true } };
    },
  },
  'DELETE /api/admin/notices/:id': {
    sample: null,
    admin: true,
    async valid(ctx) {
      const { token, id } = await created(ctx, '/api/admin/notices', NOTICE);
      return { path: `/api/admin/notices/${id}`, token };
    },
  },
  'POST /api/admin/events': {
    sample: EVENT,
    admin: true,
    async valid(ctx) {
      return { path: '/api/admin/events', token: await adminToken(ctx), body: EVENT };
    },
  },
  'PUT /api/admin/events/:id': {
    sample: EVENT,
    admin: true,
    async valid(ctx) {
      const { token, id } = await created(ctx, '/api/admin/events', EVENT);
      return { path: `/api/admin/events/${id}`, token, body: { ...EVENT, link: null } };
    },
  },
  'DELETE /api/admin/events/:id': {
    sample: null,
    admin: true,
    async valid(ctx) {
      const { token, id } = await created(ctx, '/api/admin/events', EVENT);
      return { path: `/api/admin/events/${id}`, token };
    },
  },
  'POST /api/admin/faq-categories': {
    sample: { name: '포인트', position: 3 },
    admin: true,
    async valid(ctx) {
      const body = { name: `분류 ${next()}` };
      return { path: '/api/admin/faq-categories', token: await adminToken(ctx), body };
    },
  },
  'PUT /api/admin/faq-categories/:id': {
    sample: { name: '포인트', position: 3 },
    admin: true,
    async valid(ctx) {
      const { token, id } = await newCategory(ctx);
      const body = { name: `분류 ${next()}`, position: 0 };
      return { path: `/api/admin/faq-categories/${id}`, token, body };
    },
  },
  'DELETE /api/admin/faq-categories/:id': {
    sample: null,
    admin: true,
    async valid(ctx) {
      const { token, id } = await newCategory(ctx);
      return { path: `/api/admin/faq-categories/${id}`, token };
    },
  },
  'POST /api/admin/faqs': {
    sample: { categoryId: 1, question: '포인트는 언제 사라지나요?', answer: '1년 뒤에요.' },
    admin: true,
    async valid(ctx) {
      const { token, id: categoryId } = await newCategory(ctx);
      const body = { categoryId, question: `질문 ${next()}?`, answer: '답변이에요.' };
      return { path: '/api/admin/faqs', token, body };
    },
  },
  'PUT /api/admin/faqs/:id': {
    sample: { categoryId: 1, question: '포인트는 언제 사라지나요?', answer: '1년 뒤에요.' },
    admin: true,
    async valid(ctx) {
      const { token, id, categoryId } = await newFaq(ctx);
      const body = { categoryId, question: `질문 ${next()}?`, answer: '고친 답변이에요.' };
      return { path: `/api/admin/faqs/${id}`, token, body };
    },
  },
  'DELETE /api/admin/faqs/:id': {
    sample: null,
    admin: true,
    async valid(ctx) {
      const { token, id } = await newFaq(ctx);
      return { path: `/api/admin/faqs/${id}`, token };
    },
  },
  'PUT /api/admin/pages/:slug': {
    sample: PAGE,
    admin: true,
    async valid(ctx) {
      return { path: `/api/admin/pages/page-${next()}`, token: await adminToken(ctx), body: PAGE };
    },
  },
  'DELETE /api/admin/pages/:slug': {
    sample: null,
    admin: true,
    async valid(ctx) {
      const token = await adminToken(ctx);
      const path = `/api/admin/pages/page-${next()}`;
      await ctx.call('PUT', path, { token, body: PAGE });
      return { path, token };
    },
  },
  'POST /api/admin/route-rules': {
    sample: RULE,
    admin: true,
    async valid(ctx) {
      const body = { ...RULE, path: `/old-${next()}` };
      return { path: '/api/admin/route-rules', token: await adminToken(ctx), body };
    },
  },
  'DELETE /api/admin/route-rules': {
    sample: null,
    admin: true,
    async valid(ctx) {
      const token = await adminToken(ctx);
      const path = `/old-${next()}`;
      await ctx.call('POST', '/api/admin/route-rules', { token, body: { ...RULE, path } });
      return { path: `/api/admin/route-rules?path=${encodeURIComponent(path)}`, token };
    },
  },
  'POST /api/admin/claims/:id/answer': {
    sample: ANSWER,
    admin: true,
    async valid(ctx) {
      const { token: userToken } = await ctx.user();
      const inquiry = { category: 'ETC', title: '문의드려요', body: '상담 내역이 보이지 않아요.' };
      const claim = await ctx.call('POST', '/api/client/claims/inquiries', {
        token: userToken,
        body: inquiry,
      });
      return {
        path: `/api/admin/claims/${claim.id}/answer`,
        token: await adminToken(ctx),
        body: ANSWER,
      };
    },
  },
};
