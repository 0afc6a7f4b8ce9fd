// @vitest-environment jsdom
import { writeCookie } from '@arcana/api-client';
import { GUEST_USER, type SessionDetail, type User } from '@arcana/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionPageQueries } from './queries';
import { ReviewWritePage } from './ReviewWritePage';
import { characterCount, checkReview } from './review-form';

const user: User = {
  ...GUEST_USER,
  id: 7,
  name: '데모 사용자',
  username: 'demo-user',
  displayName: '데모',
  enabled: true,
  roles: ['USER'],
};

const completed: SessionDetail = {
  id: 41,
  status: 'COMPLETED',
  startTime: '2026-11-22T15:00:00+09:00',
  durationSeconds: 1800,
  counselingType: 'CHAT',
  startType: 'RESERVATION',
  product: { name: '연애운 30분', mainImage: null },
  counselor: { id: 3, name: '루나' },
  user: { displayName: '데모' },
  hasReview: false,
  me: 'USER',
  counselorBrief: {
    id: 3,
    name: '루나',
    status: 'ON',
    imageUrl: '/portrait.svg',
    rating: 4.8,
    reviewCount: 12,
  },
  startedAt: '2026-11-22T15:01:00+09:00',
  endedAt: '2026-11-22T15:29:00+09:00',
  usedSeconds: 1_680,
  endReason: 'COMPLETED_BY_USER',
  messageCount: 24,
  payment: null,
  reviewable: true,
  reviewId: null,
  createdAt: '2026-11-20T10:00:00+09:00',
};

const fetchMock = vi.fn<typeof fetch>();

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

async function renderPage(session: SessionDetail = completed) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  queryClient.setQueryData(['me'], user);
  queryClient.setQueryData(sessionPageQueries.detail(session.id).queryKey, session);
  const rootRoute = createRootRoute({
    component: () => <ReviewWritePage sessionId={session.id} />,
  });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await screen.findAllByText(/후기/);
  return router;
}

function typeContent(text: string) {
  fireEvent.change(screen.getByLabelText('후기'), { target: { value: text } });
}

function submit() {
  fireEvent.click(screen.getByRole('button', { name: '후기 등록' }));
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  writeCookie('accessToken', 'access-1', { maxAgeSeconds: 60 });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('checkReview', () => {
  it.each([
    [
      { rating: null, content: '' },
      { rating: '별점을 골라 주세요.', content: '후기 내용을 입력해 주세요.' },
    ],
    [{ rating: 5, content: '          ' }, { content: '후기 내용을 입력해 주세요.' }],
    [{ rating: 5, content: '아홉 글자예요 네' }, { content: '후기를 10자 이상 적어 주세요.' }],
    [{ rating: 0, content: '열 글자가 넘는 후기예요' }, { rating: '별점을 골라 주세요.' }],
    [{ rating: 6, content: '열 글자가 넘는 후기예요' }, { rating: '별점을 골라 주세요.' }],
    [{ rating: 3, content: '가'.repeat(1_001) }, { content: '후기는 1,000자까지 쓸 수 있어요.' }],
  ])('case %# refuses with the field messages', (draft, errors) => {
    expect(checkReview(draft)).toEqual({ ok: false, errors });
  });

  it('passes 10 and 1,000 characters, trimmed, counting an emoji as one', () => {
    expect(checkReview({ rating: 4, content: '  열 글자 후기예요!  ' })).toEqual({
      ok: true,
      value: { rating: 4, content: '열 글자 후기예요!' },
    });
    expect(checkReview({ rating: 1, content: '가'.repeat(1_000) }).ok).toBe(true);
    expect(characterCount('😀😀😀')).toBe(3);
    expect(checkReview({ rating: 5, content: '😀'.repeat(10) }).ok).toBe(true);
  });
});

describe('ReviewWritePage', () => {
  it('offers five stars as one radio group and the counter', async () => {
    await renderPage();
    expect(screen.getByRole('group', { name: '별점' })).toBeTruthy();
    const stars = screen.getAllByRole('radio');
    expect(stars.map((star) => star.getAttribute('aria-label'))).toEqual([
      '별 1개',
      '별 2개',
      '별 3개',
      '별 4개',
      '별 5개',
    ]);
    fireEvent.click(stars[3] as HTMLElement);
    expect((stars[3] as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('좋았어요')).toBeTruthy();
    expect(screen.getByTestId('review-counter').textContent).toBe('0 / 1,000');
    typeContent('상담이 정말 도움이 됐어요');
    expect(screen.getByTestId('review-counter').textContent).toBe('14 / 1,000');
  });

  it('shows the Korean messages on the fields and sends nothing', async () => {
    await renderPage();
    submit();
    expect(await screen.findByText('별점을 골라 주세요.')).toBeTruthy();
    expect(screen.getByText('후기 내용을 입력해 주세요.')).toBeTruthy();
    expect(screen.getByLabelText('후기').getAttribute('aria-invalid')).toBe('true');

    fireEvent.click(screen.getByRole('radio', { name: '별 5개' }));
    typeContent('짧아요');
    submit();
    expect(await screen.findByText('후기를 10자 이상 적어 주세요.')).toBeTruthy();
    expect(screen.queryByText('별점을 골라 주세요.')).toBeNull();

    typeContent('가'.repeat(1_001));
    expect(screen.getByTestId('review-counter').textContent).toBe('1,001 / 1,000');
    submit();
    expect(await screen.findByText('후기는 1,000자까지 쓸 수 있어요.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the review and goes to 나의 리뷰', async () => {
    fetchMock.mockResolvedValue(json({ id: 90 }, 201));
    const router = await renderPage();
    fireEvent.click(screen.getByRole('radio', { name: '별 4개' }));
    typeContent('  카드 해석이 구체적이라 좋았어요.  ');
    submit();

    await waitFor(() => expect(router.state.location.pathname).toBe('/me/counseling/reviews'));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/client/me/counseling/reviews');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      sessionId: 41,
      rating: 4,
      content: '카드 해석이 구체적이라 좋았어요.',
    });
  });

  it("puts the api's field errors on the fields", async () => {
    fetchMock.mockResolvedValue(
      json(
        {
          status: 400,
          code: 'VALIDATION',
          message: '입력값을 확인해 주세요.',
          errors: [{ field: 'content', message: '후기에 쓸 수 없는 문자가 있어요.' }],
        },
        400,
      ),
    );
    await renderPage();
    fireEvent.click(screen.getByRole('radio', { name: '별 2개' }));
    typeContent('열 글자가 넘는 후기예요');
    submit();
    expect(await screen.findByText('후기에 쓸 수 없는 문자가 있어요.')).toBeTruthy();
  });

  it('says a written review is written, with the way to it', async () => {
    await renderPage({ ...completed, hasReview: true, reviewable: false, reviewId: 90 });
    expect(screen.getByText('이미 후기를 썼어요')).toBeTruthy();
    expect(screen.getByRole('link', { name: '내 후기 보기' }).getAttribute('href')).toBe(
      '/counseling/reviews/90',
    );
    expect(screen.queryByRole('button', { name: '후기 등록' })).toBeNull();
  });

  it('waits for the end of an open session', async () => {
    await renderPage({ ...completed, status: 'IN_PROGRESS', reviewable: false, endedAt: null });
    expect(screen.getByText('상담이 끝난 뒤에 후기를 쓸 수 있어요')).toBeTruthy();
  });

  it('refuses the counselor of the session', async () => {
    await renderPage({ ...completed, me: 'COUNSELOR', reviewable: false });
    expect(screen.getByText('후기는 상담을 받은 고객만 쓸 수 있어요')).toBeTruthy();
  });
});
