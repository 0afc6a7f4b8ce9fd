// @vitest-environment jsdom
import { writeCookie } from '@arcana/api-client';
import { GUEST_USER, type ReactionSummary, type User } from '@arcana/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { Comments } from './Comments';
import { ReactionBar } from './ReactionBar';

const user: User = {
  ...GUEST_USER,
  id: 7,
  name: '데모 사용자',
  username: 'demo-user',
  displayName: '데모',
  enabled: true,
  roles: ['USER'],
};
const SHARE = { type: 'SHARE', shareId: 'AAAAAAAAAAAAAAAAAAAAAA' } as const;
const fetchMock = vi.fn<typeof fetch>();

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function renderWithUser(node: ReactNode) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  client.setQueryData(['me'], user);
  render(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
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

it('shows a comment as inert text with its line breaks, never as markup', async () => {
  const content = '<b>굵게</b>\n<img src="x" onerror="alert(1)">';
  fetchMock.mockResolvedValue(
    json({
      content: [
        { id: 3, content, authorName: '김**', mine: false, createdAt: '2026-11-24T04:00:00.000Z' },
      ],
      empty: false,
      last: true,
      totalPages: 1,
    }),
  );
  renderWithUser(<Comments target={SHARE} count={1} />);

  const list = await screen.findByRole('list', { name: '댓글 목록' });
  expect(list.querySelector('b, img')).toBeNull();
  expect(list.querySelector('[data-comment-id="3"] p')?.textContent).toBe(content);
  // 13:00 in Seoul, whatever the machine's zone.
  expect(list.textContent).toContain('2026-11-24 13:00');
});

it('sets a reaction at once, replaces it with another, and takes it back when pressed again', async () => {
  const none: ReactionSummary = {
    counts: { LIKE: 2, EMPATHY: 0, CHEER: 0, AMAZED: 0, THANKS: 0 },
    total: 2,
    mine: null,
  };
  const liked = { ...none, counts: { ...none.counts, LIKE: 3 }, total: 3, mine: 'LIKE' as const };
  const cheered = {
    ...none,
    counts: { ...none.counts, CHEER: 1 },
    total: 3,
    mine: 'CHEER' as const,
  };
  fetchMock
    .mockResolvedValueOnce(json(liked))
    .mockResolvedValueOnce(json(cheered))
    .mockResolvedValueOnce(json(none));
  renderWithUser(<ReactionBar target={SHARE} summary={none} />);

  const like = screen.getByRole('button', { name: '좋아요 2개' });
  fireEvent.click(like);
  await waitFor(() => expect(like).toHaveProperty('disabled', false));
  expect(like.getAttribute('aria-pressed')).toBe('true');
  expect(like.textContent).toContain('3');

  const cheer = screen.getByRole('button', { name: '응원해요 0개' });
  fireEvent.click(cheer);
  await waitFor(() => expect(cheer.getAttribute('aria-pressed')).toBe('true'));
  await waitFor(() => expect(cheer).toHaveProperty('disabled', false));
  expect(like.getAttribute('aria-pressed')).toBe('false');

  fireEvent.click(cheer);
  await waitFor(() => expect(cheer.getAttribute('aria-pressed')).toBe('false'));

  expect(fetchMock.mock.calls.map((call) => [call[1]?.method, call[1]?.body])).toEqual([
    ['PUT', JSON.stringify({ kind: 'LIKE' })],
    ['PUT', JSON.stringify({ kind: 'CHEER' })],
    ['DELETE', undefined],
  ]);
});
