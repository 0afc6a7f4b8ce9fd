import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import {
  fetchClaims,
  fetchEvents,
  fetchFaqs,
  fetchNotices,
  fetchPage,
  sendGuestInquiry,
  sendInquiry,
  sendReport,
} from './fetchers';
import { claimMutations, claimQueries, contentQueries } from './queries';

const fetchMock = vi.fn<typeof fetch>();

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

const emptyPage = { content: [], totalPages: 0, totalElements: 0, currentPage: 1, pageSize: 10 };

const claim = {
  id: 4,
  kind: 'INQUIRY',
  category: 'PAYMENT',
  reason: null,
  title: '환불 문의',
  body: '취소된 상담의 환불은 언제 되나요?',
  target: null,
  status: 'RECEIVED',
  answer: null,
  answeredAt: null,
  createdAt: '2026-11-24T01:00:00.000Z',
};

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('document', { cookie: '' });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

it('reads the public lists with their query strings, leaving out what is not set', async () => {
  fetchMock.mockImplementation(async (url) =>
    json(String(url).startsWith('/api/public/faqs') ? [] : emptyPage),
  );
  await fetchNotices();
  await fetchNotices({ currentPage: 2, pageSize: 20, category: 'MAINTENANCE' });
  await fetchEvents({ state: 'ONGOING' });
  await fetchFaqs({ categoryId: 3, search: '  환불 ' });
  await fetchFaqs({ search: '   ' });
  await fetchClaims({ currentPage: 3 });
  expect(fetchMock.mock.calls.map((call) => call[0])).toEqual([
    '/api/public/notices',
    '/api/public/notices?currentPage=2&pageSize=20&category=MAINTENANCE',
    '/api/public/events?state=ONGOING',
    '/api/public/faqs?categoryId=3&search=%ED%99%98%EB%B6%88',
    '/api/public/faqs',
    '/api/client/claims?currentPage=3',
  ]);
});

it('reads a stored page by its slug and leaves a 404 to the caller without a toast', async () => {
  fetchMock.mockImplementation(async () =>
    json({ status: 404, code: 'PAGE_NOT_FOUND', message: '페이지를 찾을 수 없어요.' }, 404),
  );
  await expect(fetchPage('no-such-page')).rejects.toMatchObject({
    status: 404,
    code: 'PAGE_NOT_FOUND',
  });
  expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/public/pages/no-such-page');
});

it('sends a guest inquiry to the public path and claims to the client paths', async () => {
  fetchMock.mockImplementation(async (url) =>
    json(url === '/api/public/inquiries' ? { id: 9, email: 'guest@example.com' } : claim, 201),
  );
  const inquiry = {
    category: 'PAYMENT' as const,
    title: '환불 문의',
    body: '취소된 상담의 환불은 언제 되나요?',
  };
  await expect(
    sendGuestInquiry({ ...inquiry, email: 'guest@example.com', agreePrivacy: true }),
  ).resolves.toEqual({ id: 9, email: 'guest@example.com' });
  await sendInquiry(inquiry);
  await sendReport({ target: { type: 'REVIEW', id: 3 }, reason: 'ABUSE', body: '' });
  expect(fetchMock.mock.calls.map((call) => [call[1]?.method, call[0]])).toEqual([
    ['POST', '/api/public/inquiries'],
    ['POST', '/api/client/claims/inquiries'],
    ['POST', '/api/client/claims/reports'],
  ]);
});

it('keys content under content/… and claims under me/claims/…', () => {
  expect(contentQueries.notices().queryKey).toEqual([
    'content',
    'notices',
    { currentPage: 1, pageSize: null, category: null },
  ]);
  expect(contentQueries.notice(3).queryKey).toEqual(['content', 'notice', 3]);
  expect(contentQueries.events({ state: 'ENDED', currentPage: 2 }).queryKey).toEqual([
    'content',
    'events',
    { state: 'ENDED', currentPage: 2, pageSize: null },
  ]);
  expect(contentQueries.faqs({ search: ' 환불 ' }).queryKey).toEqual([
    'content',
    'faqs',
    { categoryId: null, search: '환불' },
  ]);
  expect(contentQueries.faqCategories().queryKey).toEqual(['content', 'faq-categories']);
  expect(contentQueries.page('terms').queryKey).toEqual(['content', 'page', 'terms']);
  expect(claimQueries.list().queryKey).toEqual([
    'me',
    'claims',
    'list',
    { currentPage: 1, pageSize: null },
  ]);
  expect(claimQueries.detail(4).queryKey).toEqual(['me', 'claims', 'detail', 4]);
});

it('puts a new inquiry in the cache and makes the claim lists stale', async () => {
  fetchMock.mockImplementation(async () => json(claim, 201));
  const client = new QueryClient();
  client.setQueryData(claimQueries.list().queryKey, { ...emptyPage, pageSize: 20 });
  const mutation = client.getMutationCache().build(client, claimMutations.inquiry());

  await mutation.execute({ category: 'PAYMENT', title: '환불 문의', body: claim.body });

  expect(client.getQueryData(claimQueries.detail(4).queryKey)).toEqual(claim);
  expect(client.getQueryState(claimQueries.list().queryKey)?.isInvalidated).toBe(true);
});
