// @vitest-environment jsdom
import { writeCookie } from '@arcana/api-client';
import { type Claim, GUEST_USER, type User } from '@arcana/domain';
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
import { MyClaimsPage } from './MyClaimsPage';
import { ReportButton } from './ReportButton';

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

function renderPage(page: ReactNode, me: User, path = '/me/claims') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  queryClient.setQueryData(['me'], me);
  const router = createRouter({
    routeTree: createRootRoute({ component: () => page }),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return queryClient;
}

const answered: Claim = {
  id: 4,
  kind: 'INQUIRY',
  category: 'PAYMENT',
  reason: null,
  title: '환불 문의',
  body: '취소된 상담의 환불은\n언제 되나요?',
  target: null,
  status: 'ANSWERED',
  answer: '안녕하세요. 카드 **환불**은 3~5영업일 걸려요. [환불 정책](/refund)',
  answeredAt: '2026-11-24T06:30:00.000Z',
  createdAt: '2026-11-23T16:10:00.000Z',
};

const report: Claim = {
  id: 5,
  kind: 'REPORT',
  category: null,
  reason: 'ABUSE',
  title: '욕설·비하 신고',
  body: '',
  target: { type: 'REVIEW', id: 3, label: '상담사가 너무 불친절하고…' },
  status: 'RECEIVED',
  answer: null,
  answeredAt: null,
  createdAt: '2026-11-25T02:00:00.000Z',
};

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  writeCookie('accessToken', 'access-1', { maxAgeSeconds: 60 });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('MyClaimsPage', () => {
  it('lists inquiries and reports with their status, the answer drawn as Markdown', async () => {
    fetchMock.mockResolvedValue(
      json({
        content: [report, answered],
        totalPages: 1,
        totalElements: 2,
        currentPage: 1,
        pageSize: 20,
      }),
    );
    renderPage(<MyClaimsPage search={{}} />, user);
    const items = await screen.findAllByTestId('claim-item');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/client/claims?currentPage=1');
    const first = within(items[0] as HTMLElement);
    expect(first.getByText('신고')).toBeTruthy();
    expect(first.getByTestId('claim-status').textContent).toBe('접수');
    expect(first.getByText('후기 · 상담사가 너무 불친절하고…')).toBeTruthy();
    expect(
      first.getByText('담당자가 확인하고 있어요. 답변이 등록되면 알림으로 알려 드릴게요.'),
    ).toBeTruthy();
    const second = within(items[1] as HTMLElement);
    expect(second.getByText('결제·환불')).toBeTruthy();
    expect(second.getByTestId('claim-status').textContent).toBe('답변 완료');
    expect(second.getByText('2026-11-24 접수')).toBeTruthy();
    expect(second.getByText('환불').tagName).toBe('STRONG');
    expect(second.getByRole('link', { name: '환불 정책' }).getAttribute('href')).toBe('/refund');
    expect(second.getByText('11월 24일 (화) 오후 3:30 답변')).toBeTruthy();
    const details = (items[1] as HTMLElement).querySelector('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    fireEvent.click(second.getByText('환불 문의'));
    expect(details.open).toBe(true);
  });

  it('leads to 1:1 문의 when there is nothing yet', async () => {
    fetchMock.mockResolvedValue(
      json({ content: [], totalPages: 0, totalElements: 0, currentPage: 1, pageSize: 20 }),
    );
    renderPage(<MyClaimsPage search={{}} />, user);
    const empty = await screen.findByTestId('claims-empty');
    expect(within(empty).getByRole('link', { name: '1:1 문의하기' }).getAttribute('href')).toBe(
      '/help/contact-us',
    );
  });

  it('shows skeletons while loading and a retry when the list fails', async () => {
    fetchMock.mockReturnValueOnce(new Promise(() => {}));
    renderPage(<MyClaimsPage search={{}} />, user);
    expect((await screen.findByTestId('claims-skeleton')).getAttribute('aria-busy')).toBe('true');
    cleanup();
    fetchMock.mockResolvedValueOnce(json({ status: 500, code: 'INTERNAL', message: 'x' }, 500));
    renderPage(<MyClaimsPage search={{}} />, user);
    expect(await screen.findByRole('button', { name: '다시 시도' })).toBeTruthy();
  });
});

describe('the report dialog', () => {
  it('sends a reason and details, then closes and makes the claim lists stale', async () => {
    fetchMock.mockResolvedValue(json(report, 201));
    const queryClient = renderPage(
      <ReportButton target={{ type: 'REVIEW', id: 3 }} authorName="별**" />,
      user,
      '/counseling/reviews',
    );
    queryClient.setQueryData(['me', 'claims', 'list', { currentPage: 1, pageSize: null }], {
      content: [],
    });
    fireEvent.click(await screen.findByRole('button', { name: '별**님의 후기 신고하기' }));
    const dialog = await screen.findByRole('dialog', { name: '신고하기' });
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['ABUSE', 'SEXUAL', 'SPAM', 'PRIVACY', 'FRAUD', 'ETC']);
    fireEvent.click(within(dialog).getByRole('button', { name: '신고 보내기' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('신고 사유를 골라 주세요.');
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('radio', { name: '욕설·비하' }));
    fireEvent.change(within(dialog).getByLabelText('자세한 내용 (선택)'), {
      target: { value: '  상담사를 모욕하는 말이 있어요  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '신고 보내기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/client/claims/reports');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      target: { type: 'REVIEW', id: 3 },
      reason: 'ABUSE',
      body: '상담사를 모욕하는 말이 있어요',
    });
    expect(
      queryClient.getQueryState(['me', 'claims', 'list', { currentPage: 1, pageSize: null }])
        ?.isInvalidated,
    ).toBe(true);
  });

  it('says ALREADY_REPORTED in Korean and stays open', async () => {
    fetchMock.mockResolvedValue(
      json({ status: 409, code: 'ALREADY_REPORTED', message: 'already' }, 409),
    );
    renderPage(
      <ReportButton target={{ type: 'SESSION', id: 41 }} />,
      user,
      '/counseling/sessions/41',
    );
    fireEvent.click(await screen.findByRole('button', { name: '이 상담 신고하기' }));
    const dialog = await screen.findByRole('dialog', { name: '신고하기' });
    fireEvent.click(within(dialog).getByRole('radio', { name: '사기·금전 요구' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '신고 보내기' }));
    expect((await within(dialog).findByTestId('report-error')).textContent).toBe(
      '이미 신고한 대상이에요. 처리 결과는 문의·신고 내역에서 확인해 주세요.',
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('invites a guest to log in and come back', async () => {
    renderPage(
      <ReportButton target={{ type: 'REVIEW', id: 3 }} authorName="별**" />,
      GUEST_USER,
      '/counseling/reviews/3',
    );
    fireEvent.click(await screen.findByRole('button', { name: '별**님의 후기 신고하기' }));
    const dialog = await screen.findByRole('dialog', { name: '로그인이 필요해요' });
    expect(within(dialog).getByRole('link', { name: '로그인하기' }).getAttribute('href')).toBe(
      '/login?redirectUri=%2Fcounseling%2Freviews%2F3',
    );
    expect(within(dialog).queryByRole('radio')).toBeNull();
  });
});
