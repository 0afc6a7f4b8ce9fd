// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { callOf, json, stubFetch } from '../office/testing';
import { ReviewDetailPage } from './ReviewDetailPage';

let fetchMock: ReturnType<typeof stubFetch>;

beforeEach(() => {
  fetchMock = stubFetch();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const review = {
  id: 119,
  sessionId: 40,
  rating: 4,
  content: '해석이 친절하고 쉬웠어요. 다만 시간이 조금 짧게 느껴졌어요.',
  authorName: '구**',
  createdAt: '2026-11-12T11:00:00.000Z',
  reply: null,
  repliedAt: null,
  counselor: {
    id: 1,
    name: '별빛',
    status: 'ON',
    imageUrl: '/uploads/star-360.png',
    rating: 4.8,
    reviewCount: 8,
  },
  product: { name: '무제한 채팅 상담', counselingType: 'CHAT' },
};

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <ReviewDetailPage id={119} /> }),
    history: createMemoryHistory({ initialEntries: ['/counselor/reviews/119'] }),
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

it('posts the one reply, says it cannot be changed, then shows it in place of the form', async () => {
  fetchMock.mockResolvedValueOnce(json(review));
  renderPage();
  expect(await screen.findByText(review.content)).toBeTruthy();
  expect(screen.getByRole('img', { name: '별점 4점 (5점 만점)' })).toBeTruthy();
  expect(screen.getByText('답글은 한 번만 쓸 수 있고, 등록한 뒤에는 고칠 수 없어요.')).toBeTruthy();

  fireEvent.click(screen.getByRole('button', { name: '답글 등록' }));
  expect(await screen.findByText('답글을 입력해 주세요.')).toBeTruthy();
  expect(fetchMock).toHaveBeenCalledTimes(1);

  fireEvent.change(screen.getByLabelText('답글 쓰기'), {
    target: { value: '다음엔 조금 더 긴 상품으로 찬찬히 봐 드릴게요.' },
  });
  const replied = {
    ...review,
    reply: '다음엔 조금 더 긴 상품으로 찬찬히 봐 드릴게요.',
    repliedAt: '2026-11-24T01:00:00.000Z',
  };
  // The reply's answer, then the refetch of the review the reply marks stale.
  fetchMock.mockImplementation(async () => json(replied));
  fireEvent.click(screen.getByRole('button', { name: '답글 등록' }));
  expect(await screen.findByRole('heading', { name: '답글' })).toBeTruthy();
  expect(screen.getByText('2026-11-24 10:00에 답글을 남겼어요.')).toBeTruthy();
  expect(callOf(fetchMock, 1)).toMatchObject({
    method: 'POST',
    body: { content: '다음엔 조금 더 긴 상품으로 찬찬히 봐 드릴게요.' },
  });
  expect(callOf(fetchMock, 1).url).toContain('/api/client/counselor/reviews/119/reply');
  await waitFor(() => expect(screen.queryByLabelText('답글 쓰기')).toBeNull());
});
