// @vitest-environment jsdom
import { writeCookie } from '@arcana/api-client';
import { GUEST_USER, type User } from '@arcana/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactUsPage } from './ContactUsPage';
import { FaqPage } from './FaqPage';

const fetchMock = vi.fn<typeof fetch>();

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

const user: User = {
  ...GUEST_USER,
  id: 7,
  name: '데모 사용자',
  username: 'demo-user',
  displayName: '데모',
  enabled: true,
  roles: ['USER'],
};

function renderPage(page: ReactNode, me: User | undefined, path = '/help/faq') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  if (me) queryClient.setQueryData(['me'], me);
  const router = createRouter({
    routeTree: createRootRoute({ component: () => page }),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const categories = [
  { id: 1, name: '결제·환불', position: 0 },
  { id: 2, name: '상담 이용', position: 1 },
];

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('FaqPage', () => {
  it('marks the searched words in questions and answers, answers opening on a press', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).startsWith('/api/public/faq-categories')
        ? json(categories)
        : json([
            {
              id: 3,
              categoryId: 1,
              question: '환불은 언제 되나요?',
              answer: '카드 **환불**은 3~5영업일이 걸려요.',
              position: 0,
            },
          ]),
    );
    renderPage(<FaqPage search={{ q: '환불' }} />, GUEST_USER, '/help/faq?q=환불');
    const item = await screen.findByTestId('faq-item');
    expect(fetchMock.mock.calls.map((call) => call[0])).toContain(
      '/api/public/faqs?search=%ED%99%98%EB%B6%88',
    );
    expect(screen.getByText('‘환불’ 검색 결과 1건')).toBeTruthy();
    expect([...item.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      '환불',
      '환불',
    ]);
    const details = item.querySelector('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    fireEvent.click(within(item).getByText('은 언제 되나요?'));
    expect(details.open).toBe(true);
    expect(
      (screen.getByRole('searchbox', { name: '자주 묻는 질문 검색' }) as HTMLInputElement).value,
    ).toBe('환불');
    expect(screen.getByRole('link', { name: '결제·환불' }).getAttribute('href')).toBe(
      '/help/faq?category=1&q=%ED%99%98%EB%B6%88',
    );
  });

  it('says nothing matched and offers 1:1 문의 and every question', async () => {
    fetchMock.mockImplementation(async (url) =>
      json(String(url).startsWith('/api/public/faq-categories') ? categories : []),
    );
    renderPage(<FaqPage search={{ q: '없는말' }} />, GUEST_USER);
    const empty = await screen.findByTestId('faq-empty');
    expect(empty.textContent).toContain('‘없는말’에 맞는 답을 찾지 못했어요');
    expect(within(empty).getByRole('link', { name: '1:1 문의하기' }).getAttribute('href')).toBe(
      '/help/contact-us',
    );
    expect(within(empty).getByRole('link', { name: '전체 질문 보기' }).getAttribute('href')).toBe(
      '/help/faq',
    );
  });

  it('shows skeletons while loading and a retry when the answers fail', async () => {
    fetchMock.mockReturnValue(new Promise(() => {}));
    renderPage(<FaqPage search={{}} />, GUEST_USER);
    expect((await screen.findByTestId('faq-skeleton')).getAttribute('aria-busy')).toBe('true');
    cleanup();

    fetchMock.mockReset();
    fetchMock.mockResolvedValue(json({ status: 500, code: 'INTERNAL', message: '오류' }, 500));
    renderPage(<FaqPage search={{}} />, GUEST_USER);
    expect(await screen.findByRole('button', { name: '다시 시도' })).toBeTruthy();
  });
});

describe('ContactUsPage', () => {
  function fill(fields: { title?: string; body?: string; email?: string }) {
    if (fields.title !== undefined) {
      fireEvent.change(screen.getByLabelText('제목'), { target: { value: fields.title } });
    }
    if (fields.body !== undefined) {
      fireEvent.change(screen.getByLabelText('문의 내용'), { target: { value: fields.body } });
    }
    if (fields.email !== undefined) {
      fireEvent.change(screen.getByLabelText('답변받을 이메일'), {
        target: { value: fields.email },
      });
    }
  }

  it('asks a guest for an e-mail and the consent, in Korean, before any call', async () => {
    renderPage(<ContactUsPage />, GUEST_USER, '/help/contact-us');
    expect(await screen.findByText(/답변은 적어 주신 이메일로 보내 드려요/)).toBeTruthy();
    fill({ title: '환', body: '짧아요', email: 'not-an-email' });
    expect(screen.getByTestId('title-counter').textContent).toBe('1 / 60');
    fireEvent.click(screen.getByRole('button', { name: '문의 보내기' }));
    expect(await screen.findByText('문의 유형을 골라 주세요.')).toBeTruthy();
    expect(screen.getByText('제목은 2자 이상이어야 해요.')).toBeTruthy();
    expect(screen.getByText('문의 내용은 10자 이상이어야 해요.')).toBeTruthy();
    expect(screen.getByText('이메일 형식이 올바르지 않아요.')).toBeTruthy();
    expect(screen.getByText('개인정보 수집·이용에 동의해 주세요.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('입력한 내용을 확인해 주세요.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a guest’s inquiry to the public path and says where the answer goes', async () => {
    fetchMock.mockResolvedValue(json({ id: 31, email: 'guest@example.com' }, 201));
    renderPage(<ContactUsPage />, GUEST_USER, '/help/contact-us');
    fireEvent.click(await screen.findByRole('radio', { name: '결제·환불' }));
    fill({
      title: '환불 문의',
      body: '취소된 상담의 환불은 언제 되나요?',
      email: 'guest@example.com',
    });
    fireEvent.click(screen.getByRole('checkbox', { name: '(필수) 개인정보 수집·이용에 동의해요' }));
    fireEvent.click(screen.getByRole('button', { name: '문의 보내기' }));
    const done = await screen.findByTestId('contact-done');
    expect(done.textContent).toContain('guest@example.com(으)로 보내 드릴게요');
    expect(done.textContent).toContain('접수 번호 31');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/public/inquiries');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      category: 'PAYMENT',
      title: '환불 문의',
      body: '취소된 상담의 환불은 언제 되나요?',
      email: 'guest@example.com',
      agreePrivacy: true,
    });
  });

  it('asks a logged-in user for no e-mail and leads to /me/claims after sending', async () => {
    writeCookie('accessToken', 'access-1', { maxAgeSeconds: 60 });
    fetchMock.mockResolvedValue(
      json(
        {
          id: 32,
          kind: 'INQUIRY',
          category: 'ACCOUNT',
          reason: null,
          title: '비밀번호 변경',
          body: '비밀번호를 바꾸고 싶은데 메일이 오지 않아요.',
          target: null,
          status: 'RECEIVED',
          answer: null,
          answeredAt: null,
          createdAt: '2026-11-24T01:00:00.000Z',
        },
        201,
      ),
    );
    renderPage(<ContactUsPage />, user, '/help/contact-us');
    fireEvent.click(await screen.findByRole('radio', { name: '계정·로그인' }));
    expect(screen.queryByLabelText('답변받을 이메일')).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    fill({ title: '비밀번호 변경', body: '비밀번호를 바꾸고 싶은데 메일이 오지 않아요.' });
    fireEvent.click(screen.getByRole('button', { name: '문의 보내기' }));
    const done = await screen.findByTestId('contact-done');
    expect(
      within(done).getByRole('link', { name: '문의·신고 내역 보기' }).getAttribute('href'),
    ).toBe('/me/claims');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/client/claims/inquiries');
  });

  it('says the api’s refusal in place', async () => {
    writeCookie('accessToken', 'access-1', { maxAgeSeconds: 60 });
    fetchMock.mockResolvedValue(json({ status: 500, code: 'INTERNAL', message: 'x' }, 500));
    renderPage(<ContactUsPage />, user, '/help/contact-us');
    fireEvent.click(await screen.findByRole('radio', { name: '기타' }));
    fill({ title: '건의합니다', body: '다크 모드에서 글씨가 조금 작아요.' });
    fireEvent.click(screen.getByRole('button', { name: '문의 보내기' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        '문의를 보내지 못했어요. 잠시 후 다시 시도해 주세요.',
      ),
    );
  });

  it('keeps the form’s box while the session is not known', async () => {
    fetchMock.mockReturnValue(new Promise(() => {}));
    renderPage(<ContactUsPage />, undefined, '/help/contact-us');
    expect((await screen.findByTestId('contact-skeleton')).getAttribute('aria-busy')).toBe('true');
  });
});
